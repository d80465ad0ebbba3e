import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { listUmaProviders, type ProviderQuery } from './list-uma-providers.ts';
import { umaProviderDirectory } from './uma-provider-directory.ts';

const queryNames = ['countryCode', 'currencyCode', 'hasBlockedProviders', 'limit', 'cursor', 'sortOrder'] as const;

function queryOf(ctx: Context): ProviderQuery {
  const query: Record<string, string> = {};
  for (const name of queryNames) {
    const value = ctx.query[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query[name] = first;
  }
  return query;
}

/** Registers production's `getAvailableUmaProviders`: the UMA providers a platform can pay. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('getAvailableUmaProviders', auth, async (ctx) => {
    ctx.body = listUmaProviders(umaProviderDirectory, queryOf(ctx));
  });
}
