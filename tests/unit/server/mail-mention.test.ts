// The mail a teammate gets for an @ in a note: who wrote about whom, a link to the application,
// and never the note's text.
import { expect, it } from 'vitest';
import { renderMail } from '../../../server/delivery/mail/render.ts';

it('names the author and the candidate, links the application, and leaves the note out', () => {
  const mail = renderMail(
    'mention',
    {
      authorName: 'Priya Shah',
      candidateName: 'Sam Lee',
      jobTitle: 'Data Engineer',
      link: '/applications/a1',
    },
    {
      origin: 'https://hireloop.example.com',
      unsubscribeUrl: 'https://hireloop.example.com/unsubscribe?token=t',
    },
  );
  expect(mail.subject).toBe('Priya Shah mentioned you in a note about Sam Lee');
  expect(mail.text).toContain('https://hireloop.example.com/applications/a1');
  expect(mail.text).toContain('Data Engineer');
  expect(mail.html).toContain('https://hireloop.example.com/unsubscribe?token=t');
});
