// The device tells the server its time zone, which the server uses for the times in this person's
// mails and invitations. Once per session and zone (a trip to another zone reports the new one),
// fire and forget: nothing waits for it, and a failure is tried again by the next session.
import { http } from './http.ts';
import { getSession } from './session.ts';

const REPORTED_KEY = 'hireloop-time-zone-reported';

function reported(): string | null {
  try {
    return localStorage.getItem(REPORTED_KEY);
  } catch {
    return null; // storage refused (private mode): report again, it is one small call
  }
}

/** PUT /account/time-zone with this device's zone, unless this session already told it. */
export function reportTimeZone(): void {
  const token = getSession()?.token;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!token || !zone) return;
  const mark = `${token.slice(-16)}|${zone}`;
  if (reported() === mark) return;
  const send = () => {
    http.put('/account/time-zone', { timeZone: zone }).then(
      () => {
        try {
          localStorage.setItem(REPORTED_KEY, mark);
        } catch {
          // Not kept: the next start reports it again.
        }
      },
      () => {}, // the server keeps the zone it had; the next session tries again
    );
  };
  // Offline it waits for the network rather than failing at once.
  if (navigator.onLine === false) window.addEventListener('online', send, { once: true });
  else send();
}
