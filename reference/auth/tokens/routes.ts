import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import { readPageRequest } from '../../http/page.outside-document.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../basic-auth.ts';
import { createToken, deleteToken, getToken, listTokens, type TokenFilters } from './token-service.ts';

/** The query parameter `name` once (the first of several). */
function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Registers production's API token operations (1: "manage API tokens programmatically"). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const tokenId = (ctx: Context) => (ctx['params'] as Record<string, string | undefined>)['tokenId'] ?? '';

  routes.add('createToken', auth, async (ctx, body) => {
    ctx.body = await createToken(deps, body);
    ctx.status = 201;
  });
  routes.add('listTokens', auth, async (ctx) => {
    const filters = Object.fromEntries(
      ['name', 'createdAfter', 'createdBefore', 'updatedAfter', 'updatedBefore'].flatMap((name) => {
        const value = single(ctx, name);
        return value === undefined ? [] : [[name, value]];
      }),
    ) as TokenFilters;
    ctx.body = await listTokens(deps, filters, readPageRequest(ctx));
  });
  routes.add('getTokenById', auth, async (ctx) => {
    ctx.body = await getToken(deps, tokenId(ctx));
  });
  routes.add('deleteTokenById', auth, async (ctx) => {
    await deleteToken(deps, tokenId(ctx));
    ctx.status = 204;
  });
}
