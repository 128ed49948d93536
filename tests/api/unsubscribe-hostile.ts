// Hostile input for the unsubscribe link (no sign-in, a form body): garbled tokens in its query,
// and bodies that are not the one-click form. Each is refused 4xx and changes nothing.
import { unsubscribeToken } from '../../server/delivery/mail/unsubscribe.ts';
import type { TestContext } from './harness.ts';

type Expect = 'refused' | 'any' | number;
export type UnsubscribeCase = {
  family: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  contentType?: string;
  expect: Expect;
};

const oneClick = 'List-Unsubscribe=One-Click';
const form = 'application/x-www-form-urlencoded';

export function unsubscribeCases(ctx: TestContext, userId: string): UnsubscribeCase[] {
  const token = unsubscribeToken(ctx.app.config, userId, 'messages');
  const link = `/unsubscribe?token=${encodeURIComponent(token)}`;
  const badQueries = [
    'token=%00',
    `token=${encodeURIComponent(token)}%00`,
    `token=${encodeURIComponent(token).slice(0, -1)}%E0%A4%A`,
    `token=${'t'.repeat(5000)}`,
    `token=${encodeURIComponent(token)}&token=${encodeURIComponent(token)}`,
    `token=${encodeURIComponent("' OR 1=1 --")}`,
    `token=${encodeURIComponent('<script>alert(1)</script>')}`,
    `token=${encodeURIComponent(`${userId}.messages.${'A'.repeat(22)}`)}`,
    `token=${encodeURIComponent(`${userId.toUpperCase()}.${token.split('.').slice(1).join('.')}`)}`,
    `token=${encodeURIComponent(`${token.replace('messages', 'Messages')}`)}`,
    'token[]=x',
    'tok%en=x',
    '',
  ];
  const cases: UnsubscribeCase[] = [];
  for (const q of badQueries) {
    cases.push({ family: 'hostile link', method: 'GET', url: `/unsubscribe?${q}`, expect: 400 });
    const url = `/unsubscribe?${q}`;
    cases.push({
      family: 'hostile link',
      method: 'POST',
      url,
      payload: oneClick,
      contentType: form,
      expect: 400,
    });
  }
  const bodies: Array<[string, string, Expect]> = [
    ['', form, 400],
    ['List-Unsubscribe=One-Click%00', form, 400],
    ['List-Unsubscribe=one-click', form, 400],
    ['List-Unsubscribe[]=One-Click', form, 400],
    ['%', form, 400],
    [`List-Unsubscribe=${'x'.repeat(17 * 1024)}`, form, 413],
    ['{"List-Unsubscribe":"One-Click"}', 'application/json', 415],
    ['{', 'application/json', 415],
    [oneClick, 'text/plain', 415],
    ['<a/>', 'application/xml', 415],
    [
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click',
      'multipart/form-data',
      400,
    ],
    ['garbage', 'multipart/form-data; boundary=x', 400],
  ];
  for (const [payload, contentType, expect] of bodies) {
    cases.push({ family: 'hostile one-click body', method: 'POST', url: link, payload, contentType, expect });
  }
  return cases;
}
