// Builds the seeded data the API benchmark reads (once; later runs reuse it): PGlite data dirs and
// PostgreSQL databases with the demo data plus 10k and 100k jobs.
//   node bench/prepare-data.mjs [--quick]
import { isMain, log, pgliteDataDir, postgresAvailable, quick, startPostgres } from './lib.mjs';

export const sizes = quick ? [2000, 10_000] : [10_000, 100_000];

export async function main() {
  for (const jobs of sizes) await pgliteDataDir(jobs);
  if (!postgresAvailable()) return log('PostgreSQL 15 not found: skipped');
  const pg = await startPostgres();
  try {
    for (const jobs of sizes) await pg.seededDb(jobs);
  } finally {
    await pg.stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
