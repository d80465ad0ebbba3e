import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { revealCard } from './card-reveal.ts';

/** Registers production's `revealCard`: `{ panEmbedUrl, expiresAt }`. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('revealCard', auth, async (ctx) => {
    ctx.body = await revealCard(deps, ctx.params['id'] ?? '');
  });
}
