import { hexToBytes } from '@noble/curves/utils.js';
import { encryptSessionSigningKey } from '../../crypto/session-key.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import type { SignedRetryHeaders } from '../../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../../signed-retry/run-signed.ts';
import { findWalletAccount } from '../wallet-account.ts';
import type { InternalAccountRecord } from './internal-account-record.ts';

interface SignedCall {
  readonly path: string;
  readonly headers: SignedRetryHeaders;
}

/**
 * `PATCH /internal-accounts/{id}` (4.2, "update wallet privacy", a signed flow): 202, then the update on a retry
 * signed by an active session of the account. Body (not shown; production): `{ privateEnabled }`.
 */
export function updateWalletAccount(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
  call: SignedCall,
): Promise<SignedOutcome<InternalAccountRecord>> {
  return runSignedOperation(deps, {
    request: { method: 'PATCH', path: call.path, body },
    headers: call.headers,
    plan(draft) {
      findWalletAccount(draft, id);
      return { signer: { kind: 'session-of-account', accountId: id }, activity: 'UPDATE_WALLET_PRIVACY' };
    },
    perform(draft, _retry, now) {
      const { account } = findWalletAccount(draft, id);
      if (typeof body['privateEnabled'] === 'boolean') account.privateEnabled = body['privateEnabled'];
      account.updatedAt = now.toISOString();
      return account;
    },
  });
}

/**
 * `POST /internal-accounts/{id}/export` (4.2, "export wallet", a signed flow): 202, then, on a retry signed by an
 * active session of the account, the wallet secret sealed to the `clientPublicKey` of the body (production:
 * `{ id, encryptedWalletCredentials }`; the reference seals with the HPKE profile of the session keys).
 */
export function exportWalletAccount(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
  call: SignedCall,
): Promise<SignedOutcome<{ id: string; encryptedWalletCredentials: string }>> {
  return runSignedOperation(deps, {
    request: { method: 'POST', path: call.path, body },
    headers: call.headers,
    plan(draft) {
      findWalletAccount(draft, id);
      return { signer: { kind: 'session-of-account', accountId: id }, activity: 'EXPORT_WALLET' };
    },
    async perform(draft) {
      const { account } = findWalletAccount(draft, id);
      const sealed = await encryptSessionSigningKey(
        hexToBytes(account.walletSecretHex),
        String(body['clientPublicKey']),
      );
      return { id: account.id, encryptedWalletCredentials: sealed };
    },
  });
}
