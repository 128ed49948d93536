// "Forgot password" answers an email with an account and one without in the same time: N requests
// of each, interleaved over real HTTP against the server on PGlite (its own process, as it runs),
// and the two medians compared. The answer goes out before the lookup and the mail (the work runs
// after it), so the two should be within noise of each other; the budget is 10%.
//   npx tsx bench/forgot-timing.ts [--n 300]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { servePglite } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';

const { values: args } = parseArgs({ options: { n: { type: 'string', default: '300' } } });
const n = Number(args.n);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-forgot-'));
const database = await servePglite(dir, () => {});
const config = loadConfig({
  DATA_DIR: dir,
  STATIC_DIR: path.join(dir, 'none'),
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '100000',
});
const app = await buildApp(config, database);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/auth/forgot-password`;

// Many accounts, so each known email is a fresh one (the limit per email never comes into it).
const known = Array.from({ length: n }, (_, i) => `known-${i}-${randomBytes(3).toString('hex')}@example.com`);
await database.db
  .insert(users)
  .values(known.map((email, i) => ({ username: `K${i}`, usernameFolded: `k${i}`, email })));

async function ask(useremail: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ useremail }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`forgot answered ${res.status}`);
  return performance.now() - started;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

for (let i = 0; i < 20; i++) await ask(`warm-${i}@example.com`); // warm-up
const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < n; i++) {
  // Alternating which goes first, so neither always follows the other's after-answer work.
  const pair = [
    ['known', known[i]!],
    ['unknown', `nobody-${i}-${randomBytes(3).toString('hex')}@example.com`],
  ] as const;
  for (const [kind, email] of i % 2 ? pair : [...pair].reverse()) times[kind].push(await ask(email));
}
const k = median(times.known);
const u = median(times.unknown);
const diff = Math.abs(k - u) / Math.min(k, u);
console.log(
  `forgot password, ${n} each: median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, ` +
    `difference ${(diff * 100).toFixed(1)}% (budget 10%)`,
);
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = diff <= 0.1 ? 0 : 1;
