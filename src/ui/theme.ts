// Light / Dark / System. index.html applies the stored choice before first paint (same key and
// class names), this module keeps it in sync afterwards.
import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

export function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  } catch {
    // Storage can be blocked (private mode): fall back to the default.
  }
  return 'system';
}

export function resolveTheme(pref: ThemePreference, systemDark: boolean): 'light' | 'dark' {
  if (pref === 'system') return systemDark ? 'dark' : 'light';
  return pref;
}

function systemPrefersDark() {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function applyTheme(pref: ThemePreference = getThemePreference()) {
  const mode = resolveTheme(pref, systemPrefersDark());
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

export function setThemePreference(pref: ThemePreference) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, pref);
  } catch {
    // Not persisted, still applied for this visit.
  }
  applyTheme(pref);
  for (const l of listeners) l();
}

let watching = false;
/** Follow the device when the preference is "system". Called once at start-up. */
export function watchSystemTheme() {
  if (watching || typeof matchMedia !== 'function') return;
  watching = true;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (getThemePreference() === 'system') applyTheme('system');
  });
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * The saved preference. The prerendered HTML cannot know it: hydration renders 'system' (the
 * server snapshot), then React renders the saved value.
 */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getThemePreference, () => 'system' as const);
}
