/**
 * A conformance suite must never move real money by accident. Under the production profile, a request that would
 * move money (execute a quote, create one with `immediatelyExecute`, approve a held payment, mint or burn) is refused
 * before it is sent, unless the run was given `--money-cap <amount>`; with it, a quote, mint or burn above the cap (in
 * the smallest unit of its currency) is refused the same way. A quote can only be executed by the suite after the
 * suite created it, so capping creation caps execution. A refusal is a set-up error of the test (`error`), never a
 * verdict. The sandbox profile is not guarded: sandbox money is not real.
 */
import { operations, type MovesMoney } from '../../spec/operations.ts';
import { SetupError } from './setup-error.ts';
import type { Profile } from './run-context.ts';

/** The operations that move money, as `spec/` marks them (`x-moves-money`). */
const movingMoney: ReadonlyMap<string, MovesMoney> = new Map(
  operations.flatMap((op) => (op.movesMoney === undefined ? [] : [[op.id, op.movesMoney] as const])),
);

/**
 * Whether a request to `operationId` can move money, depending on its body or not: the operations the guard reads.
 * A test sending bodies the guard cannot judge (not JSON objects) leaves these out under the production profile.
 */
export function mayMoveMoney(operationId: string): boolean {
  return movingMoney.has(operationId);
}

export interface GuardedRequest {
  readonly operationId: string | undefined;
  readonly json?: unknown;
}

export function moneyGuard(run: {
  readonly profile: Profile;
  readonly moneyCap?: number;
}): (req: GuardedRequest) => void {
  if (run.profile !== 'production') return () => undefined;
  return ({ operationId, json }) => {
    const marked = operationId === undefined ? undefined : movingMoney.get(operationId);
    if (marked === undefined) return;
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    // A quote moves money once executed: with a cap, every creation is held to it, so execution is capped too.
    const moves = marked.whenBodySets === undefined || body[marked.whenBodySets] === true || run.moneyCap !== undefined;
    if (!moves) return;
    if (run.moneyCap === undefined) {
      throw new SetupError(
        `refused to send ${operationId}: it would move money under the production profile; allow it with --money-cap <amount>`,
      );
    }
    if (marked.amount === undefined) return;
    const amount = body[marked.amount];
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount > run.moneyCap) {
      throw new SetupError(
        `refused to send ${operationId}: its amount (${String(amount)}) is not within --money-cap ${run.moneyCap}`,
      );
    }
  };
}
