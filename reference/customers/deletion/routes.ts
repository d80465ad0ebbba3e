import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { toCustomerResponse } from '../customer-record.ts';
import { deleteCustomer } from './delete-customer.ts';

/** Registers production's `deleteCustomerById`: a deleted customer answers `isDeleted: true` and is no longer active. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('deleteCustomerById', auth, async (ctx) => {
    ctx.body = toCustomerResponse(await deleteCustomer(deps, ctx.params['customerId'] ?? ''));
  });
}
