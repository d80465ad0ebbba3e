/**
 * A conformance suite must never move real money by accident. Under the production profile, a request that would
 * move money (execute a quote, create one with `immediatelyExecute`, approve a held payment, mint or burn) is refused
 * before it is sent, unless the run was given `--money-cap <amount>`; with it, a quote, mint or burn above the cap (in
 * the smallest unit of its currency) is refused the same way. A quote can only be executed by the suite after the
 * suite created it, so capping creation caps execution. A refusal is a set-up error of the test (`error`), never a
 * verdict. The sandbox profile is not guarded: sandbox money is not real.
 */
import type { OperationId } from '../../spec/keys/index.ts';
import { SetupError } from './setup-error.ts';
import type { Profile } from './run-context.ts';

/** Requests that move money whatever their body says. */
const alwaysMoves: ReadonlySet<string> = new Set<OperationId>(['executeQuote', 'agentExecuteQuote', 'approvePendingPayment']);
/** Requests that move money when their body says so, and the member holding their amount. */
const quoteCreation: ReadonlySet<string> = new Set<OperationId>(['createQuote', 'agentCreateQuote']);
const amountMoves: ReadonlySet<string> = new Set<OperationId>(['createStablecoinMint', 'createStablecoinBurn']);

/**
 * Whether a request to `operationId` can move money, depending on its body or not: the operations the guard reads.
 * A test sending bodies the guard cannot judge (not JSON objects) leaves these out under the production profile.
 */
export function mayMoveMoney(operationId: string): boolean {
  return alwaysMoves.has(operationId) || amountMoves.has(operationId) || quoteCreation.has(operationId);
}

export interface GuardedRequest {
  readonly operationId: string | undefined;
  readonly json?: unknown;
}

export function moneyGuard(run: { readonly profile: Profile; readonly moneyCap?: number }): (req: GuardedRequest) => void {
  if (run.profile !== 'production') return () => undefined;
  return ({ operationId, json }) => {
    if (operationId === undefined) return;
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const amount = quoteCreation.has(operationId) ? body['lockedCurrencyAmount'] : body['amount'];
    const moves =
      alwaysMoves.has(operationId) ||
      amountMoves.has(operationId) ||
      (quoteCreation.has(operationId) && (body['immediatelyExecute'] === true || run.moneyCap !== undefined));
    if (!moves) return;
    if (run.moneyCap === undefined) {
      throw new SetupError(
        `refused to send ${operationId}: it would move money under the production profile; allow it with --money-cap <amount>`,
      );
    }
    if (alwaysMoves.has(operationId)) return;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount > run.moneyCap) {
      throw new SetupError(
        `refused to send ${operationId}: its amount (${String(amount)}) is not within --money-cap ${run.moneyCap}`,
      );
    }
  };
}
