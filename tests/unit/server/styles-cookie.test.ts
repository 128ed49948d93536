// The cookie that tells the server a browser holds the shared stylesheet.
import { describe, expect, it } from 'vitest';
import { stylesHeld, stylesHeldCookie } from '../../../server/lib/styles-cookie.ts';

describe('stylesHeld', () => {
  it('reads the file the cookie names among other cookies, and nothing without it', () => {
    expect(stylesHeld('a=1; hl_styles=assets/theme-ab12.css; b=2')).toBe('assets/theme-ab12.css');
    expect(stylesHeld(stylesHeldCookie('assets/theme-1.css').split(';')[0])).toBe('assets/theme-1.css');
    expect(stylesHeld('xhl_styles=nope')).toBe('');
    expect(stylesHeld(undefined)).toBe('');
  });
});
