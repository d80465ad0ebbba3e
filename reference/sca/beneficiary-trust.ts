/**
 * Trusted beneficiaries (4.3, 7.3). Trusting and untrusting are SCA-authorized: the start needs the customer's SCA
 * login session (5) and issues a challenge, the confirm proves it (production's shapes; sandbox code `123456`).
 * While an account is trusted its delete answers 409 `BENEFICIARY_TRUSTED` (external-accounts/).
 */
import { sandboxScaCode } from '../../spec/sca.ts';
import { findExternalAccount } from '../external-accounts/find-external-account.ts';
import type { ExternalAccountRecord } from '../external-accounts/external-account-record.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, invalidInput } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { BeneficiaryTrustAction } from './sca-records.ts';
import { requireScaSession, scaCustomer } from './sca-customer.ts';

/** How long a trust or untrust challenge stays open. */
const challengeMs = 5 * 60_000;

/** The customer's account; a platform account belongs to no customer, so SCA does not apply to it (409). */
function beneficiary(
  data: ReferenceData,
  externalAccountId: string,
  deps: AppDeps,
): ExternalAccountRecord & { customerId: string } {
  const account = findExternalAccount(data, externalAccountId, { kind: 'customers' });
  if (account.customerId === null) {
    throw documentedError('CONFLICT', 'SCA is not required for a platform account; it has no customer.');
  }
  scaCustomer(data, account.customerId, deps.rules);
  return account as ExternalAccountRecord & { customerId: string };
}

export async function startBeneficiaryChange(
  deps: AppDeps,
  externalAccountId: string,
  action: BeneficiaryTrustAction,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const account = beneficiary(draft, externalAccountId, deps);
    const now = deps.clock.now();
    requireScaSession(draft, account.customerId, now, deps.rules);
    const id = newId('ScaChallenge');
    const expiresAt = new Date(now.getTime() + challengeMs).toISOString();
    draft.beneficiaryChallenges[id] = {
      id,
      externalAccountId: account.id,
      customerId: account.customerId,
      action,
      expiresAt,
    };
    return { scaChallenge: { id, expiresAt, factor: 'SMS_OTP', availableFactors: ['SMS_OTP'] } };
  });
}

export async function confirmBeneficiaryChange(
  deps: AppDeps,
  externalAccountId: string,
  action: BeneficiaryTrustAction,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return deps.store.transact((draft) => {
    const account = beneficiary(draft, externalAccountId, deps);
    const challengeId = typeof body['challengeId'] === 'string' ? body['challengeId'] : '';
    const challenge = rowById(draft.beneficiaryChallenges, challengeId);
    const open =
      challenge !== undefined &&
      challenge.externalAccountId === account.id &&
      challenge.action === action &&
      Date.parse(challenge.expiresAt) > deps.clock.now().getTime();
    if (!open) {
      throw invalidInput(`No open ${action.toLowerCase()} challenge with this challengeId for this account.`, [
        { field: 'challengeId', message: 'unknown, expired, used or of another account or action' },
      ]);
    }
    if (!deps.config.sandbox || body['code'] !== sandboxScaCode) {
      throw invalidInput('The SCA proof is not valid.', [{ field: 'code', message: 'the code does not match' }]);
    }
    delete draft.beneficiaryChallenges[challengeId];
    const trusted = action === 'TRUST';
    const stored = draft.externalAccounts[account.id]!;
    stored.trusted = trusted;
    stored.updatedAt = deps.clock.now().toISOString();
    return { trusted };
  });
}
