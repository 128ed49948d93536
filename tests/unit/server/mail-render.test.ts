// The mail worker's rendering: from the cache, a mail is exactly what a fresh render of it gives,
// whoever it goes to; on the render thread, the same again, and a bad mail fails alone.
import { afterAll, describe, expect, it } from 'vitest';
import { renderOnThread } from '../../../server/delivery/mail/mail-renderer.ts';
import { renderMail } from '../../../server/delivery/mail/render.ts';
import { createRenderCache } from '../../../server/delivery/mail/render-cache.ts';

const origin = 'https://hireloop.example.com';
const digest = {
  items: [
    { title: 'Data & <Ops>', companyName: 'Q"uote', location: "O'Porto", link: '/jobs/Info/data-ops-1' },
  ],
};
const interview = {
  event: 'scheduled',
  forCandidate: true,
  title: 'Technical interview',
  jobTitle: 'Data Engineer',
  companyName: 'Northwind',
  candidateName: 'Ana Silva',
  durationMinutes: 60,
  startsAt: '2030-06-03T13:00:00.000Z',
  proposedTimes: [],
  timeZone: 'Europe/Lisbon',
  location: null,
  videoUrl: 'https://meet.example.com/x',
  link: '/applications/7d1c0e4e-2f7a-4c55-9a53-0b1f8f0c2a11',
  calendar: {
    method: 'REQUEST',
    uid: '7d1c0e4e-2f7a-4c55-9a53-0b1f8f0c2a11',
    sequence: 0,
    stamp: '2030-05-01T10:00:00.000Z',
    startsAt: '2030-06-03T13:00:00.000Z',
    endsAt: '2030-06-03T14:00:00.000Z',
    summary: 'Technical interview: Data Engineer at Northwind',
    description: 'Technical interview for Data Engineer at Northwind, with Ana Silva.',
    location: null,
    videoUrl: 'https://meet.example.com/x',
    organizer: { name: 'Bo Owner', email: 'bo@northwind.example.com' },
    attendees: [{ name: 'Ana Silva', email: 'ana@example.com' }],
  },
};
// Links with every character React escapes in an attribute, as a changed token could carry.
const links = [
  `${origin}/unsubscribe?token=u1.job-alerts.abc_DEF-123`,
  `${origin}/unsubscribe?token=u2.job-alerts.x&y="z'<w>`,
];

describe('the render cache', () => {
  it('gives each recipient the mail a fresh render gives, with their own link', () => {
    let renders = 0;
    const cached = createRenderCache((...args) => {
      renders++;
      return renderMail(...args);
    });
    for (const link of [...links, ...links]) {
      const context = { origin, unsubscribeUrl: link };
      const mail = cached('job-alerts', digest, context);
      expect(mail).toEqual(renderMail('job-alerts', digest, context));
      expect(mail.text).toContain(link);
    }
    expect(renders).toBe(1); // one content, four recipients
  });

  it('keeps apart what differs: the data, the origin, a mail without a link', () => {
    const cached = createRenderCache();
    const verify = { name: 'Ana', link: '/verify-email?token=t1' };
    const other = { name: 'Rui', link: '/verify-email?token=t2' };
    expect(cached('verify', verify, { origin })).toEqual(renderMail('verify', verify, { origin }));
    expect(cached('verify', other, { origin })).toEqual(renderMail('verify', other, { origin }));
    const elsewhere = { origin: 'https://other.example.com' };
    expect(cached('verify', verify, elsewhere)).toEqual(renderMail('verify', verify, elsewhere));
    const withLink = { origin, unsubscribeUrl: links[0] };
    expect(cached('job-alerts', digest, withLink)).toEqual(renderMail('job-alerts', digest, withLink));
    expect(cached('job-alerts', digest, { origin })).toEqual(renderMail('job-alerts', digest, { origin }));
  });

  it('refuses data that does not fit the template, every time', () => {
    const cached = createRenderCache();
    expect(() => cached('verify', { name: 1 }, { origin })).toThrow();
    expect(() => cached('verify', { name: 1 }, { origin })).toThrow();
  });
});

describe('the render thread', () => {
  const renderer = renderOnThread();
  afterAll(() => renderer.close());

  it('renders as this thread does, and a bad mail fails without taking the others', async () => {
    const context = { origin, unsubscribeUrl: links[1] };
    const [good, bad, next] = await Promise.allSettled([
      renderer.render('job-alerts', digest, context),
      renderer.render('verify', { name: 1 }, { origin }),
      renderer.render('verify', { name: 'Ana', link: '/verify-email?token=t1' }, { origin }),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: renderMail('job-alerts', digest, context) });
    expect(bad.status).toBe('rejected');
    expect(next.status).toBe('fulfilled');
  }, 60_000);

  it('hands back an interview mail with its invitation, as this thread renders it', async () => {
    const rendered = await renderer.render('interview', interview, { origin });
    expect(rendered).toEqual(renderMail('interview', interview, { origin }));
    expect(rendered.icalEvent?.method).toBe('REQUEST');
    expect(rendered.icalEvent?.content).toContain('UID:7d1c0e4e-2f7a-4c55-9a53-0b1f8f0c2a11');
    expect(rendered.text).toContain('Monday, 3 June 2030, 14:00–15:00 (Europe/Lisbon)');
  }, 60_000);
});
