import type { OperationRoutes } from '../http/operation-routes.ts';
import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, undocumentedError } from '../http/api-error.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { fundAccount } from '../wallet/internal-accounts/balances.ts';
import { toInternalAccountResponse } from '../wallet/internal-accounts/internal-account-record.ts';
import { executeQuoteIn, findQuote } from '../quotes/execute-quote.ts';
import { afterExecution } from '../quotes/routes.ts';
import { toOutgoingTransactionResponse } from '../transactions/outgoing-transaction.ts';
import { toIncomingTransactionResponse, type IncomingTransactionRecord } from '../transactions/transaction-record.ts';
import { receiveUmaPayment } from './uma-receive.ts';

/**
 * Registers the sandbox operations of 4.4. Outside the sandbox they answer 403 (production facts: production keys
 * get 403), after authentication.
 */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const sandboxOnly: Middleware = async (_ctx, next) => {
    if (!deps.config.sandbox)
      throw undocumentedError('forbidden', 'Sandbox operations are not available on this deployment.');
    await next();
  };

  routes.add('sandboxFundInternalAccount', auth, sandboxOnly, async (ctx, body) => {
    const id = ctx.params['accountId'] ?? '';
    const account = await deps.store.transact((draft) => {
      const amount = deps.rules.fundedAmount(body.amount);
      return fundAccount(draft, id, amount, deps.clock.now());
    });
    ctx.body = toInternalAccountResponse(account);
  });

  routes.add('sandboxSend', auth, sandboxOnly, async (ctx, body) => {
    const execution = await deps.store.transact((draft) => {
      const quote = findQuote(draft, body.quoteId);
      if (body.currencyCode !== quote.source.currency) {
        throw invalidInput("The funds must be sent in the quote's sending currency.", [
          { field: 'currencyCode', message: `is not ${quote.source.currency}` },
        ]);
      }
      if (body.currencyAmount !== undefined && body.currencyAmount !== quote.totalSendingAmount) {
        throw invalidInput('The funds must match the quote.', [
          { field: 'currencyAmount', message: `is not ${quote.totalSendingAmount}` },
        ]);
      }
      return executeQuoteIn(draft, quote, {
        now: deps.clock.now(),
        rules: deps.rules,
        config: deps.config,
        trigger: 'sandbox-send',
      });
    });
    afterExecution(deps, execution);
    // A deviant that ignores the funds leaves no transaction: the quote as it stands tells so.
    ctx.body =
      execution.transaction === undefined
        ? { quoteId: execution.quote.id, status: 'PENDING' }
        : toOutgoingTransactionResponse(execution.transaction);
  });

  routes.add('sandboxReceive', auth, sandboxOnly, async (ctx, body) => {
    const transaction = await deps.store.transact((draft) =>
      receiveUmaPayment(draft, body, { now: deps.clock.now(), rules: deps.rules }),
    );
    scheduleDelayedPayoutFailure(deps, transaction);
    ctx.body = toIncomingTransactionResponse(transaction);
  });
}

/** 4.5 account suffix `005` on a payout: pending about 30 seconds, then failed, on the scheduler. */
function scheduleDelayedPayoutFailure(deps: AppDeps, transaction: IncomingTransactionRecord): void {
  if (transaction.failsAfterMs === undefined) return;
  deps.scheduler.at(new Date(Date.parse(transaction.createdAt) + transaction.failsAfterMs), async (due) => {
    await deps.store.transact((draft) => {
      const stored = draft.transactions[transaction.id];
      if (stored?.status !== 'PENDING') return;
      stored.status = 'FAILED';
      if (stored.failsWith !== undefined) stored.failureReason = stored.failsWith;
      stored.updatedAt = due.toISOString();
    });
  });
}
