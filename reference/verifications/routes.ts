import type { Router } from '@koa/router';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../http/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
import { toVerificationResponse } from './verification-record.ts';
import { createVerification } from './verification-service.ts';

/** Registers `POST /verifications` (4.3) on `router`. Production answers 200 with the Verification. */
export function registerVerificationRoutes(router: Router, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules);
  router.post('/verifications', platformAuth, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    const verification = await createVerification(deps, body);
    ctx.status = 200;
    ctx.body = toVerificationResponse(verification);
  });
}
