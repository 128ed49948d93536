// @vitest-environment happy-dom
// Scorecards through the real router, Chakra system, Dexie (fake IndexedDB) and outbox, answered by
// the real server on a real database: an interviewer writes one offline, it shows queued and is sent
// once when the network returns; a recruiter sets the job's criteria and sees the count on the board.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { companyMembers, recruiterProfiles, scorecards } from '../../../server/db/schema.ts';
import { saveSession } from '../../../src/lib/session.ts';
import { db } from '../../../src/offline/db.ts';
import { makeUser, type TestUser } from '../../api/harness.ts';
import { hiring } from '../../api/hiring-fixtures.ts';
import { interviewOf, setCriteria, submit } from '../../api/interview-fixtures.ts';
import { makeRecruiter } from '../../api/jobs-fixtures.ts';
import { renderAt, serveRealApi } from '../client/route-harness.tsx';

const server = serveRealApi();

const signedInAs = (user: TestUser) =>
  saveSession({
    success: true,
    message: 'Login successful',
    token: user.token,
    role: 'recruiter',
    user: { _id: user.id, username: user.username, useremail: user.email, image: null },
  });

/** An application to a job with two criteria, and an interview of it by a new Interviewer. */
async function interviewed() {
  const owner = await makeRecruiter(server.ctx, 'Northwind Labs');
  const h = await hiring(server.ctx, owner);
  await setCriteria(server.ctx, owner, h.job._id, [{ name: 'Coding' }, { name: 'Communication' }]);
  const [company] = await server.ctx.db
    .select()
    .from(recruiterProfiles)
    .where(eq(recruiterProfiles.userId, owner.id));
  const interviewer = await makeUser(server.ctx, 'recruiter');
  await server.ctx.db
    .insert(companyMembers)
    .values({ userId: interviewer.id, companyId: company!.id, role: 'interviewer' });
  const interviewId = await interviewOf(server.ctx, h.applicationId, [interviewer]);
  return { ...h, owner, interviewer, interviewId };
}

const stored = (interviewId: string) =>
  server.ctx.db.select().from(scorecards).where(eq(scorecards.interviewId, interviewId));

describe('scorecards', () => {
  it('queues a scorecard written offline, says so, and sends it once back online', async () => {
    const s = await interviewed();
    signedInAs(s.interviewer);
    let online = true;
    server.networkDownWhen(() => !online);
    renderAt(`/applications/${s.applicationId}`);
    const form = await screen.findByRole(
      'form',
      { name: 'Scorecard: Technical interview' },
      { timeout: 8000 },
    );
    // An interviewer has no thread with the candidate, and no stage to move.
    expect(screen.queryByRole('heading', { name: 'Messages' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Résumé' })).toBeTruthy();

    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fireEvent.click(within(form).getByRole('button', { name: 'Send scorecard' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Rate "Coding" from 1 to 4');
    const coding = within(form).getByRole('group', { name: 'Coding' });
    fireEvent.click(within(coding).getByLabelText('3 Good'));
    const communication = within(form).getByRole('group', { name: 'Communication' });
    fireEvent.click(within(communication).getByLabelText('4 Excellent'));
    fireEvent.click(within(form).getByLabelText('Strong yes'));
    fireEvent.change(within(form).getByLabelText('Notes (optional)'), { target: { value: 'Clear thinker' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send scorecard' }));

    expect(
      await screen.findByText("Your scorecard for Technical interview will be sent when you're back online."),
    ).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'scorecard',
      request: { path: `/interviews/${s.interviewId}/scorecard` },
    });
    expect(entry?.request.body).toMatchObject({ recommendation: 'strong-yes', notes: 'Clear thinker' });
    expect(await stored(s.interviewId)).toHaveLength(0);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 10_000 });
    const [card] = await stored(s.interviewId);
    expect([card?.recommendation, card?.notes, Object.values(card?.ratings ?? {}).sort()]).toEqual([
      'strong-yes',
      'Clear thinker',
      [3, 4],
    ]);
    const list = await screen.findByRole('list', { name: 'Scorecards' });
    await waitFor(() => expect(within(list).getByText(/: Strong yes$/)).toBeTruthy(), { timeout: 8000 });
    const sent = server.log.filter((l) => l === `POST /api/interviews/${s.interviewId}/scorecard`);
    expect(sent).toHaveLength(1);
  });

  it("shows the recruiter the board card's count and average, and the job's criteria", async () => {
    const s = await interviewed();
    const criteria = (await setCriteria(server.ctx, s.owner, s.job._id, [{ name: 'Coding' }])).body.data;
    await submit(server.ctx, s.interviewer, s.interviewId, {
      ratings: { [criteria[0]._id]: 2 },
      recommendation: 'yes',
    });
    signedInAs(s.owner);
    renderAt(`/jobs/Info/Board/${s.job.UrlPath}`);
    expect(await screen.findByText('1 scorecard · 3.0', undefined, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scorecard criteria' }));
    const editor = await screen.findByRole('form', { name: 'Scorecard criteria' }, { timeout: 8000 });
    expect((within(editor).getByLabelText('Criterion 1') as HTMLInputElement).value).toBe('Coding');
  });
});
