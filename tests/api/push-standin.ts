// A local stand-in for a browser's push service (the real ones are not reachable from here): it
// takes Web Push requests on 127.0.0.1, checks their VAPID signature, and decrypts the aes128gcm
// payload with the subscription's own private key and auth secret (RFC 8291), so a test sees what
// a browser would show. Each subscription made by `device()` can be told to answer 201, 410, or
// nothing at all (a push service that hangs).
import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export type Delivery = {
  device: string;
  payload: Record<string, unknown>;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  audience: unknown;
};
export type Behaviour = 'accept' | 'gone' | 'hang' | 'busy';

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; behaviour: Behaviour };

/** RFC 8188 / 8291: one aes128gcm record, decrypted with the user agent's keys. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with a 2 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** The VAPID JWT of an `Authorization: vapid t=…, k=…` header, verified with its own key `k`. */
async function vapidAudience(header: string | undefined): Promise<unknown> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const raw = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    decodeProtectedHeader(match[1]).alg,
  );
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'] });
  return payload.aud;
}

export async function startPushStandIn() {
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  const failures: string[] = [];
  let requests = 0;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const device = devices.get(id);
      if (!device) return void res.writeHead(404).end();
      if (device.behaviour === 'hang') return void hanging.add(res);
      if (device.behaviour === 'gone') return void res.writeHead(410).end();
      if (device.behaviour === 'busy') return void res.writeHead(503).end();
      try {
        const payload = JSON.parse(
          decryptPush(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8'),
        );
        deliveries.push({
          device: id,
          payload,
          headers: {
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
          },
          audience: await vapidAudience(req.headers.authorization),
        });
        res.writeHead(201).end();
      } catch (err) {
        failures.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    /** Requests that could not be decrypted or verified: a test expects none. */
    failures,
    requests: () => requests,
    /** A browser's subscription: a real P-256 key pair and auth secret, and an endpoint here. */
    device(behaviour: Behaviour = 'accept') {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, behaviour });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        behave: (next: Behaviour) => {
          const d = devices.get(id);
          if (d) d.behaviour = next;
        },
        received: () => deliveries.filter((d) => d.device === id),
      };
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
