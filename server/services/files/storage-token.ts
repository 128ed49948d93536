// Firebase custom tokens whose uid is OUR user id, so a browser signed in with one uploads under
// `{folder}/{ourUserId}/` and the production storage.rules (owner-only prefixes) apply. Google
// users get one too: their Firebase uid differs from our id, and prefixes must be uniform.
import { HttpError } from '../../http-error.ts';
import { type Actor, requireActor } from '../common/actor.ts';
import type { FirebaseAdmin } from './firebase-admin.ts';

export async function storageToken(firebase: FirebaseAdmin, actor: Actor | null) {
  const a = requireActor(actor);
  let token: string;
  try {
    token = await firebase.createCustomToken(a.id);
  } catch {
    // No service-account credentials, or Firebase unreachable: uploads cannot start.
    throw new HttpError(503, 'File uploads are unavailable right now, please try again later');
  }
  return { success: true as const, token };
}
