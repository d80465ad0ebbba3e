import type { Router } from '@koa/router';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../http/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
import { toPlatformConfigResponse } from './platform-config-record.ts';
import { getPlatformConfig, updatePlatformConfig } from './platform-config-service.ts';

/** Registers `GET /config` and `PATCH /config`. */
export function registerPlatformConfigRoutes(router: Router, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules);

  router.get('/config', platformAuth, async (ctx) => {
    ctx.body = toPlatformConfigResponse(await getPlatformConfig(deps));
  });

  router.patch('/config', platformAuth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    ctx.body = toPlatformConfigResponse(await updatePlatformConfig(deps, body));
  });
}
