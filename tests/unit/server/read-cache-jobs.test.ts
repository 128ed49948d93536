// The record of writes to single jobs that the read cache checks its PGlite answers against.
import { describe, expect, it } from 'vitest';
import { jobWrites } from '../../../server/plugins/read-cache-jobs.ts';

describe('jobWrites', () => {
  it('keeps an answer current until a write to one of its jobs starts', () => {
    const writes = jobWrites();
    const since = writes.now();
    const shows = new Set(['a', 'b']);
    writes.start('c');
    expect(writes.unchangedSince(since, shows)).toBe(true);
    writes.end('c');
    expect(writes.unchangedSince(since, shows)).toBe(true);
    writes.start('b');
    expect(writes.unchangedSince(since, shows)).toBe(false);
    writes.end('b');
    expect(writes.unchangedSince(since, shows)).toBe(false);
  });

  it('counts an answer read while a write to its job runs as stale, even after it ends', () => {
    const writes = jobWrites();
    writes.start('a');
    const during = writes.now();
    expect(writes.unchangedSince(during, new Set(['a']))).toBe(false);
    writes.end('a');
    expect(writes.unchangedSince(during, new Set(['a']))).toBe(false);
    // Read once the write is over: current.
    expect(writes.unchangedSince(writes.now(), new Set(['a']))).toBe(true);
  });

  it('holds a job as written while any of two writes to it runs', () => {
    const writes = jobWrites();
    writes.start('a');
    writes.start('a');
    writes.end('a');
    expect(writes.unchangedSince(writes.now(), new Set(['a']))).toBe(false);
    writes.end('a');
    expect(writes.unchangedSince(writes.now(), new Set(['a']))).toBe(true);
  });

  it('treats an answer that names no jobs as showing every job', () => {
    const writes = jobWrites();
    const since = writes.now();
    expect(writes.unchangedSince(since, null)).toBe(true);
    writes.start('z');
    expect(writes.unchangedSince(writes.now(), null)).toBe(false);
    writes.end('z');
    expect(writes.unchangedSince(since, null)).toBe(false);
    expect(writes.unchangedSince(writes.now(), null)).toBe(true);
    expect(writes.unchangedSince(since, new Set())).toBe(true);
  });

  it('says when it dropped its record, so that the caller counts everything stale', () => {
    const writes = jobWrites({ maxTracked: 2 });
    for (const job of ['a', 'b']) {
      writes.start(job);
      expect(writes.end(job)).toBe(false);
    }
    writes.start('c');
    expect(writes.end('c')).toBe(true);
  });
});
