// Starts the Firebase emulators and the mail catcher (or reuses the ones `npm test` started:
// FIREBASE_*_EMULATOR_HOST, SMTP_URL and MAILDEV_WEB_URL) and one real server with a fresh temporary
// DATA_DIR and demo data, on free ports, so the suite runs next to a dev `npm start`. All start at
// once. Returns the teardown that stops them by pid.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Emulators, freePort, startEmulators } from '../../scripts/firebase-emulators.mjs';
import { type MailCatcher, startMailCatcher } from '../../scripts/mail-catcher.mjs';
import { type ServerProcess, startServer } from '../../scripts/server-process.mjs';

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-e2e-'));
  const reuse = Boolean(
    process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  );
  const authHost = reuse ? process.env.FIREBASE_AUTH_EMULATOR_HOST : `127.0.0.1:${await freePort()}`;
  const storageHost = reuse ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : `127.0.0.1:${await freePort()}`;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop';
  const reuseMail = Boolean(process.env.SMTP_URL && process.env.MAILDEV_WEB_URL);
  const smtpPort = await freePort();
  const smtpUrl = reuseMail ? process.env.SMTP_URL : `smtp://127.0.0.1:${smtpPort}`;
  const port = (host?: string) => Number(host?.split(':').pop());
  const abort = new AbortController();
  let emulators: Emulators | undefined;
  let mail: MailCatcher | undefined;
  let server: ServerProcess | undefined;
  let firstError: unknown;
  const fail = (err: unknown) => {
    firstError ??= err;
    abort.abort();
  };

  const started = Date.now();
  await Promise.allSettled([
    reuse
      ? Promise.resolve()
      : startEmulators({
          authPort: port(authHost),
          storagePort: port(storageHost),
          projectId,
          persist: false,
          quiet: true,
          signal: abort.signal,
        }).then((e) => {
          emulators = e;
        }, fail),
    reuseMail
      ? Promise.resolve()
      : startMailCatcher({ smtpPort, webPort: await freePort(), quiet: true, signal: abort.signal }).then(
          (m) => {
            mail = m;
          },
          fail,
        ),
    startServer({
      port: await freePort(),
      quiet: true,
      timeoutMs: 180_000,
      signal: abort.signal,
      env: {
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: undefined, // the e2e server always runs on the embedded database
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        FIREBASE_PROJECT_ID: projectId,
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
        SMTP_URL: smtpUrl,
      },
    }).then((s) => {
      server = s;
    }, fail),
  ]);

  const teardown = async () => {
    await Promise.all([server?.stop(), emulators?.stop(), mail?.stop()]);
    if (process.env.E2E_SERVER_LOG) console.log(server?.output());
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (firstError || !server) {
    await teardown();
    throw firstError;
  }
  process.env.E2E_BASE_URL = server.url; // read by playwright.config.ts and fixtures.ts in the workers
  process.env.E2E_AUTH_EMULATOR_HOST = authHost;
  process.env.E2E_DATA_DIR = dataDir; // its secrets sign links only the server makes (unsubscribe)
  if (mail) process.env.MAILDEV_WEB_URL = mail.webUrl; // read by tests/mail-inbox.ts
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `e2e: server at ${server.url}, emulators at ${authHost} and ${storageHost}, ready in ${took} s`,
  );
  return teardown;
}
