// Runs the server: config, database (migrated), optional demo data, listen, graceful shutdown.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoIfEmpty } from './services/demo-seed.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  const app = await buildApp(config, database);

  // SIGINT/SIGTERM (and a crash): stop taking connections, finish the requests in flight, close
  // the database; forced out after 10 s.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) console.error(err.message);
  else console.error('Hireloop server failed to start:', err);
  process.exit(1);
});
