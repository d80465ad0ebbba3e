import type { OperationRoutes } from '../../http/operation-routes.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { toVerificationResponse } from './verification-record.ts';
import { createVerification } from './verification-service.ts';

/** Registers `POST /verifications` (4.3). Production answers 200 with the Verification. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('createVerification', platformAuth, async (ctx, body) => {
    const verification = await createVerification(deps, body);
    ctx.status = 200;
    ctx.body = toVerificationResponse(verification);
  });
}
