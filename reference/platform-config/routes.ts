import type { OperationRoutes } from '../http/operation-routes.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { publishedPaymentSettings } from '../quotes/published-payment-settings.outside-document.ts';
import { toPlatformConfigResponse } from './platform-config-record.ts';
import { getPlatformConfig, platformConfigFieldErrors, updatePlatformConfig } from './platform-config-service.ts';

/** Registers `GET /config` and `PATCH /config`. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);

  routes.add('getPlatformConfig', platformAuth, async (ctx) => {
    ctx.body = { ...publishedPaymentSettings(deps.config), ...toPlatformConfigResponse(await getPlatformConfig(deps)) };
  });

  routes.checkBodyWith('updatePlatformConfig', { rules: (body) => platformConfigFieldErrors(deps, body) });
  routes.add('updatePlatformConfig', platformAuth, async (ctx, body) => {
    ctx.body = {
      ...publishedPaymentSettings(deps.config),
      ...toPlatformConfigResponse(await updatePlatformConfig(deps, body)),
    };
  });
}
