/**
 * `POST /auth/delegated-keys` (production): production's three-leg signed flow. The first call is checked and
 * answered with the signed-retry challenge of 2.5; its signed retry generates the key pair, keeps the key `PENDING`
 * and answers a second challenge; the second signed retry activates it (201). Both retries are signed by an active
 * session of the wallet account and carry the same body; each `requestId` is single use and expires (8). A flow left
 * after its second leg leaves a `PENDING` key, which blocks nothing; a card funding source has at most one `ACTIVE`
 * key (409 `CONFLICT`, "generic resource-state conflict", 7.3).
 */
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/curves/utils.js';
import { firstWalletCredentialType } from '../../../spec/wallet.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';
import { documentedError, undocumentedError } from '../../http/api-error.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { issueSignedRetry } from '../../signed-retry/issue-challenge.ts';
import type { SignedRetryChallenge } from '../../signed-retry/pending-request.ts';
import type { SignedRetryHeaders } from '../../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome, type SignedPlan } from '../../signed-retry/run-signed.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { findCard } from '../find-card.ts';
import { fundingSourceIdOf, type DelegatedKeyRecord } from './delegated-key-record.ts';

/** What a leg ends in: the next challenge, or the active key. */
export type DelegatedKeyLeg = { readonly challenge: SignedRetryChallenge } | { readonly key: DelegatedKeyRecord };

interface SignedCall {
  readonly path: string;
  readonly headers: SignedRetryHeaders;
}

/** The pending request's note of the leg it opens: the policy leg names the key it activates. */
interface PolicyLeg {
  readonly delegatedKeyId: string;
}

/** The card and wallet account of the body, checked: 404 when either, or the binding between them, is missing. */
function fundingSource(draft: ReferenceData, body: RequestBody<'createDelegatedKey'>) {
  const card = findCard(draft, body.cardId);
  const account = rowById(draft.internalAccounts, body.internalAccountId);
  if (account === undefined || account.type !== 'EMBEDDED_WALLET' || !card.fundingSources.includes(account.id))
    throw undocumentedError('notFound', 'The card has no embedded-wallet funding source on this internal account.');
  return { card, account, fundingSourceId: fundingSourceIdOf(card.id, account.id) };
}

function activeKeyOf(draft: ReferenceData, fundingSourceId: string): DelegatedKeyRecord | undefined {
  return Object.values(draft.delegatedKeys).find((k) => k.fundingSourceId === fundingSourceId && k.status === 'ACTIVE');
}

export function createDelegatedKey(
  deps: AppDeps,
  body: RequestBody<'createDelegatedKey'>,
  call: SignedCall,
): Promise<SignedOutcome<DelegatedKeyLeg>> {
  const request = { method: 'POST', path: call.path, body };
  const plan = (draft: ReferenceData): SignedPlan => {
    const { account, fundingSourceId } = fundingSource(draft, body);
    if (activeKeyOf(draft, fundingSourceId) !== undefined)
      throw documentedError('CONFLICT', 'The card funding source has an active delegated key; revoke it first.');
    return { signer: { kind: 'session-of-account', accountId: account.id }, activity: 'CREATE_DELEGATED_KEY_USER' };
  };
  return runSignedOperation<DelegatedKeyLeg>(deps, {
    request,
    headers: call.headers,
    plan,
    perform(draft, retry, now) {
      const timestamp = now.toISOString();
      const policyLeg = retry?.pending.context as Partial<PolicyLeg> | undefined;
      if (policyLeg?.delegatedKeyId !== undefined) {
        const key = rowById(draft.delegatedKeys, policyLeg.delegatedKeyId);
        if (key === undefined) throw undocumentedError('notFound', 'The delegated key of this flow is gone.');
        key.status = 'ACTIVE';
        key.updatedAt = timestamp;
        return { key };
      }
      const { card, account, fundingSourceId } = fundingSource(draft, body);
      const privateKey = p256.utils.randomSecretKey();
      const key: DelegatedKeyRecord = {
        id: newId('DelegatedKey'),
        cardId: card.id,
        fundingSourceId,
        accountId: account.id,
        publicKey: bytesToHex(p256.getPublicKey(privateKey, true)),
        privateKeyHex: bytesToHex(privateKey),
        nickname: body.nickname,
        // Without a signature to ask for (a deviant's rule), both legs are done at once.
        status: retry === undefined ? 'ACTIVE' : 'PENDING',
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      draft.delegatedKeys[key.id] = key;
      if (retry === undefined) return { key };
      const next: PolicyLeg = { delegatedKeyId: key.id };
      return {
        challenge: issueSignedRetry(draft, request, {
          signer: plan(draft).signer,
          activity: 'CREATE_DELEGATED_KEY_POLICY',
          context: { ...next },
          now,
          windowSeconds: deps.config.embeddedWallet.signedRetryWindowSeconds,
          ...(deps.rules.signedRetryNamesSignerType
            ? { signerType: { fallback: deps.rules.firstCredentialType ?? firstWalletCredentialType } }
            : {}),
        }),
      };
    },
  });
}
