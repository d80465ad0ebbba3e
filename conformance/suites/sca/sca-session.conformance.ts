import { scaSessionDays } from '../../../spec/limits.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createCustomerAccount, createRegionCustomer, scaLogin } from './support/sca-setup.ts';

const dayMs = 24 * 60 * 60_000;
const sessionMs = scaSessionDays * dayMs;
/** How far `sessionExpiresAt` may sit from 180 days after the login: "lasts 180 days" is read to the day. */
const toleranceMs = dayMs;

describeArea('sca', '1, 4.3, 5, 7.3 and 8: the SCA login session', () => {
  conformanceTest(
    'without an SCA login session, a call of a customer in an SCA region answers 409 SCA_SESSION_REQUIRED, not 401',
    { clauses: ['5/sca-session-required-409-not-401', '7.3/sca-session-required'], tags: ['sandbox-only'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true);
      const externalAccountId = await createCustomerAccount(t, customerId);
      const res = await t.binding.callNeedingScaSession({ customerId, externalAccountId });
      attribute(['5/sca-session-required-409-not-401'], () =>
        expect(res.status, 'no SCA session: 409, not 401').not.toBe(401),
      );
      expectErrorEnvelope(res, 409, 'SCA_SESSION_REQUIRED');
    },
  );

  conformanceTest(
    'POST /sca/login/complete returns sessionExpiresAt 180 days ahead, and the session lets the call through',
    {
      clauses: [
        '4.3/sca-login-complete-session-expires-at',
        '4.3/sca-session-180-days',
        '8/sca-session-180-days',
        '7.3/sca-session-required',
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 1);
      const externalAccountId = await createCustomerAccount(t, customerId, 1);
      const before = t.now().getTime();
      const body = await t.binding.startScaLogin(customerId);
      const res = await t.api.call('completeScaLogin', { query: { customerId }, json: body });
      const after = t.now().getTime();
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      const expiresAt = (res.json as Record<string, unknown> | undefined)?.['sessionExpiresAt'];
      attribute(['4.3/sca-login-complete-session-expires-at'], () => {
        expect(typeof expiresAt, 'sessionExpiresAt is a timestamp').toBe('string');
        expect(Number.isNaN(Date.parse(String(expiresAt))), `sessionExpiresAt ${String(expiresAt)} parses`).toBe(false);
      });
      const at = Date.parse(String(expiresAt));
      attribute(['4.3/sca-session-180-days', '8/sca-session-180-days'], () => {
        expect(
          at,
          `sessionExpiresAt ${String(expiresAt)} is ${scaSessionDays} days after the login`,
        ).toBeGreaterThanOrEqual(before + sessionMs - toleranceMs);
        expect(at).toBeLessThanOrEqual(after + sessionMs + toleranceMs);
      });
      const gated = await t.binding.callNeedingScaSession({ customerId, externalAccountId });
      attribute(['7.3/sca-session-required'], () =>
        expect(gated.status, `with a session: ${gated.text.slice(0, 300)}`).toBe(200),
      );
    },
  );

  conformanceTest(
    'the SCA session still holds a day before 180 days have passed and is expired after them: 409 SCA_SESSION_REQUIRED',
    {
      clauses: [
        '4.3/sca-session-180-days',
        '8/sca-session-180-days',
        '5/sca-session-required-409-not-401',
        '7.3/sca-session-required',
      ],
      tags: ['sandbox-only', 'sandbox-time'],
    },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 2);
      const externalAccountId = await createCustomerAccount(t, customerId, 2);
      const loggedIn = await scaLogin(t, customerId);
      const expiresAt = Date.parse(String(loggedIn['sessionExpiresAt']));
      const now = t.now().getTime();
      await t.elapse(sessionMs - dayMs, { reason: 'the SCA session has one day left of its 180' });
      const held = await t.binding.callNeedingScaSession({ customerId, externalAccountId });
      attribute(['4.3/sca-session-180-days', '8/sca-session-180-days'], () =>
        expect(held.status, `one day before 180 days have passed: ${held.text.slice(0, 300)}`).toBe(200),
      );
      // Past both 180 days and the stated sessionExpiresAt, whichever is later.
      const remaining = Math.max(now + sessionMs, Number.isNaN(expiresAt) ? 0 : expiresAt) - t.now().getTime();
      await t.elapse(Math.max(0, remaining) + 60_000, { reason: 'the SCA session has expired' });
      const expired = await t.binding.callNeedingScaSession({ customerId, externalAccountId });
      attribute(['5/sca-session-required-409-not-401'], () =>
        expect(expired.status, 'expired SCA session: not 401').not.toBe(401),
      );
      attribute(['4.3/sca-session-180-days', '8/sca-session-180-days', '7.3/sca-session-required'], () =>
        expectErrorEnvelope(expired, 409, 'SCA_SESSION_REQUIRED'),
      );
    },
  );

  conformanceTest(
    'rejected platform credentials still answer 401 on an SCA endpoint',
    { clauses: ['5/sca-session-required-409-not-401'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 3);
      const res = await t.api.call('completeScaLogin', {
        query: { customerId },
        json: { factor: 'SMS_OTP', endUserIpAddress: '192.0.2.10', code: '000000' },
        auth: { basic: { user: t.credentials.clientId, password: `${t.credentials.clientSecret}x` } },
      });
      expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
    },
  );

  conformanceTest(
    'a wrong or malformed login proof answers 400 with the envelope and opens no session',
    { clauses: ['7/envelope-required-members', '7.3/sca-session-required'], tags: ['sandbox-only'] },
    async (t) => {
      const customerId = await createRegionCustomer(t, true, 4);
      const externalAccountId = await createCustomerAccount(t, customerId, 4);
      const body = await t.binding.startScaLogin(customerId);
      for (const bad of [
        { ...body, code: '000000' },
        { ...body, endUserIpAddress: undefined },
        { ...body, factor: 'FACE_ID' },
      ]) {
        const res = await t.api.call('completeScaLogin', { query: { customerId }, json: bad });
        expectErrorEnvelope(res, 400);
      }
      const gated = await t.binding.callNeedingScaSession({ customerId, externalAccountId });
      expectErrorEnvelope(gated, 409, 'SCA_SESSION_REQUIRED');
    },
  );

  conformanceTest(
    'SCA endpoints answer 409 for a customer whose provider does not require SCA',
    {
      clauses: [
        '1/sca-endpoints-409-outside-sca-regions',
        '7.3/sca-not-required-409',
        '9/aug-2026-sca-and-ownership-endpoints-defined',
      ],
    },
    async (t) => {
      const customerId = await createRegionCustomer(t, false, 5);
      const externalAccountId = await createCustomerAccount(t, customerId, 5);
      const login = await t.api.call('completeScaLogin', {
        query: { customerId },
        json: {
          factor: 'SMS_OTP',
          endUserIpAddress: '192.0.2.10',
          challengeId: 'ScaChallenge:00000000-0000-4000-8000-000000000000',
          code: '123456',
        },
      });
      expectErrorEnvelope(login, 409);
      const untrust = await t.api.call('startBeneficiaryUntrust', { params: { externalAccountId } });
      expectErrorEnvelope(untrust, 409);
    },
  );
});
