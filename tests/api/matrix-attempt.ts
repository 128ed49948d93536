// The shape shared by the permission matrices (tests/api/*permission-matrix.test.ts) and the files
// that lend them rows: a table of expected statuses and, for each route, how to call it once.
import type { call } from './harness.ts';

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
