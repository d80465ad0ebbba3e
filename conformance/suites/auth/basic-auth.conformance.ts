import fc from 'fast-check';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import type { OperationId } from '../../support/index.ts';
import { reasonOf } from '../../wallet/signed-retry.ts';
import { otherThan, stringNearMisses } from '../../properties/near-misses.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';

// A read-only platform operation the document names: probing authentication through it changes nothing.
const probe = 'getEndUserTerms' satisfies OperationId;

/**
 * `Authorization` values that carry no HTTP Basic client id and secret (part 5): no token, a token that is not base64,
 * another scheme, base64 of a text without the `:` between user and password, base64 of bytes that are not text.
 */
function notBasicCredentials(credentials: { clientId: string; clientSecret: string }): string[] {
  return [
    'Basic',
    'Basic !!!not-base64!!!',
    `Bearer ${credentials.clientSecret}`,
    'Digest x',
    `Basic ${Buffer.from(`${credentials.clientId}${credentials.clientSecret}`).toString('base64')}`,
    `Basic ${Buffer.from([0xff, 0xfe, 0x3a, 0xc3]).toString('base64')}`,
  ];
}

describeArea('auth', 'Part 5: platform calls use HTTP Basic', () => {
  conformanceTest('the platform client id and secret are accepted', { clauses: ['5/basic-auth'] }, async (t) => {
    const res = await t.api.call(probe);
    expect(res.status, 'a platform call with the right Basic credentials succeeds').toBe(200);
    // The credentials are what is accepted: the same call without them is refused (a server answering every request
    // alike accepts nothing).
    const without = await t.api.call(probe, { auth: 'none' });
    expect(without.status, 'the same call without credentials is refused with 401').toBe(401);
  });

  conformanceTest(
    'a call without credentials answers 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const res = await t.api.call(probe, { auth: 'none' });
      expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
    },
  );

  conformanceTest(
    'any wrong client secret answers 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const { clientId, clientSecret } = t.credentials;
      // The secret one character away, cut short, extended, padded, case changed, first on every run. Each is as
      // secret as the secret itself: redacted from every record.
      const wrongSecret = otherThan(
        [clientSecret],
        fc.string({ minLength: 0, maxLength: 64 }),
        (s) => !s.includes('\n'),
      );
      for (const nearMiss of stringNearMisses(clientSecret)) t.api.redactor.addSecret(nearMiss);
      await t.property(
        [wrongSecret],
        async (secret) => {
          const res = await t.api.call(probe, { auth: { basic: { user: clientId, password: secret } } });
          expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
          // A refused call changes nothing: runs at once.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'the client secret sent as the user name is refused',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const { clientId, clientSecret } = t.credentials;
      const res = await t.api.call(probe, { auth: { basic: { user: clientSecret, password: clientId } } });
      expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
    },
  );

  conformanceTest(
    'any wrong client id with the right secret answers 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const { clientId, clientSecret } = t.credentials;
      // The id one character away, cut short, extended, padded, case changed, first on every run (a user id holds no ':').
      const wrongId = otherThan(
        [clientId],
        fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/),
        (s) => s.length > 0 && !/[:\r\n]/.test(s),
      );
      await t.property(
        [wrongId],
        async (user) => {
          const res = await t.api.call(probe, { auth: { basic: { user, password: clientSecret } } });
          expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
          // A refused call changes nothing: runs at once.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'an Authorization header that is not HTTP Basic answers 401 UNAUTHORIZED',
    { clauses: ['5/basic-auth', '7.2/unauthorized-api-credentials'] },
    async (t) => {
      const answers = await mapAtOnce(notBasicCredentials(t.credentials), requestsAtOnce(t), (value) =>
        t.api.call(probe, { auth: 'none', headers: { authorization: value } }),
      );
      for (const res of answers) expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
    },
  );

  conformanceTest(
    'in the sandbox, a 401 UNAUTHORIZED for wrong API credentials adds a reason',
    { clauses: ['7.2/unauthorized-sandbox-reason'], tags: ['sandbox-only'] },
    async (t) => {
      const { clientId, clientSecret } = t.credentials;
      // Every way a call's credentials can be wrong: none, a wrong secret, a wrong id, and each malformed header.
      const refusals = [
        await t.api.call(probe, { auth: 'none' }),
        await t.api.call(probe, { auth: { basic: { user: clientId, password: `${clientSecret}-wrong` } } }),
        await t.api.call(probe, { auth: { basic: { user: `${clientId}-wrong`, password: clientSecret } } }),
      ];
      for (const value of notBasicCredentials(t.credentials)) {
        refusals.push(await t.api.call(probe, { auth: 'none', headers: { authorization: value } }));
      }
      for (const res of refusals) {
        expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
        const reason = reasonOf(res);
        expect(typeof reason, 'the sandbox adds a reason').toBe('string');
        expect(String(reason).length, 'the reason is not empty').toBeGreaterThan(0);
      }
    },
  );
});
