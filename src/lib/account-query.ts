// The signed-in user's account, for the avatar (spec: GET /recruiter/Account for recruiters,
// /candidate/Account otherwise). The account feature can reuse these options.
import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../../contract/common.ts';
import { http } from './http.ts';

export type AccountUser = { _id: string; username: string; useremail: string; image: string | null };
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
