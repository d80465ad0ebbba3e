/**
 * Production's `DELETE /customers/{customerId}`: the customer stays readable with `isDeleted: true` (and listed with
 * `isIncludingDeleted=true`), and is no longer an active customer, so its `platformCustomerId` is free again (4.3).
 * A customer deleted already answers production's 410 `CUSTOMER_DELETED`.
 */
import type { AppDeps } from '../../http/app-deps.ts';
import { undocumentedError } from '../../http/api-error.ts';
import type { CustomerRecord } from '../customer-record.ts';
import { findCustomer } from '../find-customer.ts';

export async function deleteCustomer(deps: AppDeps, id: string): Promise<CustomerRecord> {
  return deps.store.transact((draft) => {
    const customer = findCustomer(draft, id);
    if (customer.isDeleted) throw undocumentedError('customerDeleted', 'The customer was deleted already.');
    customer.isDeleted = true;
    customer.updatedAt = deps.clock.now().toISOString();
    return customer;
  });
}
