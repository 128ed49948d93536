// Loaded first in every child that `npm start` and the test setups run (`node --import` this file).
// The parent hands the child one end of a pipe as file descriptor 3 and keeps the other end; the
// kernel closes it when the parent ends in any way, SIGKILL included. The child then stops as if
// its parent had asked it to: the children run in their own process group (so one Ctrl-C reaches
// them once, through the parent), and would otherwise outlive a closed terminal or a killed parent.
// Env: END_WITH_PARENT_SIGNAL, the signal this process sends itself then (SIGTERM by default);
//      END_WITH_PARENT_REMOVE, a working directory the parent would have removed after this exits.
import { rmSync } from 'node:fs';
import { Socket } from 'node:net';

const signal = process.env.END_WITH_PARENT_SIGNAL || 'SIGTERM';
const leftover = process.env.END_WITH_PARENT_REMOVE;
// Not for this child's own children: they are stopped by the child, not by its parent's end.
delete process.env.END_WITH_PARENT_SIGNAL;
delete process.env.END_WITH_PARENT_REMOVE;
// The longest a graceful stop may take before the child ends regardless.
const graceMs = 25_000;

function parentGone() {
  if (leftover) process.once('exit', () => rmSync(leftover, { recursive: true, force: true }));
  process.kill(process.pid, signal);
  setTimeout(() => process.exit(1), graceMs).unref();
}

try {
  const pipe = new Socket({ fd: 3, readable: true, writable: false });
  pipe.on('error', parentGone);
  pipe.on('end', parentGone);
  pipe.resume(); // nothing is sent on it: reading only sees the end
  pipe.unref(); // the pipe alone never keeps this process running
} catch {
  // Started by hand without the pipe: there is no parent to follow.
}
