import { describe, expect, it } from 'vitest';
import { basicAuthFailures, checkBasicAuth } from './basic-auth.ts';

const expected = { clientId: 'client-1', clientSecret: 'p@ss:word' };
const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

describe('checkBasicAuth', () => {
  it('accepts the platform credentials; the password may hold colons, the scheme any case', () => {
    expect(checkBasicAuth(basic('client-1:p@ss:word'), expected)).toEqual({ ok: true });
    expect(checkBasicAuth(basic('client-1:p@ss:word').replace('Basic', 'bAsIc'), expected)).toEqual({ ok: true });
    expect(checkBasicAuth([basic('client-1:p@ss:word')], expected)).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined, basicAuthFailures.missing],
    ['an empty header', '  ', basicAuthFailures.missing],
    ['another scheme', 'Bearer abc', basicAuthFailures.notBasic],
    ['no token', 'Basic', basicAuthFailures.malformed],
    ['a token that is not base64', 'Basic %%%%', basicAuthFailures.malformed],
    ['base64 with bad padding', 'Basic YWJj=', basicAuthFailures.malformed],
    ['two tokens', `${basic('client-1:p@ss:word')} extra`, basicAuthFailures.malformed],
    ['no colon', basic('client-1'), basicAuthFailures.malformed],
    ['bytes that are not UTF-8', `Basic ${Buffer.from([0xff, 0x3a, 0x61]).toString('base64')}`, basicAuthFailures.malformed],
    ['a wrong user', basic('client-2:p@ss:word'), basicAuthFailures.unknownClient],
    ['a wrong password', basic('client-1:p@ss'), basicAuthFailures.wrongSecret],
    ['two headers, both right', [basic('client-1:p@ss:word'), basic('client-1:p@ss:word')], basicAuthFailures.repeated],
    ['two headers, the first right', [basic('client-1:p@ss:word'), 'Bearer abc'], basicAuthFailures.repeated],
    ['a longer password', basic('client-1:p@ss:word!'), basicAuthFailures.wrongSecret],
    ['an empty password', basic('client-1:'), basicAuthFailures.wrongSecret],
  ])('refuses %s and names the failed check', (_label, header, reason) => {
    expect(checkBasicAuth(header, expected)).toEqual({ ok: false, reason });
  });
});
