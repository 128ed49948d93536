// One PGlite session served to several PostgreSQL wire-protocol connections at once. PGlite runs one
// statement at a time, but a client with one connection waits for each answer before it sends the
// next query, and between two queries its own process has to come round to read the answer: under
// load the database sat idle while queries queued in the server. With several connections every
// query is sent at once and they run back to back here.
//
// What keeps this correct with one session underneath:
// - A client's messages run as a unit, up to its Sync (or a simple Query): another connection's
//   messages never land between a Parse and its Execute.
// - A connection whose unit leaves the session inside a transaction (ReadyForQuery says so) owns it:
//   only its units run until the transaction ends, so no one else sees or joins it. A connection that
//   goes away inside its transaction has it rolled back.
// - Prepared statement names are per connection in the protocol but per session in PGlite: each
//   connection's names are given its own prefix, and its statements are dropped when it goes.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

type Connection = {
  id: number;
  socket: net.Socket;
  /** Bytes received and not yet a whole message. */
  received: Buffer;
  /** Messages of the unit being gathered (until a Sync or a Query). */
  gathering: Buffer[];
  started: boolean;
  statements: Set<string>;
};
/** A connection's messages up to its Sync, or (`closing`) the clean-up after it went. */
type Unit = { connection: Connection; messages: Buffer[]; closing?: true };

/** The statement name a connection's `name` has in the shared session ('' stays the unnamed one). */
const sessionName = (connection: Connection, name: string) => (name ? `c${connection.id}_${name}` : '');

/** A C string at `at`: its text and where the next field starts. */
function cString(message: Buffer, at: number): { text: string; next: number } {
  const end = message.indexOf(0, at);
  return { text: message.toString('utf8', at, end), next: end + 1 };
}

/** A message with the bytes [from, to) replaced by `replacement`, its length field set again. */
function splice(message: Buffer, from: number, to: number, replacement: Buffer): Buffer {
  const out = Buffer.concat([message.subarray(0, from), replacement, message.subarray(to)]);
  out.writeInt32BE(out.length - 1, 1);
  return out;
}

const cStringBytes = (text: string) => Buffer.from(`${text}\0`, 'utf8');

/** Parse, Bind, Describe and Close name statements: each gets the connection's own name. */
function renameStatements(connection: Connection, message: Buffer): Buffer {
  const type = String.fromCharCode(message[0] ?? 0);
  if (type === 'P') {
    const name = cString(message, 5);
    if (name.text) connection.statements.add(name.text);
    return splice(message, 5, name.next, cStringBytes(sessionName(connection, name.text)));
  }
  if (type === 'B') {
    const portal = cString(message, 5);
    const name = cString(message, portal.next);
    return splice(message, portal.next, name.next, cStringBytes(sessionName(connection, name.text)));
  }
  if ((type === 'D' || type === 'C') && message[5] === 'S'.charCodeAt(0)) {
    const name = cString(message, 6);
    if (type === 'C') connection.statements.delete(name.text);
    return splice(message, 6, name.next, cStringBytes(sessionName(connection, name.text)));
  }
  return message;
}

/** The transaction status of the last ReadyForQuery in `answer` ('I' idle, 'T' in one, 'E' failed). */
function lastStatus(answer: Uint8Array): string | undefined {
  let status: string | undefined;
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let at = 0; at + 5 <= view.length; at += 1 + view.readInt32BE(at + 1)) {
    if (view[at] === 'Z'.charCodeAt(0)) status = String.fromCharCode(view[at + 5] ?? 0);
  }
  return status;
}

/** Serves `db` on the unix socket `socketPath`; `close` stops it (before the database closes). */
export async function servePgliteSessions(
  db: PGlite,
  socketPath: string,
): Promise<{ close: () => Promise<void> }> {
  const waiting: Unit[] = [];
  /** Once closing, a connection that goes needs no clean-up: the session ends with the database. */
  let closing = false;
  /** The connection whose transaction is open: only its units run. */
  let owner: Connection | null = null;
  let running = false;
  let nextId = 1;

  async function runUnit({ connection, messages }: Unit) {
    const answer = await db.execProtocolRaw(Buffer.concat(messages));
    // No ReadyForQuery: the unit ended with a Flush, mid-query, so nobody else runs until its Sync.
    owner = lastStatus(answer) === 'I' ? null : connection;
    if (!connection.socket.destroyed && answer.length > 0) connection.socket.write(answer);
  }

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const at = owner ? waiting.findIndex((unit) => unit.connection === owner) : 0;
        const [unit] = at < 0 ? [] : waiting.splice(at, 1);
        if (!unit) return;
        try {
          if (unit.closing) await cleanUp(unit.connection);
          else await db.runExclusive(() => runUnit(unit));
        } catch (err) {
          console.error('The database could not run a query', err);
          unit.connection.socket.destroy();
        }
      }
    } finally {
      running = false;
    }
  }

  function queue(unit: Unit) {
    waiting.push(unit);
    void pump();
  }

  /** The startup phase: SSL refused ('N'), a cancel request ignored, the startup message run. */
  function startup(connection: Connection, message: Buffer) {
    const code = message.readInt32BE(4);
    if (code === SSL_REQUEST) connection.socket.write('N');
    else if (code === CANCEL_REQUEST) connection.socket.end();
    else {
      connection.started = true;
      queue({ connection, messages: [message] });
    }
  }

  function received(connection: Connection, chunk: Buffer) {
    connection.received = connection.received.length ? Buffer.concat([connection.received, chunk]) : chunk;
    for (;;) {
      const data = connection.received;
      const lengthAt = connection.started ? 1 : 0;
      if (data.length < lengthAt + 4) return;
      const size = lengthAt + data.readInt32BE(lengthAt);
      if (data.length < size) return;
      const message = data.subarray(0, size);
      connection.received = data.subarray(size);
      if (!connection.started) {
        startup(connection, message);
        continue;
      }
      const type = String.fromCharCode(message[0] ?? 0);
      if (type === 'X') {
        connection.socket.end();
        return;
      }
      // A view into the chunk, copied once when its unit is joined into one buffer to run.
      connection.gathering.push(renameStatements(connection, message));
      if (type === 'S' || type === 'Q' || type === 'H') {
        queue({ connection, messages: connection.gathering });
        connection.gathering = [];
      }
    }
  }

  /** A connection gone: its waiting units dropped, then (in turn) its transaction rolled back and its statements freed. */
  function closed(connection: Connection) {
    if (closing) return;
    for (let i = waiting.length - 1; i >= 0; i--)
      if (waiting[i]?.connection === connection) waiting.splice(i, 1);
    queue({ connection, messages: [], closing: true });
  }

  async function cleanUp(connection: Connection) {
    try {
      if (owner === connection) await db.exec('ROLLBACK');
    } finally {
      if (owner === connection) owner = null;
    }
    // One at a time: a name whose Parse had failed is not there to drop, and the others still are.
    for (const name of connection.statements) {
      const quoted = sessionName(connection, name).replaceAll('"', '""');
      await db.exec(`DEALLOCATE "${quoted}"`).catch(() => {});
    }
  }

  const server = net.createServer((socket) => {
    const connection: Connection = {
      id: nextId++,
      socket,
      received: Buffer.alloc(0),
      gathering: [],
      started: false,
      statements: new Set(),
    };
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => received(connection, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => closed(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    close: () => {
      closing = true;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
