import type { AppDeps } from '../http/app-deps.ts';
import { undocumentedError } from '../http/api-error.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { approveTransactionIn } from './approve-transaction.ts';
import { publishEvents, scheduleRemainingSteps } from './outgoing-runner.ts';
import { toOutgoingTransactionResponse } from './outgoing-transaction.ts';
import { toIncomingTransactionResponse } from './transaction-record.ts';

/** Every transaction, incoming and outgoing, as answered (production `TransactionOneOf`), oldest first. */
function allTransactions(
  data: ReferenceData,
): { createdAt: string; customerId: string; type: string; body: Record<string, unknown> }[] {
  return [
    ...Object.values(data.transactions).map((t) => ({
      createdAt: t.createdAt,
      customerId: t.customerId,
      type: t.type,
      body: toIncomingTransactionResponse(t),
    })),
    ...Object.values(data.outgoingTransactions).map((t) => ({
      createdAt: t.createdAt,
      customerId: t.customerId,
      type: t.type,
      body: toOutgoingTransactionResponse(t),
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Registers production's transaction reads (the document shows none; a client needs them to see a payment's state). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const query = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

  routes.add('listTransactions', auth, async (ctx) => {
    const customerId = query(ctx.query['customerId']);
    const type = query(ctx.query['type']);
    const found = await deps.store.read((data) =>
      allTransactions(data).filter(
        (t) => (customerId === undefined || t.customerId === customerId) && (type === undefined || t.type === type),
      ),
    );
    ctx.body = { data: found.map((t) => t.body), hasMore: false, totalCount: found.length };
  });

  routes.add('getTransactionById', auth, async (ctx) => {
    const id = ctx.params['transactionId'] ?? '';
    ctx.body = await deps.store.read((data) => {
      const incoming = rowById(data.transactions, id);
      if (incoming) return toIncomingTransactionResponse(incoming);
      const outgoing = rowById(data.outgoingTransactions, id);
      if (outgoing) return toOutgoingTransactionResponse(outgoing);
      throw undocumentedError('notFound', 'No transaction has this id.');
    });
  });

  // 1, 4.3: the platform approves an agent-initiated transaction that waits for it; the transfer then starts.
  routes.add('approvePendingPayment', auth, async (ctx) => {
    const id = ctx.params['transactionId'] ?? '';
    const approval = await deps.store.transact((draft) =>
      approveTransactionIn(draft, id, { now: deps.clock.now(), rules: deps.rules }),
    );
    if (approval.started) {
      scheduleRemainingSteps(deps, approval.transaction);
      publishEvents(deps, approval.events);
    }
    ctx.body = toOutgoingTransactionResponse(approval.transaction);
  });
}
