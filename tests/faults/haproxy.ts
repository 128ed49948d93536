// A real HAProxy (Debian's /usr/sbin/haproxy) in front of the given servers for a test: round robin
// per request, X-Forwarded-For added, the answering server named in X-Server; config in a temp dir,
// on 127.0.0.1 and a free port, stopped by its pid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../redis-server.ts';

export const haproxyBinary = process.env.HAPROXY ?? '/usr/sbin/haproxy';

export type Balancer = { url: string; stop: () => Promise<void> };

export async function startHaproxy(backends: string[]): Promise<Balancer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-haproxy-'));
  const servers = backends.map((b, i) => `  server s${i + 1} ${new URL(b).host}`).join('\n');
  const config = `global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
  option http-server-close
frontend web
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  http-response set-header X-Server %s
${servers}
`;
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  // -db: stay in the foreground, so the pid is HAProxy's own and stopping it stops it.
  const child = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`haproxy did not answer on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
