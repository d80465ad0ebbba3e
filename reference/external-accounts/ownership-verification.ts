import { randomBytes } from 'node:crypto';
import type { ExternalAccountTransition } from '../../spec/state-machines.ts';
import { documentedError, invalidInput } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import type { ReferenceData } from '../store/data.ts';
import { provesEvmOwnership } from './evm-personal-signature.ts';
import type { ExternalAccountRecord, OwnershipChallengeRecord } from './external-account-record.ts';
import { findExternalAccount, type AccountScope } from './find-external-account.ts';

/** How long a challenge may be answered (not shown by the document; production gives an `expiresAt`). */
export const ownershipChallengeLifetimeMs = 10 * 60 * 1000;

/** The statuses an ownership-verification attempt can move an account from (3.1). */
function verifiableStatuses(rules: Pick<ReferenceRules, 'externalAccountTransitions'>): Set<string> {
  return new Set(rules.externalAccountTransitions.map((row) => row.from));
}

/**
 * 4.3: starts ownership verification of a self-custody wallet by wallet signature. Only an account waiting for
 * verification (or whose last attempt failed) can be challenged: 409 `CONFLICT` otherwise. A new challenge replaces
 * an unanswered one.
 */
export function startOwnershipChallenge(
  draft: ReferenceData,
  id: string,
  scope: AccountScope,
  method: OwnershipChallengeRecord['method'],
  context: { now: Date; rules: ReferenceRules },
): { account: ExternalAccountRecord; challenge: OwnershipChallengeRecord } {
  const account = findExternalAccount(draft, id, scope);
  if (!verifiableStatuses(context.rules).has(account.status)) {
    throw documentedError('CONFLICT', `The account is ${account.status}: there is no ownership to verify.`);
  }
  const expiresAt = new Date(context.now.getTime() + ownershipChallengeLifetimeMs).toISOString();
  const challenge = method === 'LIVENESS' ? livenessChallenge(expiresAt) : signatureChallenge(account, expiresAt);
  account.ownershipChallenge = challenge;
  account.updatedAt = context.now.toISOString();
  return { account, challenge };
}

/**
 * A hosted liveness check: production answers the link of its hosted page and a token. The reference hosts no such
 * page, so its link names a host that never resolves (RFC 6761 `.invalid`), and no liveness check completes here.
 */
function livenessChallenge(expiresAt: string): OwnershipChallengeRecord {
  const token = randomBytes(16).toString('hex');
  return { method: 'LIVENESS', verificationLink: `https://liveness.invalid/${token}`, token, expiresAt };
}

/** A wallet-signature challenge: the message to sign names the wallet, the account, a nonce and the expiry. */
function signatureChallenge(account: ExternalAccountRecord, expiresAt: string): OwnershipChallengeRecord {
  const address = String(account.accountInfo['address'] ?? '');
  const messageToSign = [
    `Prove ownership of wallet ${address}`,
    `External account: ${account.id}`,
    `Nonce: ${randomBytes(16).toString('hex')}`,
    `Expires: ${expiresAt}`,
  ].join('\n');
  return { method: 'WALLET_SIGNATURE', messageToSign, expiresAt };
}

/** What a verify call did: the account after it, the 3.1 row applied (if any), and whether ownership was proven. */
export interface VerificationResult {
  readonly account: ExternalAccountRecord;
  readonly proven: boolean;
  readonly transition?: ExternalAccountTransition;
}

/**
 * 4.3 and 3.1: checks `signature` against the pending challenge at once ("verified synchronously") and moves the
 * account as the 3.1 table says for the outcome. The challenge is used up either way. 409 `CONFLICT` when no
 * challenge is pending. A failed attempt is committed like a success; the caller answers it as an error.
 */
export function verifyOwnership(
  draft: ReferenceData,
  id: string,
  scope: AccountScope,
  signature: string,
  context: { now: Date; rules: ReferenceRules; deferStatus?: boolean },
): VerificationResult {
  const account = findExternalAccount(draft, id, scope);
  const challenge = account.ownershipChallenge;
  if (!challenge) throw documentedError('CONFLICT', 'No ownership challenge is pending; start one first.');
  const inTime = context.now.getTime() <= Date.parse(challenge.expiresAt);
  const address = String(account.accountInfo['address'] ?? '');
  // A liveness check is completed on its hosted page, never by a signature: a signature proves nothing there.
  const proven =
    inTime &&
    challenge.method === 'WALLET_SIGNATURE' &&
    provesEvmOwnership(address, signature, context.rules.ownershipMessageChecked(challenge.messageToSign));
  const outcome = proven ? 'succeeded' : 'failed';
  const transition = context.rules.externalAccountTransitions.find(
    (r) => r.from === account.status && r.outcome === outcome,
  );
  delete account.ownershipChallenge;
  if (transition && context.deferStatus !== true) account.status = transition.to;
  account.updatedAt = context.now.toISOString();
  return { account, proven, ...(transition ? { transition } : {}) };
}

/** The answer to a failed attempt (production: 400; the account has already moved). */
export function ownershipNotProven(): Error {
  return invalidInput('The signature does not prove ownership of the wallet, or the challenge has expired.', [
    { field: 'signature', message: 'does not prove ownership of the wallet for the pending challenge' },
  ]);
}
