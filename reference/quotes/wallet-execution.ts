/**
 * `POST /quotes/{quoteId}/execute` when the source is an embedded wallet (4.2, 5): a signed flow. The first call
 * answers the 202 challenge; the retry, signed by an active session of the wallet account, executes the quote.
 */
import type { AppDeps } from '../http/app-deps.ts';
import type { SignedRetryHeaders } from '../signed-retry/complete-retry.ts';
import { runSignedOperation, type SignedOutcome } from '../signed-retry/run-signed.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { executeQuoteIn, findQuote, type Execution } from './execute-quote.ts';
import type { QuoteRecord } from './quote-record.ts';

/** The embedded-wallet account a quote is paid from, if it is. */
export function walletSourceOf(data: ReferenceData, quote: QuoteRecord): string | undefined {
  if (quote.source.kind !== 'internal-account') return undefined;
  const account = rowById(data.internalAccounts, quote.source.accountId);
  // Stryker disable next-line OptionalChaining: defensive: a quote's internal source account was found when the quote was created, and accounts are not deleted
  return account?.type === 'EMBEDDED_WALLET' ? account.id : undefined;
}

export interface ExecuteCall {
  readonly quoteId: string;
  readonly path: string;
  /** The parsed body, `undefined` when none was sent (the body is optional). */
  readonly body: unknown;
  readonly headers: SignedRetryHeaders;
}

/** Executes the quote: signed when its source is an embedded wallet and the rules ask for it, at once otherwise. */
export function executeQuote(deps: AppDeps, call: ExecuteCall): Promise<SignedOutcome<Execution>> {
  return runSignedOperation(deps, {
    // Stryker disable next-line StringLiteral: equivalent: the challenge and its retry name the same method, whatever its text
    request: { method: 'POST', path: call.path, body: call.body },
    headers: call.headers,
    plan(draft) {
      const wallet = walletSourceOf(draft, findQuote(draft, call.quoteId));
      if (wallet === undefined || !deps.rules.walletExecutionSigned) {
        // Stryker disable next-line StringLiteral: equivalent: with no signature needed, the signer and the activity are never read
        return { signatureNeeded: false, signer: { kind: 'key', publicKeyHex: '' }, activity: 'EXECUTE_QUOTE' };
      }
      return {
        signer: { kind: 'session-of-account', accountId: wallet },
        // Stryker disable next-line StringLiteral: outside the document: the content of payloadToSign is not shown (4.2)
        activity: 'EXECUTE_QUOTE',
      };
    },
    perform(draft, _retry, now) {
      return executeQuoteIn(draft, findQuote(draft, call.quoteId), {
        now,
        rules: deps.rules,
        config: deps.config,
        // Stryker disable next-line StringLiteral: equivalent: every funding path moves money in the reference rules (only a deviant turns one off), so the trigger's text changes nothing here
        trigger: 'execute',
      });
    },
  });
}
