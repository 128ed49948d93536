// The signed-in user's account, for the avatar (GET /recruiter/Account for recruiters,
// /candidate/Account otherwise). The account feature can reuse these options.
import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../../contract/common.ts';
import type { AccountUser } from '../../contract/profiles.ts';
import { http } from './http.ts';

/**
 * What GET /recruiter/Account or /candidate/Account answers: the user for every role, the rest by
 * role (contract/profiles.ts; the account screen narrows it).
 */
export type AccountResponse = { success: true; userId: AccountUser } & Record<string, unknown>;

export const accountQueryOptions = (role: Role | null | undefined, userId: string | undefined) =>
  queryOptions({
    queryKey: ['account', role ?? 'none', userId ?? 'anonymous'],
    queryFn: ({ signal }) =>
      http.get<AccountResponse>(role === 'recruiter' ? '/recruiter/Account' : '/candidate/Account', {
        signal,
      }),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
    retry: false,
  });
