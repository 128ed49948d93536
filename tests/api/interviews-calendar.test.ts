// Every invitation an interview mails, parsed by an independent iCalendar parser (Mozilla's
// ical.js): the method, the UID that stays, the SEQUENCE that rises, the times in UTC, and the
// same times in each recipient's zone in the mail's text; then one sent over SMTP to maildev.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSource, waitForMail } from '../mail-inbox.ts';
import { call, createTestContext, type TestContext } from './harness.ts';
import {
  applicationAt,
  type Company,
  company,
  interviewCall,
  interviewMails,
  rendered,
  schedule,
  scheduleBody,
} from './interview-fixtures.ts';

let ctx: TestContext;
let team: Company;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SMTP_URL: process.env.SMTP_URL ?? '' } });
  team = await company(ctx, 'Calendar Co');
});
afterAll(() => ctx.close());

// A summer time and a winter one: Lisbon is UTC+1 then UTC+0; Tokyo is UTC+9 all year.
const june = '2030-06-03T13:00:00.000Z';
const december = '2030-12-02T13:00:00.000Z';

const utcOf = (time: ICAL.Time) => time.toString();

describe('the invitations of one interview, scheduled, moved and cancelled', () => {
  it('keep one UID, raise SEQUENCE, say REQUEST then CANCEL, and name the times in each zone', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    await call(ctx, 'PUT', '/api/account/time-zone', {
      token: candidate.token,
      body: { timeZone: 'Asia/Tokyo' },
    });
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times: [june] }))).body
      .data._id;
    expect((await interviewCall(ctx, team.recruiter, 'PATCH', id, { times: [december] })).status).toBe(200);
    expect((await interviewCall(ctx, team.recruiter, 'POST', `${id}/cancel`)).status).toBe(200);

    const mails = await interviewMails(ctx, id);
    expect(mails).toHaveLength(12);
    const expected = [
      {
        sequence: 0,
        method: 'REQUEST',
        start: '2030-06-03T13:00:00Z',
        end: '2030-06-03T14:00:00Z',
        lisbon: '14:00–15:00',
        tokyo: '22:00–23:00',
      },
      {
        sequence: 1,
        method: 'REQUEST',
        start: '2030-12-02T13:00:00Z',
        end: '2030-12-02T14:00:00Z',
        lisbon: '13:00–14:00',
        tokyo: '22:00–23:00',
      },
      {
        sequence: 2,
        method: 'CANCEL',
        start: '2030-12-02T13:00:00Z',
        end: '2030-12-02T14:00:00Z',
        lisbon: '13:00–14:00',
        tokyo: '22:00–23:00',
      },
    ];
    const people = [candidate, ...team.interviewers].map((u) => `mailto:${u.email}`).sort();
    for (const mail of mails) {
      const { mail: message, calendar, event } = rendered(mail.data);
      if (!calendar || !event || !message.icalEvent) throw new Error(`no invitation in ${mail.causeKey}`);
      const want = expected[event.sequence];
      if (!want) throw new Error(`unexpected SEQUENCE ${event.sequence}`);
      expect(message.icalEvent.method).toBe(want.method);
      expect(calendar.getFirstPropertyValue('method')).toBe(want.method);
      expect(event.uid).toBe(id);
      expect(utcOf(event.startDate)).toBe(want.start);
      expect(utcOf(event.endDate)).toBe(want.end);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.organizer.toLowerCase()).toBe(`mailto:${team.owner.email}`);
      expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()).sort()).toEqual(people);
      expect(event.location).toBe('https://meet.example.com/abc-defg');
      const inZone =
        mail.toAddress === candidate.email ? `${want.tokyo} (Asia/Tokyo)` : `${want.lisbon} (Europe/Lisbon)`;
      expect(message.text).toContain(inZone);
    }
    expect(mails.map((m) => rendered(m.data).event?.sequence).sort()).toEqual([
      0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
    ]);
  });

  it('proposed times carry no invitation until the candidate chooses one', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const res = await schedule(
      ctx,
      team.owner,
      applicationId,
      scheduleBody(team, { times: [june, december] }),
    );
    const id = res.body.data._id;
    for (const mail of await interviewMails(ctx, id)) {
      const { mail: message } = rendered(mail.data);
      expect(message.icalEvent).toBeUndefined();
      expect(message.text).toContain('14:00–15:00 (Europe/Lisbon)');
      expect(message.text).toContain('13:00–14:00 (Europe/Lisbon)');
    }
    expect((await interviewCall(ctx, candidate, 'POST', `${id}/choose`, { startsAt: december })).status).toBe(
      200,
    );
    const chosen = (await interviewMails(ctx, id)).filter((m) => m.causeKey.includes(':1:'));
    expect(chosen.map((m) => rendered(m.data).event?.startDate.toString())).toEqual(
      Array(4).fill('2030-12-02T13:00:00Z'),
    );
  });
});

/** The text/calendar part of a raw message: its Content-Type and its decoded content. */
function calendarPart(source: string) {
  const lines = source.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const start = lines.findIndex((l) => /^content-type:\s*text\/calendar/i.test(l));
  if (start < 0) return null;
  const blank = lines.indexOf('', start);
  const headers = lines.slice(start, blank);
  const body: string[] = [];
  for (const line of lines.slice(blank + 1)) {
    if (line.startsWith('--')) break;
    body.push(line);
  }
  const encoding = headers.find((h) => /^content-transfer-encoding/i.test(h)) ?? '';
  const raw = body.join('\n');
  const content = /base64/i.test(encoding)
    ? Buffer.from(raw.replace(/\s/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(encoding)
      ? Buffer.from(
          raw
            .replace(/=\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8')
      : raw;
  return { contentType: headers[0] ?? '', content };
}

describe('over SMTP', () => {
  it('the mail carries the invitation as text/calendar; method=REQUEST, which ical.js reads', async () => {
    const { applicationId, candidate } = await applicationAt(ctx, team);
    const id = (await schedule(ctx, team.owner, applicationId, scheduleBody(team, { times: [june] }))).body
      .data._id;
    await ctx.app.mailWorker.idle();
    const caught = await waitForMail(candidate.email, {
      match: (m) => m.subject.startsWith('Interview:'),
      timeoutMs: 20_000,
    });
    expect(caught.subject).toBe('Interview: Technical interview for Platform Engineer at Interview Co');
    const part = calendarPart(await mailSource(caught.id));
    expect(part?.contentType).toMatch(/^content-type: text\/calendar; charset=utf-8; method=REQUEST$/i);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(part?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect([event.uid, event.sequence, event.startDate.toString()]).toEqual([id, 0, '2030-06-03T13:00:00Z']);
  });
});
