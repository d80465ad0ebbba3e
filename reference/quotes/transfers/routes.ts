import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { rowById } from '../../store/data.ts';
import { toOutgoingTransactionResponse } from '../../transactions/outgoing-transaction.ts';
import { idempotentRequest, keepAnswer, keptAnswer } from '../idempotency.ts';
import { afterExecution } from '../routes.ts';
import { sameCurrencyTransfer, type TransferDirection } from './same-currency-transfer.ts';

/** Registers production's `createTransferIn` and `createTransferOut`: 201 with the transfer's transaction. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const operations = { in: 'createTransferIn', out: 'createTransferOut' } as const;
  for (const direction of ['in', 'out'] as const satisfies readonly TransferDirection[]) {
    const operation = operations[direction];
    routes.add(operation, auth, async (ctx, body) => {
      const keyed = idempotentRequest(ctx, { platform: deps.config.clientId, caller: 'platform', operation, body });
      const result = await deps.store.transact((draft) => {
        const now = deps.clock.now();
        const kept = keptAnswer(draft, keyed, now);
        if (kept !== undefined) return { answer: kept };
        const execution = sameCurrencyTransfer(draft, direction, body, { now, rules: deps.rules, config: deps.config });
        const transaction = rowById(draft.outgoingTransactions, execution.quote.transactionId);
        const answer = {
          status: 201,
          body: transaction === undefined ? undefined : toOutgoingTransactionResponse(transaction),
        };
        if (execution.refusal === undefined && transaction !== undefined) keepAnswer(draft, keyed, answer, now);
        return { answer, execution };
      });
      if (result.execution !== undefined) afterExecution(deps, result.execution);
      // Only rules that let an execution move nothing leave a transfer without its transaction.
      if (result.answer.body === undefined) throw new Error('the transfer created no transaction');
      ctx.status = result.answer.status;
      ctx.body = result.answer.body;
    });
  }
}
