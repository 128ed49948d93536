// @vitest-environment happy-dom
// The Team tab of the company's profile and the invitation's join page, through the real router,
// Chakra system and server.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyMembers } from '../../../server/db/schema.ts';
import { getSession } from '../../../src/lib/session.ts';
import { makeRecruiter } from '../../api/jobs-fixtures.ts';
import { renderAt, seed, serveRealApi, signIn, signInRecruiter } from './route-harness.tsx';

const server = serveRealApi();
afterEach(() => localStorage.clear());

async function openTeamTab() {
  renderAt('/account');
  fireEvent.click(await screen.findByRole('tab', { name: 'Team' }));
  return within(await screen.findByRole('list', { name: 'Team members' }));
}

function invite(email: string) {
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: email } });
  fireEvent.submit(screen.getByRole('form', { name: 'Invite a teammate' }));
}

describe('the Team tab', () => {
  it('shows the owner alone, then the invitation they send', async () => {
    await signInRecruiter(server.ctx, 'Northwind Labs');
    const members = await openTeamTab();
    expect(members.getByText('(you)')).toBeTruthy();
    expect(screen.getByText('Only you so far: invite your recruiters and interviewers below.')).toBeTruthy();
    expect(screen.getByText('No invitations waiting.')).toBeTruthy();
    invite('tess@test.example.com');
    const waiting = await screen.findByRole('list', { name: 'Waiting invitations' }, { timeout: 5000 });
    expect(waiting.textContent).toMatch(/^tess@test\.example\.com as Recruiter, until /);
    expect(screen.getByRole('list', { name: 'Team members' })).toBeTruthy();
  });

  it("says why an invitation is refused: an address in another company's team", async () => {
    await signInRecruiter(server.ctx, 'Northwind Labs');
    const other = await makeRecruiter(server.ctx, 'Other Co');
    await openTeamTab();
    invite(other.email);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This address already belongs to another company',
    );
  });

  it("shows a Recruiter the team's roles, without the owner's controls", async () => {
    const owner = await makeRecruiter(server.ctx, 'Shared Co');
    const me = await signIn(server.ctx, 'recruiter');
    await seed(server.ctx, async (db) => {
      const [owned] = await db.select().from(companyMembers).where(eq(companyMembers.userId, owner.id));
      await db
        .insert(companyMembers)
        .values({ userId: me.user._id, companyId: owned!.companyId, role: 'recruiter' });
    });
    const members = await openTeamTab();
    expect(members.getByText(owner.username)).toBeTruthy();
    expect(members.getByText('Owner')).toBeTruthy();
    expect(members.getByText('Recruiter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});

describe('the join page', () => {
  it('refuses a forged link with a readable message, and keeps the account as it was', async () => {
    await signIn(server.ctx, null);
    renderAt(`/team/join?token=${'A'.repeat(43)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation link is not valid');
    await waitFor(() => expect(getSession()?.role ?? null).toBeNull());
  });
});
