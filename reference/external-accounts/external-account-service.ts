import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, type FieldError } from '../http/api-error.ts';
import { insertExternalAccount, type CreateOwner } from './create-external-account.ts';
import {
  toExternalAccountResponse,
  type ExternalAccountRecord,
  type OwnershipChallengeRecord,
} from './external-account-record.ts';
import { findExternalAccount, listExternalAccounts, type AccountScope } from './find-external-account.ts';
import { ownershipNotProven, startOwnershipChallenge, verifyOwnership } from './ownership-verification.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/**
 * Creates an external account for `owner` in one commit. `extraErrors` are invalid fields the route found (a
 * `customerId` where none may be given); they are reported with the body's own.
 */
export async function createExternalAccount(
  deps: AppDeps,
  body: RequestBody<'createCustomerExternalAccount'>,
  owner: CreateOwner,
  extraErrors: readonly FieldError[] = [],
): Promise<ExternalAccountRecord> {
  // The body met `rules.externalAccountCreateViolations` at route registration (external-accounts/routes.ts).
  return deps.store.transact((draft) =>
    insertExternalAccount(draft, body, owner, extraErrors, {
      now: deps.clock.now(),
      config: deps.config,
      rules: deps.rules,
    }),
  );
}

export function getExternalAccount(deps: AppDeps, id: string, scope: AccountScope): Promise<ExternalAccountRecord> {
  return deps.store.read((data) => findExternalAccount(data, id, scope));
}

export function listAccounts(
  deps: AppDeps,
  scope: AccountScope,
  customerId?: string,
): Promise<ExternalAccountRecord[]> {
  return deps.store.read((data) => listExternalAccounts(data, scope, customerId));
}

/** Deletes an account; a trusted beneficiary answers 409 `BENEFICIARY_TRUSTED` until it is untrusted (4.3, 7.3). */
export async function deleteExternalAccount(deps: AppDeps, id: string, scope: AccountScope): Promise<void> {
  await deps.store.transact((draft) => {
    const account = findExternalAccount(draft, id, scope);
    if (account.trusted === true && deps.rules.refuseDeletingTrustedBeneficiary) {
      throw documentedError('BENEFICIARY_TRUSTED', 'The external account is a trusted beneficiary; untrust it first.');
    }
    delete draft.externalAccounts[account.id];
  });
}

/** 4.3: starts an ownership challenge by one of the two methods the document names (the schema allows no other). */
export async function challengeOwnership(
  deps: AppDeps,
  id: string,
  scope: AccountScope,
  body: RequestBody<'createExternalAccountOwnershipChallenge'>,
): Promise<OwnershipChallengeRecord> {
  const { challenge } = await deps.store.transact((draft) =>
    startOwnershipChallenge(draft, id, scope, body.method, { now: deps.clock.now(), rules: deps.rules }),
  );
  return challenge;
}

/**
 * 4.3 and 3.1: verifies a wallet signature synchronously. The status change is committed, then announced (part 6),
 * then answered: the account on success, 400 when ownership was not proven.
 */
export async function verifyAccountOwnership(
  deps: AppDeps,
  id: string,
  scope: AccountScope,
  body: RequestBody<'verifyExternalAccountOwnership'>,
): Promise<ExternalAccountRecord> {
  const deferMs = deps.rules.ownershipStatusDelayMs;
  const result = await deps.store.transact((draft) =>
    verifyOwnership(draft, id, scope, body.signature, {
      now: deps.clock.now(),
      rules: deps.rules,
      deferStatus: deferMs > 0,
    }),
  );
  const { transition } = result;
  if (transition && deferMs > 0) {
    // A deviant rule only: the status is applied after the verify has answered.
    deps.scheduler.after(deferMs, async () => {
      const moved = await deps.store.transact((draft) => {
        const account = findExternalAccount(draft, id, scope);
        account.status = transition.to;
        return account;
      });
      deps.events.publish(transition.event, toExternalAccountResponse(moved));
    });
  } else if (transition) deps.events.publish(transition.event, toExternalAccountResponse(result.account));
  if (!result.proven) throw ownershipNotProven();
  return result.account;
}
