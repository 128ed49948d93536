// Runs the server: config, database (migrated), optional demo data, listen, graceful shutdown.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoIfEmpty, storeDemoResumes } from './services/demo/demo-seed.ts';

async function main() {
  const config = loadConfig();
  let logFatal: (line: string) => void = (line) => console.error(line);
  // Without its database the server could only answer errors: it stops, and says why, so that
  // whatever runs it (systemd, a container) starts it again on the same data dir.
  const database = await openDatabase(config, ({ pid, code, signal }) => {
    const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
    logFatal(`The PGlite database process (pid ${pid}) ${how}: the server stops. Start it again.`);
    process.exit(1);
  });
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config.firebase);
  const app = await buildApp(config, database);
  // The Storage emulator starts beside the server: its demo files are put there once it answers.
  if (config.seedDemo)
    void storeDemoResumes(database.db, config.firebase, app.log).catch((err) =>
      app.log.warn({ err }, 'Demo résumés not stored in the Storage emulator'),
    );
  logFatal = (line) => app.log.fatal(line);

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
