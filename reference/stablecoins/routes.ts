import type { Context } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { idempotentRequest, keyedStore } from '../quotes/idempotency.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { pageOf, readPageRequest } from '../http/page.outside-document.ts';
import { linkProviderAccount } from './provider-links.ts';
import { createBurn, createMint, operationsOf, registerStablecoin } from './stablecoin-service.ts';

/** Registers the stablecoin operations of 4.3 and production's provider account link (7.1). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const stablecoinId = (params: Record<string, string>) => params['stablecoinId'] ?? '';

  /**
   * Production: "Replays return the prior result; conflicting payloads are rejected" (`Idempotency-Key` on the
   * registration, mints and burns); each answers the record its one transaction returns.
   */
  const keyed = (ctx: Context, operation: string, body: Readonly<Record<string, unknown>>): AppDeps => {
    const key = idempotentRequest(ctx, { platform: deps.config.clientId, caller: 'platform', operation, body });
    return { ...deps, store: keyedStore(deps.store, key, 201, () => deps.clock.now()) };
  };

  routes.add('linkStablecoinProviderAccount', auth, async (ctx, body) => {
    ctx.body = await linkProviderAccount(deps, body);
    ctx.status = 201;
  });
  routes.add('registerStablecoin', auth, async (ctx, body) => {
    ctx.body = await registerStablecoin(keyed(ctx, 'registerStablecoin', body), body);
    ctx.status = 201;
  });
  routes.add('createStablecoinMint', auth, async (ctx, body) => {
    ctx.body = await createMint(keyed(ctx, 'createStablecoinMint', body), stablecoinId(ctx.params), body);
    ctx.status = 201;
  });
  routes.add('createStablecoinBurn', auth, async (ctx, body) => {
    ctx.body = await createBurn(keyed(ctx, 'createStablecoinBurn', body), stablecoinId(ctx.params), body);
    ctx.status = 201;
  });
  routes.add('listStablecoinOperations', auth, async (ctx) => {
    const page = readPageRequest(ctx);
    const type = ctx.query['operationType'];
    ctx.body = pageOf(await operationsOf(deps, stablecoinId(ctx.params), type), page, (op) => op);
  });
}
