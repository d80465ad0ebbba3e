/**
 * SCA login (4.3, 8): a start issues a challenge for a factor, the completion checks the proof and opens a session
 * lasting the document's 180 days on the injected clock. The reference logs in with `SMS_OTP`, which needs no
 * enrollment (production); its sandbox code is production's.
 */
import { sandboxScaCode } from '../../spec/sca.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput } from '../http/api-error.ts';
import { rowById } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { scaCustomer } from './sca-customer.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** How long a login challenge stays open (production's SMS codes: 5 minutes). */
const loginChallengeMs = 5 * 60_000;
const dayMs = 24 * 60 * 60_000;

function smsOnly(factor: unknown): void {
  if (factor !== 'SMS_OTP') {
    throw invalidInput('This deployment logs customers in with SMS_OTP.', [
      { field: 'factor', constraint: { enum: ['SMS_OTP'] }, message: 'only SMS_OTP logins are offered' },
    ]);
  }
}

export async function startScaLogin(
  deps: AppDeps,
  customerId: string,
  body: RequestBody<'startScaLogin'>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    scaCustomer(draft, customerId, deps.rules);
    smsOnly(body['factor']);
    const challengeId = newId('ScaChallenge');
    const expiresAt = new Date(deps.clock.now().getTime() + loginChallengeMs).toISOString();
    draft.scaLogins[challengeId] = { challengeId, customerId, factor: body.factor, expiresAt };
    return { factor: body['factor'], challengeId, expiresAt };
  });
}

export async function completeScaLogin(
  deps: AppDeps,
  customerId: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    scaCustomer(draft, customerId, deps.rules);
    smsOnly(body['factor']);
    const now = deps.clock.now();
    const challengeId = typeof body['challengeId'] === 'string' ? body['challengeId'] : '';
    const login = rowById(draft.scaLogins, challengeId);
    if (!login || login.customerId !== customerId || Date.parse(login.expiresAt) <= now.getTime()) {
      throw invalidInput('No open SCA login with this challengeId for this customer.', [
        { field: 'challengeId', message: 'unknown, expired or of another customer' },
      ]);
    }
    if (!deps.config.sandbox || body['code'] !== sandboxScaCode) {
      throw invalidInput('The SCA proof is not valid.', [{ field: 'code', message: 'the code does not match' }]);
    }
    delete draft.scaLogins[challengeId];
    const sessionExpiresAt = new Date(now.getTime() + deps.rules.scaSessionDays * dayMs).toISOString();
    draft.scaSessions[customerId] = { customerId, startedAt: now.toISOString(), expiresAt: sessionExpiresAt };
    return { status: 'SUCCESS', sessionExpiresAt };
  });
}
