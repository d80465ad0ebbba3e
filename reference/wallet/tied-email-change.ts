import type { CustomerRecord } from '../customers/customer-record.ts';
import type { InternalAccountRecord } from './internal-accounts/internal-account-record.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError } from '../http/api-error.ts';
import { isSignedRetry, type SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { assertEmailFree } from './new-credential.ts';
import { customerContact } from './wallet-account.ts';
import type { AuthMethodRecord } from './wallet-records.ts';
import { rowsWhere } from '../store/indexes.ts';

const credentialSetChangedMessage =
  'The EMAIL_OTP credentials tied to this e-mail changed after the challenge was issued; start again.';

/**
 * The `EMAIL_OTP` credentials tied to the customer's e-mail: those of the customer's wallet accounts whose nickname
 * is the customer e-mail on file (2.5, 5).
 */
export function tiedEmailCredentials(data: ReferenceData, customer: CustomerRecord): AuthMethodRecord[] {
  const email = customerContact(customer, 'email')?.toLowerCase();
  if (email === undefined) return [];
  const accounts = new Set(
    rowsWhere<InternalAccountRecord>(data, 'internalAccounts', 'customerId', customer.id).map((a) => a.id),
  );
  const tied = rowsWhere<AuthMethodRecord>(data, 'authMethods', 'tiedEmail', email).filter((c) =>
    accounts.has(c.accountId),
  );
  return tied.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The customer update, supplied by the customers slice: `check` (every check, nothing changed) runs on both legs,
 * before any challenge is issued; `apply` runs inside the signed retry's transaction.
 */
export interface CustomerUpdate {
  check(draft: ReferenceData, now: Date): void;
  apply(draft: ReferenceData, now: Date): CustomerRecord;
}

/**
 * `PATCH /customers/{customerId}` changing the e-mail of a customer with tied `EMAIL_OTP` credentials (4.2): a signed
 * flow. The first call answers 202; the retry, signed by an active session of the wallet account, changes the
 * customer e-mail and the tied credentials' e-mail together. 409 `EMAIL_OTP_EMAIL_ALREADY_EXISTS` when the new
 * e-mail is tied to another `EMAIL_OTP` credential; 409 `EMAIL_OTP_CREDENTIAL_SET_CHANGED` when the tied credentials
 * changed after the challenge (7.3).
 *
 * Returns `undefined` when the update is not such a change (no new e-mail, or nothing tied and no signature
 * headers): the customers slice then updates as usual.
 */
export async function tiedEmailChange(
  deps: AppDeps,
  customerId: string,
  body: Readonly<Record<string, unknown>>,
  call: { path: string; headers: SignedRetryHeaders },
  update: CustomerUpdate,
): Promise<SignedOutcome<CustomerRecord> | undefined> {
  const rule = deps.rules.tiedEmailChange;
  const newEmail = body['email'];
  if (!rule.needsSignature || typeof newEmail !== 'string') return undefined;
  const applies = await deps.store.read((data) => {
    const customer = rowById(data.customers, customerId);
    if (!customer || customer.isDeleted) return false;
    // A retry carrying the headers is judged as one even when the e-mail already is the new one: the retry that
    // changed it, sent again, is a reused requestId (3.4), never a plain update.
    if (isSignedRetry(call.headers)) return true;
    return customerContact(customer, 'email') !== newEmail && tiedEmailCredentials(data, customer).length > 0;
  });
  if (!applies) return undefined;

  return runSignedOperation(deps, {
    request: { method: 'PATCH', path: call.path, body },
    headers: call.headers,
    plan(draft, now) {
      // The update's own checks come first: an invalid body is answered 400, never challenged (202).
      update.check(draft, now);
      const customer = rowById(draft.customers, customerId);
      const tied = customer ? tiedEmailCredentials(draft, customer) : [];
      if (rule.refuseEmailTiedElsewhere) assertEmailFree(draft, newEmail, tied[0]?.accountId);
      return {
        signer: { kind: 'session-of-account', accountId: tied[0]?.accountId ?? '' },
        activity: 'UPDATE_USER_EMAIL',
        context: { tiedCredentialIds: tied.map((c) => c.id) },
      };
    },
    perform(draft, retry, now) {
      const customer = rowById(draft.customers, customerId);
      const tied = customer ? tiedEmailCredentials(draft, customer) : [];
      const issuedWith = retry?.pending.context['tiedCredentialIds'];
      if (rule.refuseChangedCredentialSet && JSON.stringify(tied.map((c) => c.id)) !== JSON.stringify(issuedWith)) {
        throw documentedError('EMAIL_OTP_CREDENTIAL_SET_CHANGED', credentialSetChangedMessage);
      }
      const updated = update.apply(draft, now);
      for (const credential of rule.updatesCredentials ? tied : []) {
        credential.nickname = newEmail;
        credential.updatedAt = now.toISOString();
      }
      return updated;
    },
  });
}
