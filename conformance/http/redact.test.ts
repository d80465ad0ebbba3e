import { describe, expect, it } from 'vitest';
import { isSecretMemberName, REDACTED, Redactor } from './redact.ts';

const secret = 'sk_live_9f8e7d6c5b4a';
const token = 'gat_0123456789abcdef';

describe('Redactor', () => {
  const redactor = new Redactor({
    secrets: [secret, token, undefined],
    walletSignatureHeader: 'Service-Wallet-Signature',
  });

  it('replaces a known secret anywhere in free text, in raw, URL-encoded, JSON-escaped and base64 forms', () => {
    const quoted = 'p"ss/w+rd with spaces';
    const r = new Redactor({ secrets: [quoted] });
    const inputs = [
      `before ${quoted} after`,
      `q=${encodeURIComponent(quoted)}`,
      JSON.stringify({ note: quoted }),
      Buffer.from(quoted).toString('base64'),
      Buffer.from(quoted).toString('base64url'),
    ];
    for (const input of inputs) {
      const out = r.text(input);
      expect(out).toContain(REDACTED);
      expect(out).not.toContain(quoted);
      expect(out).not.toContain(encodeURIComponent(quoted));
    }
  });

  it('keeps the scheme of an Authorization header and hides its credentials', () => {
    expect(redactor.header('Authorization', 'Basic dXNlcjpwYXNz')).toBe(`Basic ${REDACTED}`);
    expect(redactor.header('authorization', `Bearer ${token}`)).toBe(`Bearer ${REDACTED}`);
    expect(redactor.header('authorization', 'garbage')).toBe(REDACTED);
  });

  it('hides the wallet signature header, cookies and API keys whatever their value', () => {
    const out = redactor.headers({
      'service-wallet-signature': 'eyJwdWJsaWNLZXkiOiIwMmExIn0',
      cookie: 'session=abc',
      'x-api-key': 'k',
      'request-id': 'Request:123',
    });
    expect(out).toEqual({
      'service-wallet-signature': REDACTED,
      cookie: REDACTED,
      'x-api-key': REDACTED,
      'request-id': 'Request:123',
    });
  });

  it('hides a known secret inside any other header value', () => {
    expect(redactor.header('x-echo', `token is ${token}`)).toBe(`token is ${REDACTED}`);
  });

  it('replaces JSON members named like secrets at any depth and keeps the others', () => {
    const body = JSON.stringify({
      customerType: 'INDIVIDUAL',
      code: 'INVALID_INPUT',
      nested: [{ privateKey: 'abc', otp_code: '000000', accessToken: 'x', 'client-secret': 'y', password: 'z' }],
      oidcToken: 'eyJ...',
      tokenType: 'Bearer',
    });
    const out = JSON.parse(redactor.body(body)) as Record<string, unknown>;
    expect(out).toEqual({
      customerType: 'INDIVIDUAL',
      code: 'INVALID_INPUT',
      nested: [
        {
          privateKey: REDACTED,
          otp_code: REDACTED,
          accessToken: REDACTED,
          'client-secret': REDACTED,
          password: REDACTED,
        },
      ],
      oidcToken: REDACTED,
      tokenType: 'Bearer',
    });
  });

  it('looks into JSON documents carried as string members', () => {
    const inner = JSON.stringify({ otp_code: '123456', public_key: '04ab' });
    const out = JSON.parse(redactor.body(JSON.stringify({ bundle: inner, other: '{not json' }))) as Record<
      string,
      string
    >;
    expect(JSON.parse(out['bundle']!)).toEqual({ otp_code: REDACTED, public_key: '04ab' });
    expect(out['other']).toBe('{not json');
  });

  it('keeps a JSON body byte for byte when no member is secret', () => {
    const body = '{ "a" : 1,\n "b": [true] }';
    expect(redactor.body(body)).toBe(body);
  });

  it('hides known secrets in non-JSON bodies and PEM private keys', () => {
    const pem = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----';
    const out = redactor.body(`secret=${secret}&key=${pem}`);
    expect(out).toBe(`secret=${REDACTED}&key=${REDACTED}`);
  });

  it('hides secrets in URLs: user info, secret-named parameters and known values', () => {
    const out = redactor.url(`https://user:pw@api.test/x/${secret}?access_token=abc&limit=5&q=${token}`);
    expect(out).not.toContain('pw@');
    expect(out).not.toContain('abc');
    expect(out).not.toContain(secret);
    expect(out).not.toContain(token);
    expect(out).toContain('limit=5');
  });

  it('ignores secrets too short to search for, and secrets added later are hidden from then on', () => {
    const r = new Redactor({ secrets: ['ab'] });
    expect(r.text('about')).toBe('about');
    r.addSecret('late-secret-value');
    expect(r.text('x late-secret-value y')).toBe(`x ${REDACTED} y`);
  });

  it('replaces the longer of two overlapping secrets whole', () => {
    const r = new Redactor({ secrets: ['abcd', 'abcdefgh'] });
    expect(r.text('abcdefgh')).toBe(REDACTED);
  });
});

describe('isSecretMemberName', () => {
  it.each([
    'token',
    'accessToken',
    'refresh_token',
    'clientSecret',
    'secret',
    'privateKey',
    'private_key',
    'otp_code',
    'password',
    'apiKey',
  ])('%s is secret', (name) => expect(isSecretMemberName(name)).toBe(true));
  it.each(['code', 'status', 'tokenType', 'id', 'message', 'publicKey', 'payloadToSign'])('%s is not secret', (name) =>
    expect(isSecretMemberName(name)).toBe(false),
  );
});
