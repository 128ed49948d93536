// Session tokens: HS256 JWTs whose subject is the user id and whose `sid` names the device's row in
// `sessions` (services/sessions.ts): deleting that row ends this token and no other. The secret
// comes from JWT_SECRET, or is generated once and kept in the data folder (lib/jwt-secret.ts).
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; sessionId: string };

export type TokenService = {
  sign: (userId: string, sessionId: string) => Promise<string>;
  /** The user and session, or null when the token is malformed, tampered with, expired or has no session. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenService(secret: Uint8Array, ttlDays: number): TokenService {
  return {
    sign: (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const { sub, sid } = payload;
        // A token from before sessions existed names no device: nothing could sign it out, so it ends.
        if (typeof sub !== 'string' || !uuid.test(sub) || typeof sid !== 'string' || !uuid.test(sid))
          return null;
        return { userId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
