// The embedded database in a process of its own: PGlite on DATA_DIR/pglite, served over the
// PostgreSQL wire protocol on a unix socket that only its server knows. PGlite runs every query on
// the thread that calls it; here that is not the HTTP server's thread, so a query no longer stops
// every other request, and both backends go through one driver (node-postgres).
//   Started by the server (client.ts servePglite): node --import tsx pglite-process.ts DATA_DIR SOCKET
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { identityOf, isAlive } from './lock.ts';
import { servePgliteSessions } from './pglite-sessions.ts';

export type ChildMessage = { ready: true } | { failed: string };

const [dataDir, socketPath] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error('pglite-process.ts is started by the Hireloop server');
  process.exit(2);
}
const send = (message: ChildMessage) => process.send?.(message);

// The server went away (even by kill -9: the IPC channel closes with it): so does its database.
// Ending here is what a kill -9 of the whole server did before; the data dir recovers on next open.
process.on('disconnect', () => process.exit(0));

type Holder = { pid: number; boot?: string; start?: string };
const pidFile = path.join(dataDir, 'pglite.pid');

function running(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = identityOf(holder.pid);
  if (!now) return true;
  if (now.boot !== holder.boot || now.start !== holder.start) return false;
  // A killed process waits as a zombie until it is reaped; it holds no files any more.
  const stat = fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/**
 * A database process left by a server that died can still be finishing its last query: it ends as
 * soon as it sees its server gone, but two PGlite instances on one data dir would corrupt it. Our
 * server holds the data dir's lock, so any earlier database process is such a leftover: it is
 * killed, and this one opens the data dir only once it is gone.
 */
async function endLeftover() {
  let holder: Holder | undefined;
  try {
    holder = JSON.parse(fs.readFileSync(pidFile, 'utf8')) as Holder;
  } catch {
    holder = undefined;
  }
  if (holder && running(holder)) {
    console.error(`Ending the database process ${holder.pid} left by a server that stopped`);
    process.kill(holder.pid, 'SIGKILL');
    for (let i = 0; running(holder); i++) {
      if (i > 500) throw new Error(`The database process ${holder.pid} does not end`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  fs.writeFileSync(pidFile, JSON.stringify({ pid: process.pid, ...identityOf(process.pid) }));
}

async function main(dir: string, socket: string) {
  await endLeftover();
  const db = await PGlite.create({ dataDir: path.join(dir, 'pglite'), extensions: pgliteExtensions });
  fs.rmSync(socket, { force: true });
  const server = await servePgliteSessions(db, socket);
  process.on('message', async (message) => {
    if (message !== 'close') return;
    await server.close();
    await db.close();
    fs.rmSync(pidFile, { force: true });
    process.exit(0);
  });
  send({ ready: true });
}

main(dataDir, socketPath).catch((err: unknown) => {
  send({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
