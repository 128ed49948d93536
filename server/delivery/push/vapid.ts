// The server's VAPID key pair: it signs every push, and browsers subscribe to its public key. Made
// once and kept in DATA_DIR (like the JWT secret), so subscriptions outlive restarts; several
// servers share one pair through VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY instead.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

export function loadVapid(config: Pick<Config, 'push' | 'dataDir' | 'publicOrigin'>): Vapid {
  // The push services want a way to reach whoever runs the server: an https origin or a mailto.
  const subject =
    config.push.vapidSubject ??
    (config.publicOrigin?.startsWith('https://') ? config.publicOrigin : 'mailto:push@hireloop.invalid');
  if (config.push.vapidKeys) return { ...config.push.vapidKeys, subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of this DATA_DIR wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
