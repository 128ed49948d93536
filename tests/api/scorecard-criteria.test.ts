// A job's scorecard criteria: its recruiters set 0–10 named criteria in order; ids are kept when
// sent back, so ratings already given still name their criterion; everyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './db-fingerprint.ts';
import { call, createTestContext, type TestContext, type TestUser } from './harness.ts';
import { setCriteria } from './interview-fixtures.ts';
import { makeCandidate, makeRecruiter, postJob, unknownId } from './jobs-fixtures.ts';
import { teammate } from './team-fixtures.ts';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await makeRecruiter(ctx, 'Criteria Co');
});
afterAll(() => ctx.close());

const read = (user: TestUser, jobId: string) =>
  call(ctx, 'GET', `/api/jobs/${jobId}/scorecard-criteria`, { token: user.token });
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('scorecard criteria', () => {
  it('has none until set: a scorecard is then the recommendation alone', async () => {
    const job = await postJob(ctx, owner);
    expect(await read(owner, job._id)).toMatchObject({ status: 200, body: { success: true, data: [] } });
  });

  it('keeps the order given, and the ids of the criteria sent back', async () => {
    const job = await postJob(ctx, owner);
    const first = await setCriteria(ctx, owner, job._id, [
      { name: 'Communication' },
      { name: 'System design' },
      { name: 'Coding' },
    ]);
    expect(first.status).toBe(200);
    expect(names(first.body.data)).toEqual(['Communication', 'System design', 'Coding']);
    const [comm, design] = first.body.data;
    const second = await setCriteria(ctx, owner, job._id, [
      { _id: design._id, name: 'Architecture' },
      { name: 'Culture' },
      { _id: comm._id, name: 'Communication' },
    ]);
    expect(second.body.data).toEqual([
      { _id: design._id, name: 'Architecture' },
      { _id: expect.any(String), name: 'Culture' },
      { _id: comm._id, name: 'Communication' },
    ]);
    expect((await read(owner, job._id)).body.data).toEqual(second.body.data);
    expect((await setCriteria(ctx, owner, job._id, [])).body.data).toEqual([]);
  });

  it('is set by any recruiter of the company, not its interviewers', async () => {
    const job = await postJob(ctx, owner);
    const recruiter = await teammate(ctx, owner, 'recruiter');
    const interviewer = await teammate(ctx, owner, 'interviewer');
    expect((await setCriteria(ctx, recruiter, job._id, [{ name: 'Coding' }])).status).toBe(200);
    const others = [interviewer, await makeRecruiter(ctx, 'Rival'), await makeCandidate(ctx)];
    const before = await fingerprint(ctx);
    for (const user of others) {
      expect(await setCriteria(ctx, user, job._id, [{ name: 'Taken over' }])).toMatchObject({
        status: 403,
        body: { success: false, message: expect.stringMatching(/recruiters|Only recruiters/) },
      });
      expect((await read(user, job._id)).status).toBe(403);
    }
    expect((await call(ctx, 'GET', `/api/jobs/${job._id}/scorecard-criteria`)).status).toBe(401);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it('refuses bad lists with a message and changes nothing', async () => {
    const job = await postJob(ctx, owner);
    const other = await postJob(ctx, owner);
    const [foreign] = (await setCriteria(ctx, owner, other._id, [{ name: 'Elsewhere' }])).body.data;
    const [kept] = (await setCriteria(ctx, owner, job._id, [{ name: 'Coding' }])).body.data;
    const before = await fingerprint(ctx);
    const bad: [unknown, RegExp][] = [
      [Array.from({ length: 11 }, (_, i) => ({ name: `C${i}` })), /at most 10 criteria/],
      [[{ name: '   ' }], /A criterion is required/],
      [[{ name: 'x'.repeat(81) }], /at most 80 characters/],
      [[{ name: 'Coding' }, { name: 'coding' }], /same name/],
      [[{ _id: foreign._id, name: 'Stolen' }], /not one of this job's criteria/],
      [
        [
          { _id: kept._id, name: 'A' },
          { _id: kept._id, name: 'B' },
        ],
        /listed twice/,
      ],
      [[{ _id: 'nope', name: 'A' }], /Criterion is not a valid id/],
      ['Coding', /list/],
    ];
    for (const [criteria, message] of bad) {
      const res = await setCriteria(ctx, owner, job._id, criteria);
      expect([res.status, res.body.success, res.body.message]).toEqual([
        400,
        false,
        expect.stringMatching(message),
      ]);
    }
    expect((await setCriteria(ctx, owner, unknownId, [])).status).toBe(404);
    expect(await fingerprint(ctx)).toEqual(before);
  });
});
