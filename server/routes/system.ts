// Health (liveness), readiness and the client's run-time configuration (where the Firebase emulators
// are, if used).
import type { FastifyInstance } from 'fastify';
import { checkReadiness, limitsStatus } from '../lib/readiness.ts';

function splitHost(hostPort: string) {
  const i = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, i), port: Number(hostPort.slice(i + 1)) };
}

export async function systemRoutes(app: FastifyInstance) {
  // Only registered once migrations have run, so a 200 means the database is ready.
  app.get('/health', async () => ({ success: true, status: 'ok', database: app.database.kind }));
  // Liveness without the database: also the no-database ceiling of the API benchmark (bench/api.mjs).
  const pong = { success: true } as const;
  app.get('/ping', async () => pong);

  const { firebase } = app.config;
  // Readiness: 200 only while the database answers a query and the configured emulators and SMTP
  // server accept connections; 503 naming what does not, so a balancer sends no traffic here yet.
  app.get('/ready', async (_req, reply) => {
    const checks = await checkReadiness({
      db: app.database.db,
      authEmulatorHost: firebase.authEmulatorHost,
      storageEmulatorHost: firebase.storageEmulatorHost,
      smtpUrl: app.config.mail.smtpUrl,
    });
    const failed = checks.filter((c) => !c.ok);
    reply.header('cache-control', 'no-cache'); // asked afresh each time, kept by no cache
    if (!failed.length) {
      return {
        success: true,
        status: 'ready',
        checks: Object.fromEntries(checks.map((c) => [c.name, 'ok'])),
        limits: limitsStatus(app.redis),
      };
    }
    const names = failed.map((c) => `${c.name} (${c.detail})`).join(', ');
    return reply.code(503).send({ success: false, message: `Not ready: ${names}` });
  });

  const clientConfig = {
    success: true,
    firebase: {
      projectId: firebase.projectId,
      storageBucket: firebase.storageBucket,
      authEmulatorUrl: firebase.authEmulatorHost ? `http://${firebase.authEmulatorHost}` : null,
      storageEmulator: firebase.storageEmulatorHost ? splitHost(firebase.storageEmulatorHost) : null,
    },
  };
  app.get('/client-config', async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send(clientConfig),
  );
}
