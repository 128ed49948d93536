// The signed-in devices of an account, as the Account page lists them.
import { z } from 'zod';
import { idParam } from './common.ts';

export const deviceSession = z.object({
  id: z.string(),
  /** "Chrome on Android": from the User-Agent of the sign-in. */
  device: z.string(),
  lastSeenAt: z.string(),
  signedInAt: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;

export const sessionsResponse = z.object({ success: z.literal(true), data: z.array(deviceSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const sessionParams = z.object({ id: idParam('Session') });
