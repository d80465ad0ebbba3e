import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { readSignedRetryHeaders } from '../../signed-retry/headers.ts';
import { createDelegatedKey } from './create-delegated-key.ts';
import { toDelegatedKeyResponse } from './delegated-key-record.ts';
import { getDelegatedKey, listDelegatedKeys, revokeDelegatedKey } from './delegated-key-service.ts';

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Registers production's delegated signing key operations of card funding sources. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const id = (ctx: Context) => (ctx['params'] as Record<string, string | undefined>)['id'] ?? '';

  routes.add('createDelegatedKey', auth, async (ctx, body) => {
    const outcome = await createDelegatedKey(deps, body, {
      path: ctx.path,
      headers: readSignedRetryHeaders(ctx, deps.config, deps.rules.walletSignatureHeaderRead),
    });
    const leg = 'challenge' in outcome ? outcome : outcome.done;
    if ('challenge' in leg) {
      ctx.status = 202;
      ctx.body = leg.challenge;
    } else {
      ctx.status = 201;
      ctx.body = toDelegatedKeyResponse(leg.key);
    }
  });
  routes.add('listDelegatedKeys', auth, async (ctx) => {
    const accountId = single(ctx, 'accountId');
    const fundingSourceId = single(ctx, 'fundingSourceId');
    ctx.body = await listDelegatedKeys(deps, {
      ...(accountId === undefined ? {} : { accountId }),
      ...(fundingSourceId === undefined ? {} : { fundingSourceId }),
    });
  });
  routes.add('getDelegatedKeyById', auth, async (ctx) => {
    ctx.body = await getDelegatedKey(deps, id(ctx));
  });
  routes.add('revokeDelegatedKey', auth, async (ctx) => {
    await revokeDelegatedKey(deps, id(ctx));
    ctx.status = 204;
  });
}
