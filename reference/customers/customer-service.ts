import type { AppDeps } from '../http/app-deps.ts';
import type { CustomerRecord } from './customer-record.ts';
import { insertCustomer } from './create-customer.ts';
import { findCustomer } from './find-customer.ts';
import { applyCustomerUpdate, checkCustomerUpdate } from './update-customer.ts';
import { openCustomerAccounts } from '../wallet/internal-accounts/open-wallet-account.ts';
import type { ReferenceData } from '../store/data.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** `POST /customers` (the body met its request schema at registration): creates the customer in one commit. */
export async function createCustomer(deps: AppDeps, body: RequestBody<'createCustomer'>): Promise<CustomerRecord> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const customer = insertCustomer(draft, body, { now, config: deps.config, rules: deps.rules });
    // Internal accounts come with the customer (production: per platform config); see internal-accounts/.
    openCustomerAccounts(draft, customer, { now, config: deps.config });
    return customer;
  });
}

/** `PATCH /customers/{customerId}`: checks the update against the stored customer, then applies it in one commit. */
export async function updateCustomer(
  deps: AppDeps,
  id: string,
  body: Record<string, unknown>,
): Promise<CustomerRecord> {
  const update = customerUpdateIn(deps, id, body);
  return deps.store.transact((draft) => update.apply(draft, deps.clock.now()));
}

/** A customer update as steps of a caller's transaction: `check` changes nothing, `apply` checks and changes. */
export interface CustomerUpdateSteps {
  check(draft: ReferenceData, now: Date): void;
  apply(draft: ReferenceData, now: Date): CustomerRecord;
}

/**
 * The PATCH update as steps of a caller's transaction: the wallet slice runs `check` before it issues the challenge
 * of an e-mail change tied to `EMAIL_OTP` credentials (wallet/tied-email-change.ts), so that an invalid body is
 * refused rather than challenged, and `apply` inside the signed retry, so that both change together.
 */
export function customerUpdateIn(deps: AppDeps, id: string, body: Record<string, unknown>): CustomerUpdateSteps {
  const context = (now: Date) => ({ now, config: deps.config, rules: deps.rules });
  return {
    check: (draft, now) => void checkCustomerUpdate(draft, id, body, context(now)),
    apply: (draft, now) => applyCustomerUpdate(draft, id, body, context(now)),
  };
}

/**
 * `GET /customers/{customerId}`: the customer as answered. `answer` builds a new object from the record, which is only
 * serialised, so the store hands it out without a copy (`Store.view`).
 */
export async function getCustomer<T>(deps: AppDeps, id: string, answer: (customer: CustomerRecord) => T): Promise<T> {
  return deps.store.view((data) => answer(findCustomer(data, id)));
}
