// Health, liveness and the client's run-time configuration (where the Firebase emulators are, if used).
import type { FastifyInstance } from 'fastify';

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
