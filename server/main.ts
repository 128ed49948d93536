// Runs the server: config, database (migrated), optional demo data, listen, graceful shutdown.
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) console.error(err.message);
  else console.error('Hireloop server failed to start:', err);
  process.exit(1);
});
