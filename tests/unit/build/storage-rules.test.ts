// storage.rules cannot run here (the Storage emulator's rules engine is a jar that cannot be
// downloaded), so this reads the file itself. In rules v2 `read` grants `get` AND `list`: one
// `allow read` made every résumé listable. Files are fetched by URL (get), never listed; writes go
// only into the writer's own prefix, with a type and size limit per kind of file.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

type Grant = { path: string; methods: string[]; condition: string };

/** Every `allow` of a rules file with the full path of the `match` blocks around it. */
function grantsOf(source: string): Grant[] {
  const code = source.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const grants: Grant[] = [];
  const stack: Array<string | null> = [];
  const token = /match\s+(\S+)\s*\{|allow\s+([a-z,\s]+):\s*if\s+([^;]+);|\{|\}/g;
  for (const m of code.matchAll(token)) {
    if (m[1] !== undefined) stack.push(m[1]);
    else if (m[2] !== undefined)
      grants.push({
        path: stack.filter(Boolean).join(''),
        methods: m[2].split(',').map((s) => s.trim()),
        condition: m[3]?.trim() ?? '',
      });
    else if (m[0] === '{') stack.push(null);
    else stack.pop();
  }
  return grants;
}

const grants = grantsOf(fs.readFileSync('storage.rules', 'utf8'));
const folders = {
  resumes: 'isPdf()',
  logos: 'isImage()',
  'feed-posts': 'isImage()',
  UpdatedProfiles: 'isImage()',
};

describe('storage.rules', () => {
  it('parses into grants (the test reads what it thinks it reads)', () => {
    expect(grants.length).toBeGreaterThanOrEqual(8);
    expect(grantsOf('match /a {\n match /b/{x} { allow read: if true; } }')).toEqual([
      { path: '/a/b/{x}', methods: ['read'], condition: 'true' },
    ]);
  });

  it('grants no `read` and no `list`, anywhere', () => {
    const listable = grants.filter((g) => g.methods.some((m) => m === 'read' || m === 'list'));
    expect(listable).toEqual([]);
  });

  it('grants nothing on a recursive wildcard', () => {
    expect(grants.filter((g) => g.path.includes('=**'))).toEqual([]);
  });

  it.each(Object.entries(folders))('%s: get by URL; writes by the owner only, with %s', (folder, check) => {
    const here = grants.filter((g) => g.path === `/b/{bucket}/o/${folder}/{uid}/{file}`);
    expect(here.find((g) => g.methods.includes('get'))?.condition).toBe('true');
    for (const g of here.filter((g) => !g.methods.includes('get'))) {
      expect(g.methods.every((m) => ['create', 'update', 'delete'].includes(m))).toBe(true);
      expect(g.condition).toContain('isOwner(uid)');
      if (!g.methods.includes('delete')) expect(g.condition).toContain(check);
    }
  });

  it('writes only into the four owner prefixes', () => {
    const writes = grants.filter((g) => g.methods.some((m) => m !== 'get'));
    for (const g of writes) {
      expect(g.path).toMatch(
        /^\/b\/\{bucket\}\/o\/(resumes|logos|feed-posts|UpdatedProfiles)\/\{uid\}\/\{file\}$/,
      );
      expect(g.methods).not.toContain('write');
    }
  });
});
