import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { cancelInvitation, claimInvitation, createInvitation, getInvitation } from './invitation-service.ts';

/** Registers production's invitation operations, which bring about the 7.1 invitation codes. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const code = (params: Record<string, string>) => params['invitationCode'] ?? '';

  routes.add('createInvitation', auth, async (ctx, body) => {
    ctx.body = await createInvitation(deps, body);
    ctx.status = 201;
  });
  routes.add('getInvitation', auth, async (ctx) => {
    ctx.body = await getInvitation(deps, code(ctx.params));
  });
  routes.add('claimInvitation', auth, async (ctx, body) => {
    ctx.body = await claimInvitation(deps, code(ctx.params), body);
  });
  routes.add('cancelInvitation', auth, async (ctx) => {
    ctx.body = await cancelInvitation(deps, code(ctx.params));
  });
}
