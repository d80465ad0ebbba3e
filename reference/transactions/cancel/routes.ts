import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { toOutgoingTransactionResponse } from '../outgoing-transaction.ts';
import { toIncomingTransactionResponse } from '../transaction-record.ts';
import { cancelTransactionIn } from './cancel-transaction.ts';

/** Registers production's transaction cancellation (7.3 names its refusal, `TRANSACTION_NOT_CANCELLABLE`). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('cancelTransaction', auth, async (ctx) => {
    const id = ctx.params['transactionId'] ?? '';
    const cancelled = await deps.store.transact((draft) =>
      cancelTransactionIn(draft, id, { now: deps.clock.now(), rules: deps.rules }),
    );
    ctx.body =
      cancelled.kind === 'outgoing'
        ? toOutgoingTransactionResponse(cancelled.transaction)
        : toIncomingTransactionResponse(cancelled.transaction);
  });
}
