import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { publishEvents, scheduleRemainingSteps } from '../outgoing-runner.ts';
import { toOutgoingTransactionResponse } from '../outgoing-transaction.ts';
import { rejectTransactionIn } from './reject-transaction.ts';

/** Registers production's rejection of a transaction waiting for the platform's approval (1: approve or reject). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('rejectPendingPayment', auth, async (ctx) => {
    const id = ctx.params['transactionId'] ?? '';
    const rejection = await deps.store.transact((draft) =>
      rejectTransactionIn(draft, id, { now: deps.clock.now(), rules: deps.rules }),
    );
    if (rejection.started) scheduleRemainingSteps(deps, rejection.transaction);
    publishEvents(deps, rejection.events);
    ctx.body = toOutgoingTransactionResponse(rejection.transaction);
  });
}
