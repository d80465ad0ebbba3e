import type { OperationRoutes } from '../http/operation-routes.ts';
import type { Middleware } from 'koa';
import { externalAccountOperationIds } from '../../spec/openapi/paths/external-accounts.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { FieldError } from '../http/api-error.ts';
import type { BodyCheck } from '../http/request-body.ts';
import { createFieldErrors } from './create-external-account.ts';
import { toExternalAccountResponse } from './external-account-record.ts';
import {
  challengeOwnership,
  createExternalAccount,
  deleteExternalAccount,
  getExternalAccount,
  listAccounts,
  verifyAccountOwnership,
} from './external-account-service.ts';
import type { AccountScope } from './find-external-account.ts';

/** A list answer (production page shape; one page holds everything: pagination is not shown). */
function page(items: readonly Record<string, unknown>[]): Record<string, unknown> {
  return { data: items, hasMore: false, totalCount: items.length };
}

type BodyErrors = (body: Readonly<Record<string, unknown>>) => FieldError[];
const noErrors: BodyErrors = () => [];

/** The owner a customers-path create names (2.1: none means the platform). */
function namedCustomerId(body: Readonly<Record<string, unknown>>): string | null {
  return typeof body['customerId'] === 'string' ? body['customerId'] : null;
}

/** A platform-path create names no customer. */
function misplacedCustomerId(body: Readonly<Record<string, unknown>>): FieldError[] {
  if (body['customerId'] === undefined) return [];
  return [{ field: 'customerId', message: 'platform accounts belong to no customer; use the customers path' }];
}

/** The account routes shared by the customers and platform paths. */
function registerAccountRoutes(
  routes: OperationRoutes,
  deps: AppDeps,
  scope: AccountScope & { kind: 'customers' | 'platform' },
  auth: Middleware,
): void {
  const ids = externalAccountOperationIds[scope.kind];
  const id = (params: Record<string, string | undefined>): string => params['externalAccountId'] ?? '';

  routes.add(ids.get, auth, async (ctx) => {
    ctx.body = toExternalAccountResponse(await getExternalAccount(deps, id(ctx.params), scope));
  });

  routes.add(ids.remove, auth, async (ctx) => {
    await deleteExternalAccount(deps, id(ctx.params), scope);
    ctx.status = 204;
  });

  routes.add(ids.challenge, auth, async (ctx, body) => {
    const challenge = await challengeOwnership(deps, id(ctx.params), scope, body);
    ctx.status = 201;
    ctx.body = { ...challenge };
  });

  routes.add(ids.verify, auth, async (ctx, body) => {
    ctx.body = toExternalAccountResponse(await verifyAccountOwnership(deps, id(ctx.params), scope, body));
  });
}

/** Registers the external-account operations of customers and of the platform (2.1, 4.3). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  // The create body's schema check is a rule of this slice (a deviant server may change it); its other field rules
  // are listed with it, in one 400, before any handler runs.
  const createRules = (
    customerIdOf: (body: Readonly<Record<string, unknown>>) => string | null,
    extra: BodyErrors = noErrors,
  ): BodyCheck => ({
    violations: deps.rules.externalAccountCreateViolations,
    rules: (body) =>
      deps.store.read((data) => [...extra(body), ...createFieldErrors(data, body, customerIdOf(body), deps)]),
  });
  routes.checkBodyWith('createCustomerExternalAccount', createRules(namedCustomerId));
  routes.checkBodyWith(
    'createPlatformExternalAccount',
    createRules(() => null, misplacedCustomerId),
  );

  // 2.1: without `customerId` the account is created on behalf of the platform.
  routes.add('createCustomerExternalAccount', auth, async (ctx, body) => {
    ctx.status = 201;
    ctx.body = toExternalAccountResponse(
      await createExternalAccount(deps, body, { customerId: namedCustomerId(body) }),
    );
  });

  routes.add('listCustomerExternalAccounts', auth, async (ctx) => {
    const customerId = typeof ctx.query['customerId'] === 'string' ? ctx.query['customerId'] : undefined;
    const accounts = await listAccounts(deps, { kind: 'customers' }, customerId);
    ctx.body = page(accounts.map(toExternalAccountResponse));
  });

  routes.add('createPlatformExternalAccount', auth, async (ctx, body) => {
    ctx.status = 201;
    ctx.body = toExternalAccountResponse(await createExternalAccount(deps, body, { customerId: null }));
  });

  routes.add('listPlatformExternalAccounts', auth, async (ctx) => {
    const accounts = await listAccounts(deps, { kind: 'platform' });
    ctx.body = page(accounts.map(toExternalAccountResponse));
  });

  registerAccountRoutes(routes, deps, { kind: 'customers' }, auth);
  registerAccountRoutes(routes, deps, { kind: 'platform' }, auth);
}
