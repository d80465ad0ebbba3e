import type { OperationRoutes } from '../http/operation-routes.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { pageOf, readPageRequest } from '../http/page.outside-document.ts';
import { filterCustomers, readCustomerFilters } from './list-customers.outside-document.ts';
import { toCustomerResponse } from './customer-record.ts';
import { createCustomer, customerUpdateIn, getCustomer, updateCustomer } from './customer-service.ts';
import { storedCustomerErrors } from './update-customer.ts';
import { answerSigned } from '../signed-retry/answer.ts';
import { readSignedRetryHeaders } from '../signed-retry/headers.ts';
import { tiedEmailChange } from '../wallet/tied-email-change.ts';

/** Registers the customer operations (paths relative to the base path). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);

  // Registered before `/customers/:customerId`, which would otherwise take `end-user-terms` as an id.
  routes.add('getEndUserTerms', platformAuth, (ctx) => {
    const { version, url } = deps.config.endUserTerms;
    ctx.body = { version, url };
  });

  routes.add('createCustomer', platformAuth, async (ctx, body) => {
    const customer = await createCustomer(deps, body);
    ctx.status = 201;
    ctx.body = toCustomerResponse(customer);
  });

  routes.add('listCustomers', platformAuth, async (ctx) => {
    const filters = readCustomerFilters(ctx);
    const page = readPageRequest(ctx);
    ctx.body = await deps.store.read((data) => pageOf(filterCustomers(data, filters), page, toCustomerResponse));
  });

  routes.add('getCustomerById', platformAuth, async (ctx) => {
    ctx.body = await getCustomer(deps, ctx.params['customerId'] ?? '', toCustomerResponse);
  });

  routes.checkBodyWith('updateCustomerById', {
    rules: (body, ctx) => deps.store.read((data) => storedCustomerErrors(data, ctx.params['customerId'] ?? '', body)),
  });
  routes.add('updateCustomerById', platformAuth, async (ctx, body) => {
    const id = ctx.params['customerId'] ?? '';
    // 4.2: an e-mail change of a customer with tied wallet EMAIL_OTP credentials is a signed flow (wallet/).
    const signed = {
      path: ctx.path,
      headers: readSignedRetryHeaders(ctx, deps.config, deps.rules.walletSignatureHeaderRead),
    };
    const tied = await tiedEmailChange(deps, id, body, signed, customerUpdateIn(deps, id, body));
    if (tied) return answerSigned(ctx, tied, 200, toCustomerResponse);
    const customer = await updateCustomer(deps, id, body);
    ctx.body = toCustomerResponse(customer);
  });
}
