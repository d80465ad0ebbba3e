import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { undocumentedError } from '../http/api-error.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { sendTestWebhook } from './test-webhook.ts';

/** Registers production's sandbox test notification (6, 7.1); served in the sandbox only. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const sandboxOnly: Middleware = async (_ctx, next) => {
    if (!deps.config.sandbox)
      throw undocumentedError('forbidden', 'Sandbox operations are not available on this deployment.');
    await next();
  };
  routes.add('sendTestWebhook', auth, sandboxOnly, async (ctx) => {
    ctx.body = await sendTestWebhook(deps);
  });
}
