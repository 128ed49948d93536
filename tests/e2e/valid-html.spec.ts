// The public pages as a visitor receives them pass the W3C Nu HTML Checker (vnu-jar) with no error.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, postJob, test } from './fixtures.ts';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

test('the public pages are valid HTML', async ({ request }) => {
  test.setTimeout(120_000);
  const job = await postJob(request, 'Valid Markup Engineer');
  const { data } = (await (await request.get('/api/companies?limit=1')).json()) as {
    data: { _id: string }[];
  };
  const pages = ['/', '/jobs', '/jobs?q=engineer&type=Full-time', `/jobs/Info/${job.UrlPath}`, '/companies'];
  pages.push(`/company/${data[0]?._id}/jobs`, '/feed', '/jobs/Info/no-such-job');
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-vnu-'));
  try {
    const files = await Promise.all(
      pages.map(async (url, i) => {
        const res = await request.get(url);
        expect(res.headers()['content-type'], url).toContain('text/html');
        const file = join(dir, `page-${i}.html`);
        writeFileSync(file, await res.text());
        return file;
      }),
    );
    const run = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
      {
        maxBuffer: 16 << 20,
      },
    );
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${pages[Number(/page-(\d+)/.exec(m.url)?.[1])]}: ${m.message} ${m.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
