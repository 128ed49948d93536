// A comment states its rule itself, or points into this repository (docs/, README.md): a reader of
// the code cannot open the product brief it was written from, nor the tracker's issues. This fails on
// any file that names the brief's documents or calls it "the spec" (a `.spec.ts` file name is fine),
// and on an issue number in code, tests or file names: history lives in git, and a test is named by
// what it checks.
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

/** An issue by its number ("issue 34", "Issue #18", "issues 20 and 21"). */
const issueNumber = /\bissues?\s*#?\d+/i;
/** A file named after where it came from rather than what it holds. */
const historyName = /issue-?\d+|(^|[-_.])review([-_.]|$)/i;

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

  it('name no issue by its number, in code, tests or file names', () => {
    const found: string[] = [];
    for (const file of sourceFiles(root)) {
      const name = path.relative(root, file);
      if (historyName.test(path.basename(file))) found.push(`${name}: file name`);
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (issueNumber.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('catches an issue number and a file named after its origin', () => {
    for (const line of [
      '// (issue 36)',
      'Issue 18, items 6, 7',
      'as before issue 33',
      'see issue #4',
      'issues 20',
    ]) {
      expect(line).toMatch(issueNumber);
    }
    for (const line of ['parsed.error.issues[0]', 'the issue is the timeout', 'issues.map((i) => i)']) {
      expect(line).not.toMatch(issueNumber);
    }
    for (const name of ['outside-review.test.ts', 'issue-18.test.ts', 'review.spec.ts']) {
      expect(name).toMatch(historyName);
    }
    for (const name of ['refusals-and-limits.test.ts', 'reviewer-dialog.tsx', 'preview.ts']) {
      expect(name).not.toMatch(historyName);
    }
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
