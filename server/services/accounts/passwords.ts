// Slow salted password hashes: scrypt N=2^15, r=8, p=1 (needs maxmem above Node's 32 MB default).
// They run on threads of lower CPU priority (hash-pool.ts), off the event loop; the gate keeps one
// core (at least) for everything else, however many people sign in at once.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HttpError } from '../../http-error.ts';
import { createGate, GateFull } from './hash-gate.ts';
import { createHashPool } from './hash-pool.ts';

const N = 2 ** 15;
const r = 8;
const p = 1;
const keyLength = 64;
const maxmem = 128 * N * r * 2;

/** Hashes at once: one per core less one, at least one. */
export const hashSlots = Math.max(1, availableParallelism() - 1);
/**
 * Hashes waiting for a slot at most; past them, or when a newcomer could not be answered within 4 s,
 * a sign-in is refused. One whose hash is not done after 8 s is refused then, inside a client's
 * patience (the app's and the bench's give up at 10 s).
 */
export const hashQueueLimit = hashSlots * 8;
const gate = createGate({
  slots: hashSlots,
  maxWaiting: hashQueueLimit,
  maxWaitMs: 4000,
  expectedMs: 400,
  giveUpMs: 8000,
});
/**
 * The hashing threads' nice value: below the server's, so requests being served come first. Mild on
 * purpose: against three busy threads of the default priority on two cores a hash still gets about a
 * fifth of a core (a 0.3 s hash in about 1.5 s); at 10, a fifteenth (about 4.5 s), and sign-ins on a
 * loaded machine outlasted their clients.
 */
export const hashNice = 5;
const pool = createHashPool({ threads: hashSlots, nice: hashNice });

const scryptKey = (password: string, salt: Buffer, n: number) =>
  pool.hash(password, salt, keyLength, { N: n, r, p, maxmem });

async function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  try {
    return await gate.run(() => scryptKey(password, salt, n));
  } catch (err) {
    if (!(err instanceof GateFull)) throw err;
    const seconds = err.retryAfterSeconds;
    throw new HttpError(503, `Too many sign-ins right now, try again in ${seconds} seconds`, {
      'retry-after': String(seconds),
    });
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
