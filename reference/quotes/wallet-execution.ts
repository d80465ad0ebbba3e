/**
 * `POST /quotes/{quoteId}/execute` when the source is an embedded wallet (4.2, 5): a signed flow. The first call
 * answers the 202 challenge; the retry, signed by an active session of the wallet account, executes the quote.
 */
import type { AppDeps } from '../http/app-deps.ts';
import type { SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { executeQuoteIn, findQuote, type Execution } from './execute-quote.ts';
import { keepAnswer, keptAnswer, type IdempotentRequest, type KeptAnswer } from './idempotency.ts';
import { toQuoteResponse, type QuoteRecord } from './quote-record.ts';

/** The embedded-wallet account a quote is paid from, if it is. */
export function walletSourceOf(data: ReferenceData, quote: QuoteRecord): string | undefined {
  if (quote.source.kind !== 'internal-account') return undefined;
  const account = rowById(data.internalAccounts, quote.source.accountId);
  return account?.type === 'EMBEDDED_WALLET' ? account.id : undefined;
}

export interface ExecuteCall {
  readonly quoteId: string;
  readonly path: string;
  /** The parsed body, `undefined` when none was sent (the body is optional). */
  readonly body: unknown;
  readonly headers: SignedRetryHeaders;
  /** The request's `Idempotency-Key`, if it sent one. */
  readonly keyed?: IdempotentRequest | undefined;
}

/** What an execute request answered: the execution it carried out, or the first answer of its key again. */
export interface ExecuteAnswer {
  readonly execution?: Execution;
  readonly answer: KeptAnswer;
  readonly replayed?: true;
}

/** Executes the quote: signed when its source is an embedded wallet and the rules ask for it, at once otherwise. */
export function executeQuote(deps: AppDeps, call: ExecuteCall): Promise<SignedOutcome<ExecuteAnswer>> {
  return runSignedOperation<ExecuteAnswer>(deps, {
    replay(draft, now) {
      const kept = keptAnswer(draft, call.keyed, now);
      return kept === undefined ? undefined : { answer: kept, replayed: true };
    },
    request: { method: 'POST', path: call.path, body: call.body },
    headers: call.headers,
    plan(draft) {
      const wallet = walletSourceOf(draft, findQuote(draft, call.quoteId));
      if (wallet === undefined || !deps.rules.walletExecutionSigned) {
        return { signatureNeeded: false, signer: { kind: 'key', publicKeyHex: '' }, activity: 'EXECUTE_QUOTE' };
      }
      return {
        signer: { kind: 'session-of-account', accountId: wallet },
        activity: 'EXECUTE_QUOTE',
      };
    },
    perform(draft, _retry, now) {
      const execution = executeQuoteIn(draft, findQuote(draft, call.quoteId), {
        now,
        rules: deps.rules,
        config: deps.config,
        trigger: 'execute',
      });
      const answer = { status: 200, body: toQuoteResponse(execution.quote, now) };
      if (execution.refusal === undefined) keepAnswer(draft, call.keyed, answer, now);
      return { execution, answer };
    },
  });
}
