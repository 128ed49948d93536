// @vitest-environment happy-dom
// "Confirm your email" on every screen of a signed-in user whose address is unconfirmed, with a
// resend that mails a new link; gone once the address is confirmed.
import { fireEvent, screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { renderAt, serveRealApi, signIn } from './route-harness.tsx';

const server = serveRealApi();

describe('the confirm-email banner', () => {
  it('shows for an unconfirmed address and resends the link', async () => {
    await signIn(server.ctx, null, 'una');
    renderAt('/onboard');
    const banner = await screen.findByRole('region', { name: 'Confirm your email' }, { timeout: 10_000 });
    expect(banner.textContent).toContain('We sent a link to');
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/^We sent a new link to /, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('is absent once the address is confirmed', async () => {
    const session = await signIn(server.ctx, null, 'vic');
    await server.ctx.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, session.user._id));
    renderAt('/onboard');
    await screen.findByText('Welcome To Onboarding', {}, { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('region', { name: 'Confirm your email' })).toBeNull();
  });
});
