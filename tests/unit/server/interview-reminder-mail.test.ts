// The interview reminder's mail: the start in the recipient's zone with the zone named (summer and
// winter time alike), where it happens, and the application's absolute link.
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../server/delivery/mail/render.ts';

const origin = 'https://hireloop.example.com';
const reminder = {
  title: 'Technical interview',
  jobTitle: 'Data Engineer',
  companyName: 'Northwind Labs',
  startsAt: '2026-07-14T13:30:00.000Z',
  timeZone: 'Europe/Lisbon',
  durationMinutes: 45,
  minutesBefore: 1440,
  location: 'Rua das Flores 12, Porto',
  videoUrl: null,
  link: '/applications/abc',
};

describe('the interview reminder mail', () => {
  it('says when in the recipient’s zone, named, for how long and where', () => {
    const mail = renderMail('interview-reminder', reminder, { origin });
    expect(mail.subject).toBe('Reminder: Technical interview in 24 hours');
    expect(mail.text).toContain(
      'Technical interview for Data Engineer at Northwind Labs starts on Tuesday, 14 July 2026 at 14:30 ' +
        'Western European Summer Time (Europe/Lisbon) and lasts 45 minutes.',
    );
    expect(mail.text).toContain('Where: Rua das Flores 12, Porto');
    expect(mail.text).not.toContain('Video link');
    expect(mail.html).toContain(`href="${origin}/applications/abc"`);
  });

  it('moves with the zone and its winter time, and names a video link', () => {
    const mail = renderMail(
      'interview-reminder',
      {
        ...reminder,
        startsAt: '2026-12-01T15:00:00.000Z',
        timeZone: 'Asia/Kolkata',
        minutesBefore: 60,
        location: null,
        videoUrl: 'https://meet.example.com/abc',
      },
      { origin },
    );
    expect(mail.subject).toBe('Reminder: Technical interview in 1 hour');
    expect(mail.text).toContain('Tuesday, 1 December 2026 at 20:30 India Standard Time (Asia/Kolkata)');
    expect(mail.text).toContain('Video link: https://meet.example.com/abc');
  });

  it('refuses data without a start', () => {
    const { startsAt: _, ...noStart } = reminder;
    expect(() => renderMail('interview-reminder', noStart, { origin })).toThrow();
  });
});
