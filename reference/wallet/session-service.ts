import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, undocumentedError } from '../http/api-error.ts';
import type { SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { rowById } from '../store/data.ts';
import { activeSessionsOfAccount, isActiveSession } from './sessions.ts';
import { issueSession } from './issue-session.ts';
import { findWalletAccount } from './wallet-account.ts';
import type { AuthSessionRecord } from './wallet-records.ts';

const noActiveSession = 'No active session has this id.';

/** `GET /auth/sessions?accountId=` (production; the document names no list): the account's active sessions. */
export async function listSessions(deps: AppDeps, accountId: string | undefined): Promise<AuthSessionRecord[]> {
  if (accountId === undefined || accountId === '') {
    throw invalidInput('The accountId query parameter is required.', [{ field: 'accountId', message: 'is required' }]);
  }
  return deps.store.read((data) => {
    findWalletAccount(data, accountId);
    return activeSessionsOfAccount(data, accountId, deps.clock.now());
  });
}

/**
 * `DELETE /auth/sessions/{id}` (4.2, a signed flow): 202, then 204 on a retry signed by an active session of the
 * same account (production: the session itself may sign its own revocation). Unknown or inactive sessions: 404.
 */
export function revokeSession(
  deps: AppDeps,
  id: string,
  request: { path: string; headers: SignedRetryHeaders },
): Promise<SignedOutcome<void>> {
  return runSignedOperation(deps, {
    request: { method: 'DELETE', path: request.path, body: undefined },
    headers: request.headers,
    plan(draft, now) {
      const session = rowById(draft.authSessions, id);
      if (!session || !isActiveSession(session, now)) throw undocumentedError('notFound', noActiveSession);
      return {
        signer: { kind: 'session-of-account', accountId: session.accountId },
        activity: 'DELETE_SESSIONS',
        type: session.type,
      };
    },
    perform(draft, _retry, now) {
      const session = draft.authSessions[id];
      if (!session) return;
      session.revokedAt = now.toISOString();
      session.updatedAt = session.revokedAt;
    },
  });
}

/**
 * `POST /auth/sessions/{id}/refresh` (4.2 lists refreshing a session among the signed flows; the operation and its
 * body follow the production interface): 202, then, on a retry signed by an active session of the same account, a
 * new session for the `clientPublicKey` of the body (201). A compressed key is held by the client; an uncompressed one
 * gets a service-made key sealed to it. The session refreshed must be active on both legs: else 404.
 */
export function refreshSession(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
  request: { path: string; headers: SignedRetryHeaders },
): Promise<SignedOutcome<{ session: AuthSessionRecord; encryptedSessionSigningKey?: string }>> {
  const clientPublicKey = String(body['clientPublicKey']);
  return runSignedOperation(deps, {
    request: { method: 'POST', path: request.path, body },
    headers: request.headers,
    plan(draft, now) {
      const session = rowById(draft.authSessions, id);
      if (!session || !isActiveSession(session, now)) throw undocumentedError('notFound', noActiveSession);
      return {
        signer: { kind: 'session-of-account', accountId: session.accountId },
        activity: 'CREATE_READ_WRITE_SESSION',
      };
    },
    perform(draft, _retry, now) {
      const session = draft.authSessions[id]!;
      const credential = rowById(draft.authMethods, session.authMethodId);
      if (!credential) throw undocumentedError('notFound', 'The credential of this session is gone.');
      const key = clientPublicKey.length === 66 ? { clientKeyHex: clientPublicKey } : { encryptTo: clientPublicKey };
      return issueSession(draft, credential, key, { now, config: deps.config });
    },
  });
}
