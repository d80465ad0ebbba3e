import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import type { OperationId } from '../../support/index.ts';

// A read-only platform operation the document names: probing authentication through it changes nothing.
const probe = 'getEndUserTerms' satisfies OperationId;

/** The right client id and secret in the `user:password` form of HTTP Basic, base64-encoded (part 5). */
function basicToken(credentials: { clientId: string; clientSecret: string }): string {
  return Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`, 'utf8').toString('base64');
}

/**
 * Ordinary request headers that carry no credentials. `Cache-Control` has as many characters as `Authorization`, so a
 * server that picks the credentials header by anything less than its name sees it too.
 */
const otherHeaders: readonly Readonly<Record<string, string>>[] = [
  { 'cache-control': 'no-cache' },
  { 'cache-control': 'max-age=0', pragma: 'no-cache' },
  { 'accept-language': 'en' },
];

describeArea('auth', 'Part 5: HTTP Basic is the Authorization header with the Basic scheme', () => {
  conformanceTest(
    'the right client id and secret under a scheme other than Basic answer 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const token = basicToken(t.credentials);
      t.api.redactor.addSecret(token);
      // Other schemes, and near misses of the name `Basic` itself.
      for (const scheme of ['Bearer', 'Digest', 'Token', 'Basi', 'Basics', 'Bas1c']) {
        const res = await t.api.call(probe, { auth: 'none', headers: { authorization: `${scheme} ${token}` } });
        expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
      }
    },
  );

  conformanceTest(
    'the right Basic token followed by anything more answers 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const token = basicToken(t.credentials);
      t.api.redactor.addSecret(token);
      // HTTP Basic credentials are the scheme and one token (RFC 7617): a second word makes them no Basic credentials.
      for (const value of [`Basic ${token} ${token}`, `Basic ${token} x`, `Basic ${token} Basic`]) {
        const res = await t.api.call(probe, { auth: 'none', headers: { authorization: value } });
        expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
      }
    },
  );

  conformanceTest(
    'a call with the right Basic credentials succeeds whatever other request headers it carries',
    { clauses: ['5/basic-auth'] },
    async (t) => {
      for (const headers of otherHeaders) {
        const res = await t.api.call(probe, { headers });
        expect(
          res.status,
          `a platform call with the right Basic credentials and ${Object.keys(headers).join(', ')} succeeds`,
        ).toBe(200);
      }
      // The credentials are what is accepted: the same call without them is refused.
      const without = await t.api.call(probe, { auth: 'none', headers: otherHeaders[0] });
      expect(without.status, 'the same call without credentials is refused with 401').toBe(401);
    },
  );
});
