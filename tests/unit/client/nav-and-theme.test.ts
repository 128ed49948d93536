// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  getThemePreference,
  resolveTheme,
  setThemePreference,
  THEME_STORAGE_KEY,
} from '../../../src/ui/theme.ts';
import { initialOf as avatarInitial } from '../../../src/ui/initial.ts';
import { navLinks, navMode } from '../../../src/app/navbar/nav-links.ts';
import { hasQueuedToasts, registerToaster, toast } from '../../../src/ui/toaster/toast.ts';

const labels = (mode: ReturnType<typeof navMode>, role?: 'candidate' | 'recruiter' | null) =>
  navLinks(mode, role).map((l) => l.label);

describe('navigation bar links', () => {
  it('shows only Login and Register on the pages of getting in, password recovery included', () => {
    expect(navMode('/sign-in')).toBe('auth');
    expect(navMode('/forgot-password')).toBe('auth');
    expect(navMode('/reset-password/')).toBe('auth');
    // A mailed link's page: getting in for a visitor, the app for someone signed in.
    expect(navMode('/verify-email')).toBe('auth');
    expect(navMode('/confirm-email/')).toBe('auth');
    expect(navMode('/verify-email', true)).toBe('app');
    expect(navMode('/confirm-email', true)).toBe('app');
    expect(labels('auth', 'candidate')).toEqual(['Login', 'Register']);
  });
  it('is hidden on /onboard', () => {
    expect(navMode('/onboard')).toBe('hidden');
    expect(labels('hidden')).toEqual([]);
  });
  it('gives candidates Companies and Activity, everyone else Home, Jobs, Feed', () => {
    expect(labels('app', 'candidate')).toEqual(['Home', 'Jobs', 'Companies', 'Feed', 'Saved', 'Activity']);
    expect(labels('app', 'recruiter')).toEqual(['Home', 'Jobs', 'Interviews', 'Feed']);
    expect(labels('app', null)).toEqual(['Home', 'Jobs', 'Feed']);
  });
  it('uses the uppercase first letter of the username, else U', () => {
    expect(avatarInitial('ada')).toBe('A');
    expect(avatarInitial('  ')).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
  });
});

describe('theme preference', () => {
  afterEach(() => localStorage.clear());
  it('defaults to system and follows the device there', () => {
    expect(getThemePreference()).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
  it('stores the choice under vite-ui-theme and applies it to <html>', () => {
    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemePreference('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

describe('toast()', () => {
  it('queues toasts until the toaster mounts, then shows them in order', () => {
    toast({ title: 'one' });
    toast({ title: 'two' });
    expect(hasQueuedToasts()).toBe(true);
    const shown: string[] = [];
    registerToaster((o) => shown.push(o.title));
    expect(shown).toEqual(['one', 'two']);
    toast({ title: 'three' });
    expect(shown).toEqual(['one', 'two', 'three']);
    registerToaster(null);
  });
});
