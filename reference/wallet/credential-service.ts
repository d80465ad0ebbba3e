import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput } from '../http/api-error.ts';
import type { SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { newId } from '../util/ids.ts';
import { prepareCredential, type NewCredential } from './new-credential.ts';
import { revokeSessionsOfCredential } from './sessions.ts';
import { credentialsOfAccount, findCredential, findWalletAccount } from './wallet-account.ts';
import type { AuthMethodRecord } from './wallet-records.ts';

/**
 * `POST /auth/credentials` (3.4, 4.2): on an account without credentials the credential is created at once (201);
 * on an account that holds one, the first call answers the 202 challenge and the retry, signed by an active session
 * of the same account (4.2 rule 4), creates it. Both legs check the body, the limits and the proof again.
 */
export function createCredential(
  deps: AppDeps,
  body: Record<string, unknown>,
  request: { path: string; headers: SignedRetryHeaders },
): Promise<SignedOutcome<AuthMethodRecord>> {
  const accountId = String(body['accountId']);
  let prepared: NewCredential | undefined;
  return runSignedOperation(deps, {
    request: { method: 'POST', path: request.path, body },
    headers: request.headers,
    async plan(draft, now) {
      const wallet = findWalletAccount(draft, accountId);
      const holdsOne = credentialsOfAccount(draft, accountId).length > 0;
      prepared = await prepareCredential(deps, draft, body, wallet, now);
      return {
        signatureNeeded: holdsOne && deps.rules.addCredentialNeedsSignature,
        signer: { kind: 'session-of-account', accountId },
        activity: 'CREATE_AUTHENTICATORS',
        type: prepared.type,
      };
    },
    perform(draft, _retry, now) {
      if (!prepared) throw new Error('createCredential: perform before plan');
      const timestamp = now.toISOString();
      const record: AuthMethodRecord = {
        id: newId('AuthMethod'),
        ...prepared,
        createdAt: timestamp,
        updatedAt: timestamp,
      };
      draft.authMethods[record.id] = record;
      return record;
    },
  });
}

/** `GET /auth/credentials?accountId=`: every credential of the account, not paginated (4.2). */
export async function listCredentials(deps: AppDeps, accountId: string | undefined): Promise<AuthMethodRecord[]> {
  if (accountId === undefined || accountId === '') {
    throw invalidInput('The accountId query parameter is required.', [{ field: 'accountId', message: 'is required' }]);
  }
  return deps.store.read((data) => {
    findWalletAccount(data, accountId);
    return credentialsOfAccount(data, accountId);
  });
}

/**
 * `DELETE /auth/credentials/{id}` (3.4, 4.2 rule 4): 202, then 204 on a retry signed by a session of another
 * credential of the same account. The account keeps at least one credential (else 400, checked on both legs); the
 * sessions the credential issued are revoked with it.
 */
export function revokeCredential(
  deps: AppDeps,
  id: string,
  request: { path: string; headers: SignedRetryHeaders },
): Promise<SignedOutcome<void>> {
  const { rules } = deps;
  return runSignedOperation(deps, {
    request: { method: 'DELETE', path: request.path, body: undefined },
    headers: request.headers,
    plan(draft) {
      const credential = findCredential(draft, id);
      const remaining = credentialsOfAccount(draft, credential.accountId).length - 1;
      if (remaining < rules.minimumCredentialsKept) {
        throw invalidInput(
          `The account must keep at least ${rules.minimumCredentialsKept} credential(s); this is its last one.`,
        );
      }
      return {
        signer: {
          kind: 'session-of-account',
          accountId: credential.accountId,
          ...(rules.revocationNeedsOtherCredential ? { exceptAuthMethodId: credential.id } : {}),
        },
        activity: 'DELETE_AUTHENTICATORS',
        type: credential.type,
      };
    },
    perform(draft, _retry, now) {
      delete draft.authMethods[id];
      delete draft.otpTargets[id];
      if (rules.revokeSessionsWithCredential) revokeSessionsOfCredential(draft, id, now);
    },
  });
}
