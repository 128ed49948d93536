// The one script of a visitor's document (document.html): the page is whole without it. It turns
// the server's calendar dates into relative times ('Posted 3 days ago') and keeps them current, and
// its UTC times into the visitor's own, and makes the navbar's theme switch work. It registers the
// service worker, which keeps the documents read for offline and fetches the app for later, and
// says so when a kept copy is shown offline.
// Nothing imported but time-units.ts, which imports nothing: the app's modules would bring the
// app's chunks along.
import { TIME_UNITS } from './ui/time-units.ts';

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const localTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function relative(at: number): string {
  const seconds = Math.round((at - Date.now()) / 1000);
  // Seconds are left out: under a minute reads 'just now'.
  const unit = TIME_UNITS.find(([, size]) => size >= 60 && Math.abs(seconds) >= size);
  return unit ? format.format(Math.trunc(seconds / unit[1]), unit[0]) : 'just now';
}

function showRelativeTimes(): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const at = Date.parse(time.dateTime);
    if (!Number.isNaN(at)) time.textContent = `${time.dataset.relative ?? ''}${relative(at)}`;
  }
}

for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-local]')) {
  const at = Date.parse(time.dateTime);
  if (!Number.isNaN(at)) time.textContent = localTime.format(at);
}
showRelativeTimes();
setInterval(showRelativeTimes, 60_000);

/** The theme switch (src/ui/theme-switch.tsx), with the key and classes of src/ui/theme.ts. */
function themeSwitch(): void {
  const key = 'vite-ui-theme';
  const apply = (choice: string) => {
    const dark =
      choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    for (const input of document.querySelectorAll<HTMLInputElement>('.theme-option input')) {
      input.checked = input.value === choice;
      input.parentElement?.toggleAttribute('data-checked', input.checked);
    }
  };
  let stored = 'system';
  try {
    stored = localStorage.getItem(key) ?? 'system';
  } catch {
    // Storage blocked (private mode): the choice lasts for this page.
  }
  apply(stored);
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.closest('.theme-option')) return;
    try {
      localStorage.setItem(key, input.value);
    } catch {
      // As above.
    }
    apply(input.value);
  });
}

themeSwitch();

/** Offline, the page is the copy the service worker kept when the visitor read it. */
function offlineNotice(): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.textContent = 'You are offline: this is the copy saved when you last read this page.';
  notice.style.cssText = 'margin:0;padding:8px 16px;text-align:center;background:#fef3c7;color:#78350f';
  const show = () => {
    if (navigator.onLine) notice.remove();
    else document.querySelector('main')?.prepend(notice);
  };
  show();
  addEventListener('online', show);
  addEventListener('offline', show);
}

offlineNotice();
addEventListener('load', () => {
  void navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => {});
});
