import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../http/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
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

/** The account routes shared by the customers and platform paths. */
function registerAccountRoutes(router: Router, deps: AppDeps, base: string, scope: AccountScope, auth: Middleware): void {
  const id = (params: Record<string, string | undefined>): string => params['externalAccountId'] ?? '';

  router.get(`${base}/:externalAccountId`, auth, async (ctx) => {
    ctx.body = toExternalAccountResponse(await getExternalAccount(deps, id(ctx.params), scope));
  });

  router.delete(`${base}/:externalAccountId`, auth, async (ctx) => {
    await deleteExternalAccount(deps, id(ctx.params), scope);
    ctx.status = 204;
  });

  router.post(`${base}/:externalAccountId/challenge`, auth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    const challenge = await challengeOwnership(deps, id(ctx.params), scope, body);
    ctx.status = 201;
    ctx.body = { ...challenge };
  });

  router.post(`${base}/:externalAccountId/verify`, auth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    ctx.body = toExternalAccountResponse(await verifyAccountOwnership(deps, id(ctx.params), scope, body));
  });
}

/** Registers the external-account operations of customers and of the platform (2.1, 4.3). */
export function registerExternalAccountRoutes(router: Router, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules);

  // 2.1: without `customerId` the account is created on behalf of the platform.
  router.post('/customers/external-accounts', auth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    const customerId = typeof body['customerId'] === 'string' ? body['customerId'] : null;
    ctx.status = 201;
    ctx.body = toExternalAccountResponse(await createExternalAccount(deps, body, { customerId }));
  });

  router.get('/customers/external-accounts', auth, async (ctx) => {
    const customerId = typeof ctx.query['customerId'] === 'string' ? ctx.query['customerId'] : undefined;
    const accounts = await listAccounts(deps, { kind: 'customers' }, customerId);
    ctx.body = page(accounts.map(toExternalAccountResponse));
  });

  router.post('/platform/external-accounts', auth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    const misplaced =
      body['customerId'] === undefined
        ? []
        : [{ field: 'customerId', message: 'platform accounts belong to no customer; use the customers path' }];
    ctx.status = 201;
    ctx.body = toExternalAccountResponse(await createExternalAccount(deps, body, { customerId: null }, misplaced));
  });

  router.get('/platform/external-accounts', auth, async (ctx) => {
    const accounts = await listAccounts(deps, { kind: 'platform' });
    ctx.body = page(accounts.map(toExternalAccountResponse));
  });

  registerAccountRoutes(router, deps, '/customers/external-accounts', { kind: 'customers' }, auth);
  registerAccountRoutes(router, deps, '/platform/external-accounts', { kind: 'platform' }, auth);
}
