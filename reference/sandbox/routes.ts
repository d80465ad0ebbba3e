import type { OperationRoutes } from '../http/operation-routes.ts';
import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { undocumentedError } from '../http/api-error.ts';
import { requirePlatformAuth } from '../http/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
import { toIncomingTransactionResponse } from '../transactions/transaction-record.ts';
import { assertValidBody } from '../wallet-auth/valid-body.ts';
import { receiveUmaPayment, type UmaReceiveBody } from './uma-receive.ts';

/**
 * Registers the sandbox operations of 4.4 the reference offers (so far `POST /sandbox/uma/receive`). Outside the
 * sandbox they answer 403 (production facts: production keys get 403), after authentication.
 */
export function registerSandboxRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules);
  const sandboxOnly: Middleware = async (_ctx, next) => {
    if (!deps.config.sandbox) throw undocumentedError('forbidden', 'Sandbox operations are not available on this deployment.');
    await next();
  };

  routes.add('sandboxReceive', auth, sandboxOnly, async (ctx) => {
    const body = await readJsonObject(ctx, deps.config.bodyLimitBytes);
    assertValidBody('SandboxUmaReceiveRequest', body);
    const transaction = await deps.store.transact((draft) =>
      receiveUmaPayment(draft, body as unknown as UmaReceiveBody, { now: deps.clock.now(), rules: deps.rules }),
    );
    ctx.body = toIncomingTransactionResponse(transaction);
  });
}
