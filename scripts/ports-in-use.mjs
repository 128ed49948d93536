// Which of the ports a start needs are taken already, and by which process. A server left over from
// an earlier `npm start` would otherwise answer in place of the new one.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing can listen on host:port right now because something else does. */
export function portTaken(port, host = '127.0.0.1') {
  return new Promise((res) => {
    const probe = createServer();
    probe.once('error', (err) => res(err.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => res(false)));
  });
}

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The socket inodes listening on the port (Linux /proc/net; none elsewhere). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // f[1]: local address as HEXIP:HEXPORT; f[3]: state, 0A is LISTEN; f[9]: the socket's inode.
      if (f.length > 9 && f[3] === '0A' && Number.parseInt(f[1].split(':')[1], 16) === port) inodes.add(f[9]);
    }
  }
  return inodes;
}

/** The process listening on the port, as `pid 123 (node server/main.ts)`, where /proc tells. */
export function portOwner(port) {
  const inodes = listeningInodes(port);
  if (!inodes.size) return undefined;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((n) => /^\d+$/.test(n));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = read(`/proc/${pid}/cmdline`)
          .split('\0')
          .filter(Boolean)
          .join(' ')
          .replace(/ --import \S*end-with-parent\.mjs/, ''); // our own watcher: noise here
        return `pid ${pid}${command ? ` (${command.slice(0, 160)})` : ''}`;
      }
    }
  }
  return undefined;
}

/**
 * One line per taken port: `Port 3000 (the server, PORT) is in use by pid 123 (…)`.
 * @param {{ port: number, host?: string, what: string }[]} wanted
 */
export async function portsInUse(wanted) {
  const lines = [];
  for (const { port, host, what } of wanted) {
    if (!(await portTaken(port, host))) continue;
    const owner = portOwner(port);
    lines.push(`Port ${port} (${what}) is in use by ${owner ?? 'another process'}.`);
  }
  return lines;
}
