import type { OperationRoutes } from '../../http/operation-routes.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { toOwnerResponse } from './owner-record.ts';
import { createBeneficialOwner, getBeneficialOwner } from './owner-service.ts';

/**
 * Registers the beneficial-owner operations on `router`. The document names beneficial owners (2.6, 4.5) but no
 * operation; these follow production (`POST /beneficial-owners` 201, `GET /beneficial-owners/{id}` 200).
 */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('createBeneficialOwner', platformAuth, async (ctx, body) => {
    const owner = await createBeneficialOwner(deps, body);
    ctx.status = 201;
    ctx.body = toOwnerResponse(owner);
  });
  routes.add('getBeneficialOwner', platformAuth, async (ctx) => {
    ctx.body = toOwnerResponse(await getBeneficialOwner(deps, ctx.params['beneficialOwnerId'] ?? ''));
  });
}
