// Session tokens: HS256 JWTs whose subject is the user id and whose `ver` is the user's token
// version (signing out bumps it, which ends every earlier token). The secret comes from JWT_SECRET,
// or is generated once and kept in the data folder (never a constant in the code).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; version: number };

export type TokenService = {
  sign: (userId: string, version?: number) => Promise<string>;
  /** The user and token version, or null when the token is malformed, tampered with or expired. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(secret: Uint8Array, ttlDays: number): TokenService {
  return {
    sign: (userId, version = 0) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlDays}d`)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        // Tokens issued before versions existed carry none: they are version 0.
        const version = payload.ver ?? 0;
        return Number.isSafeInteger(version) ? { userId: payload.sub, version: version as number } : null;
      } catch {
        return null;
      }
    },
  };
}
