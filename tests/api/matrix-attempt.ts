// The shape shared by the permission matrices (tests/api/*permission-matrix.test.ts) and the files
// that lend them rows: a table of expected statuses and, for each route, how to call it once.
import { expect } from 'vitest';
import { fingerprint } from './db-fingerprint.ts';
import { call, type TestContext } from './harness.ts';

/** A route and the status each caller gets, one column per caller. */
export type MatrixRow = [route: string, ...statuses: number[]];

export type MatrixResponse = Awaited<ReturnType<typeof call>>;

/** One call of a route, prepared for one caller. */
export type MatrixAttempt = {
  url: string;
  body?: unknown;
  /** Replaces the caller's token (a fresh user without a role for onboarding). */
  token?: string;
  /** Runs after the call: what the answer shows and what the database holds. */
  check?: (res: MatrixResponse, ok: boolean) => Promise<void> | void;
  /** Sent as they are (a form's content type). */
  headers?: Record<string, string>;
};

/** Every row × every caller, with the status the row gives that caller. */
export const matrixCases = <Who>(rows: MatrixRow[], who: readonly Who[]) =>
  rows.flatMap(([route, ...statuses]) => who.map((w, i) => [route, w, statuses[i] as number] as const));

/**
 * Calls a row's route once: it answers the row's status, and a refusal says why and writes
 * nothing (the whole database is compared). The attempt's own check is the caller's to run.
 */
export async function tryRoute(
  ctx: TestContext,
  route: string,
  status: number,
  attempt: MatrixAttempt,
  token: string | undefined,
) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const before = await fingerprint(ctx);
  const res = await call(ctx, method, attempt.url, { token, body: attempt.body, headers: attempt.headers });
  expect([route, res.status, res.body]).toEqual([route, status, expect.anything()]);
  const ok = status < 400;
  if (!ok) {
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/\S/) });
    expect(await fingerprint(ctx)).toEqual(before);
  }
  return { res, ok };
}
