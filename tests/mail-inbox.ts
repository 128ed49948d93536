// The messages the local mail catcher (maildev, scripts/mail-catcher.mjs) received, read through its
// REST API at MAILDEV_WEB_URL, which the test setups start it with. Test files run side by side on
// one catcher: each uses addresses of its own and clears only those.

export type CaughtAddress = { address: string; name: string };

export type CaughtMail = {
  id: string;
  time: string;
  subject: string;
  from: CaughtAddress[];
  to: CaughtAddress[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
};

function inboxUrl(path: string): string {
  const base = process.env.MAILDEV_WEB_URL;
  if (!base) {
    throw new Error('MAILDEV_WEB_URL is not set: run the tests through scripts/with-emulators.mjs');
  }
  return `${base.replace(/\/$/, '')}/api/${path}`;
}

async function call(path: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(inboxUrl(path), { ...init, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`mail catcher: ${init?.method ?? 'GET'} ${path} answered ${res.status}`);
  return res.json();
}

const sentTo = (mail: CaughtMail, address: string) =>
  mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase());

/** Every message to `address` (any letter case), oldest first. */
export async function listMail(address: string): Promise<CaughtMail[]> {
  const all = (await call('email')) as CaughtMail[];
  return all.filter((m) => sentTo(m, address));
}

/** The first message to `address` that `match` accepts, once it arrives; throws after timeoutMs. */
export async function waitForMail(
  address: string,
  options: { match?: (mail: CaughtMail) => boolean; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(address)).find(options.match ?? (() => true));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Deletes the messages to `address`, or with no address every message the catcher holds. */
export async function clearInbox(address?: string): Promise<void> {
  if (address === undefined) {
    await call('email/all', { method: 'DELETE' });
    return;
  }
  const ids = (await listMail(address)).map((m) => m.id);
  if (ids.length) {
    await call('email/delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
  }
}

/** A message as it was sent (headers and MIME parts): for headers the parsed view leaves out. */
export async function mailSource(id: string): Promise<string> {
  const res = await fetch(inboxUrl(`email/${id}/source`), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`mail catcher: GET email/${id}/source answered ${res.status}`);
  return res.text();
}
