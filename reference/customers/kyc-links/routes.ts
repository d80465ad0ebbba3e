import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { idempotentRequest, keyedStore } from '../../quotes/idempotency.ts';
import { issueKycLink } from './kyc-link.ts';

/** Registers production's `createCustomerKycLink` (201 `{ kycUrl, expiresAt, provider, token }`). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('createCustomerKycLink', auth, async (ctx, body) => {
    const customerId = ctx.params['customerId'] ?? '';
    // Production: the same Idempotency-Key answers the first link again.
    const keyed = idempotentRequest(ctx, {
      platform: deps.config.clientId,
      caller: 'platform',
      operation: 'createCustomerKycLink',
      body,
    });
    const store = keyedStore(deps.store, keyed, 201, () => deps.clock.now());
    ctx.body = await store.transact((draft) => issueKycLink(draft, customerId, body?.redirectUri, deps));
    ctx.status = 201;
  });
}
