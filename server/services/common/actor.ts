// Who is calling. Services receive the actor and decide; routes never check roles themselves.
import type { Role } from '../../../contract/common.ts';
import { forbidden, unauthorized } from '../../http-error.ts';

export type Actor = {
  id: string;
  role: Role | null;
  username: string;
  email: string;
  image: string | null;
  /** The signed-in device's session (services/sessions.ts); absent for an actor made without one. */
  sessionId?: string;
};

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

const roleMessages: Record<Role, string> = {
  candidate: 'Only candidates can do this',
  recruiter: 'Only recruiters can do this',
};

export function requireRole(actor: Actor | null, role: Role): Actor & { role: Role } {
  const a = requireActor(actor);
  if (a.role !== role) throw forbidden(roleMessages[role]);
  return a as Actor & { role: Role };
}
