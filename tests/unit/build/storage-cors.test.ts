// The Storage emulator answers downloads' CORS as the real bucket does with storage-cors.json
// (scripts/fb-offline-patch.cjs): the app's origins are let in, any other origin is not. The
// offline résumés are fetched by the page, so this is what their e2e test depends on.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!host) throw new Error('Run through scripts/with-emulators.mjs: this needs the Storage emulator');
const bucket = `${process.env.FIREBASE_PROJECT_ID ?? 'demo-hireloop'}.appspot.com`;
const object = encodeURIComponent(`resumes/cors-test/${Date.now()}_cv.pdf`);
const download = `http://${host}/v0/b/${bucket}/o/${object}?alt=media`;
const rules = JSON.parse(fs.readFileSync('storage-cors.json', 'utf8')) as {
  origin: string[];
  method: string[];
  responseHeader: string[];
  maxAgeSeconds: number;
}[];

const get = (origin: string) => fetch(download, { headers: { origin } });

describe('Storage emulator CORS for downloads', () => {
  beforeAll(async () => {
    const upload = await fetch(`http://${host}/v0/b/${bucket}/o?name=${object}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 cors',
    });
    expect(upload.status).toBe(200);
  });

  it('lets in the origins of storage-cors.json and a local run, with the listed headers', async () => {
    for (const origin of [...rules[0]!.origin, 'http://127.0.0.1:3000', 'http://localhost:4173']) {
      const res = await get(origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-expose-headers')).toBe(rules[0]!.responseHeader.join(', '));
      expect(await res.text()).toBe('%PDF-1.4 cors');
    }
  });

  it('gives any other origin no Access-Control-Allow-Origin, so a browser there cannot read it', async () => {
    for (const origin of ['https://evil.example.com', 'http://127.0.0.1.evil.example']) {
      const res = await get(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(download, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers a listed origin's preflight with the listed methods and max age", async () => {
    const origin = rules[0]!.origin[0]!;
    const res = await fetch(download, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toBe(rules[0]!.method.join(', '));
    expect(res.headers.get('access-control-max-age')).toBe(String(rules[0]!.maxAgeSeconds));
  });
});
