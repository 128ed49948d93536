// A comment states its rule itself, or points into this repository (docs/, README.md): a reader of
// the code cannot open the product brief it was written from. This fails on any file that names the
// brief's documents or calls it "the spec" (a `.spec.ts` file name is fine).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const skipDirs = new Set(['node_modules', 'dist', 'dist-ssr', 'data', 'docs', '.git', '.tmp']);
const skipPrefixes = ['.emulator', 'test-results', 'playwright-report'];
const self = import.meta.filename; // its own examples below would match
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|html|css|rules)$|^(run|\.gitignore)$/;

/** The brief's file names, and "spec" as a word of its own (not `x.spec.ts`, not `specs`). */
const citation =
  /\bdecisions\.md\b|\bDESIGN\.md\b|portal-spec|\.\.\/shared\b|(?<![.\w/-])spec(?:'s)?\b(?![.\w-])/i;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name) && !skipPrefixes.some((p) => entry.name.startsWith(p)))
        yield* sourceFiles(full);
    } else if (textFile.test(entry.name) && entry.name !== 'package-lock.json' && full !== self) {
      yield full;
    }
  }
}

describe('comments and test names', () => {
  it('cite no document outside the repository', () => {
    const found: string[] = [];
    let files = 0;
    for (const file of sourceFiles(root)) {
      files++;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (citation.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(files).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('catches such a citation', () => {
    for (const line of ['// per the spec', "the spec's call table", 'see decisions.md', '(DESIGN.md)']) {
      expect(line).toMatch(citation);
    }
    for (const line of ['tests/e2e/pages.spec.ts', 'the e2e specs', 'a specification', 'inspect']) {
      expect(line).not.toMatch(citation);
    }
  });
});
