// Which mails ignore the preferences: derived from the list of kinds, so a new kind is essential
// until a preference is named for it.
import { expect, it } from 'vitest';
import { essentialKinds } from '../../../server/delivery/mail/kinds.ts';

it('sends the account and invitation mails whatever the preferences', () => {
  const essential =
    'account-deleted email-change email-changed interview password-changed reset team-invite verify';
  expect([...essentialKinds].sort().join(' ')).toBe(essential);
});
