// The demo candidates' résumés: a one-page PDF each, kept in Storage where an onboarded candidate's
// upload would be (resumes/{uid}/…), so the demo's applicants open a real file. The local Storage
// emulator forgets files when it is not shut down cleanly: they are put back at every start.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.ts';

const fileName = 'demo-resume.pdf';
const realHost = 'https://firebasestorage.googleapis.com';

type Firebase = Pick<Config['firebase'], 'storageBucket' | 'storageEmulatorHost'>;

/** Where a demo candidate's résumé lives: the object path, and its download URL as the app stores it. */
export function demoResume(firebase: Firebase, userId: string) {
  const object = `resumes/${userId}/${fileName}`;
  const host = firebase.storageEmulatorHost ? `http://${firebase.storageEmulatorHost}` : realHost;
  const base = `${host}/v0/b/${encodeURIComponent(firebase.storageBucket)}/o`;
  return { object, base, url: `${base}/${encodeURIComponent(object)}?alt=media` };
}

/** PDF text strings: a backslash or a parenthesis would end or bend the string. */
const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF of the given lines in Helvetica (ASCII: its built-in encoding). */
export function resumePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 22 : 12} Tf 72 ${770 - i * 28} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export type DemoCandidate = { userId: string; lines: string[] };
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** Puts one résumé in the emulator unless it is there already. */
async function upload(firebase: Firebase, candidate: DemoCandidate) {
  const { object, base, url } = demoResume(firebase, candidate.userId);
  if ((await fetch(url, { method: 'HEAD' })).ok) return;
  const res = await fetch(`${base}?name=${encodeURIComponent(object)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(resumePdf(candidate.lines)),
  });
  if (!res.ok) throw new Error(`Storage answered ${res.status}`);
}

/**
 * Puts the demo résumés in the Storage emulator, waiting for it to start (it starts beside the
 * server). A real project's bucket is left alone: the server holds no credentials for it.
 */
export async function ensureDemoResumes(
  firebase: Firebase,
  candidates: DemoCandidate[],
  log: Log,
  options: { tries?: number; waitMs?: number } = {},
): Promise<boolean> {
  if (!firebase.storageEmulatorHost || candidates.length === 0) return false;
  const { tries = 90, waitMs = 1000 } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      for (const candidate of candidates) await upload(firebase, candidate);
      return true;
    } catch (err) {
      if (attempt >= tries) {
        log.warn(`Demo résumés not stored in the Storage emulator: ${(err as Error).message}`);
        return false;
      }
      await sleep(waitMs, undefined, { ref: false });
    }
  }
}
