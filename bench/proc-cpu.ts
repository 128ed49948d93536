// CPU time of benchmark processes, read from /proc (Linux): on a shared machine the wall time says
// more about the neighbours than about the code, the CPU a process used does not.
import fs from 'node:fs';

/** CPU milliseconds a process has used so far (utime + stime, in clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone (killed)
  }
}

/** A server process and the PGlite process it forked. */
export function serverPids(pid: number | undefined): { server?: number; database?: number } {
  const database = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .find((d) => {
      try {
        const parent = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
        return parent === String(pid) && fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('pglite');
      } catch {
        return false;
      }
    });
  return { server: pid, database: database ? Number(database) : undefined };
}
