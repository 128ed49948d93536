// The thread that encrypts pushes dies or hangs: the pushes it held fail (the push worker retries
// them with backoff), the next push starts a new thread, and nothing waits forever.
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type EncryptJob, encryptOnThread } from '../../server/delivery/push/push-encrypt.ts';

const device = createECDH('prime256v1');
device.generateKeys();
const job = (payload: string): EncryptJob => ({
  subscription: {
    endpoint: 'https://push.example.test/device',
    keys: {
      p256dh: device.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  },
  payload,
  options: {
    headers: { Authorization: 'vapid t=test, k=test' },
    TTL: 60,
    urgency: 'normal',
    topic: 'applicants',
    contentEncoding: 'aes128gcm',
  },
});

describe('the push encryption thread', () => {
  const encrypter = encryptOnThread({
    file: new URL('./push-encrypt-dying.mjs', import.meta.url),
    stuckMs: 1000,
  });

  it('encrypts: a body longer than the payload, sent as aes128gcm', async () => {
    const encrypted = await encrypter.encrypt(job('{"title":"New applicant"}'));
    expect(encrypted.headers['Content-Encoding']).toBe('aes128gcm');
    expect(encrypted.body.byteLength).toBeGreaterThan('{"title":"New applicant"}'.length + 16);
  });

  it('fails the pushes of a thread that died, and starts a new one for the next', async () => {
    const before = encrypter.encrypt(job('before'));
    await expect(encrypter.encrypt(job('die'))).rejects.toThrow(/ended \(exit code 3\)/);
    // A thread takes its messages in order: the one before was answered before it died.
    expect((await before).body.byteLength).toBeGreaterThan(0);
    expect((await encrypter.encrypt(job('after'))).body.byteLength).toBeGreaterThan(0);
  });

  it('ends a thread that hangs, fails what it held, and starts again', async () => {
    const started = Date.now();
    await expect(encrypter.encrypt(job('hang'))).rejects.toThrow(/stuck/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await encrypter.encrypt(job('after'))).body.byteLength).toBeGreaterThan(0);
  });

  it('a push after close starts a new thread; close ends it again', async () => {
    await encrypter.close();
    expect((await encrypter.encrypt(job('after close'))).body.byteLength).toBeGreaterThan(0);
    await encrypter.close();
  });
});
