/**
 * Deviants of the money answers (2.6, 4.3, 7, 9): quotes, outgoing transactions, the platform config and the SCA
 * login completion with a member left out or in another form, a limit answered with a sibling code.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { at, codeAnsweredAs, memberOmitted, requestCheckForgotten } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/** A source or destination whose `onChainTransaction` has no `network`. */
function withoutNetwork(side: unknown): unknown {
  const chain = (side as { onChainTransaction?: Record<string, unknown> } | undefined)?.onChainTransaction;
  if (chain === undefined) return side;
  const { network: _left, ...rest } = chain;
  return { ...(side as object), onChainTransaction: rest };
}

export const moneyMemberDeviants: Deviant[] = familyOf('quotes', [
  of(
    'quote-without-platform-fees-included',
    '2.6/quote-platform-fees-included',
    'quotes are answered without `platformFeesIncluded`',
    memberOmitted('Quote', 'platformFeesIncluded'),
  ),
  of(
    'outgoing-without-platform-fees',
    '2.6/outgoing-transaction-platform-fees',
    'outgoing transactions are answered without `platformFees`',
    memberOmitted('Transaction', 'platformFees'),
  ),
  of(
    'on-chain-without-network',
    '2.6/on-chain-transaction-shape',
    '`onChainTransaction` is answered without `network`',
    {
      answerShapes: [
        {
          component: 'Transaction',
          change: (o) => ({ ...o, source: withoutNetwork(o['source']), destination: withoutNetwork(o['destination']) }),
        },
      ],
    },
  ),
  of(
    'config-without-tokenization-2fa',
    '2.6/platform-config-fields',
    'the platform config is answered without `cardTokenization2faConfig`',
    memberOmitted('PlatformConfig', 'cardTokenization2faConfig'),
  ),
  of(
    'quote-immediately-execute-any-type',
    '2.6/quote-request-optional-fields',
    'a quote request whose `immediatelyExecute` is not a boolean is accepted (read as truthy)',
    requestCheckForgotten('QuoteCreateRequest', at('immediatelyExecute')),
  ),
  of(
    'sca-login-without-session-expiry',
    '4.3/sca-login-complete-session-expires-at',
    'the SCA login completion is answered without `sessionExpiresAt`',
    memberOmitted('ScaLoginCompletion', 'sessionExpiresAt'),
  ),
  of(
    'size-limit-as-amount-out-of-range',
    '7.1/transaction-size-limit-exceeded',
    'an amount above the single-transaction maximum answers 400 AMOUNT_OUT_OF_RANGE, not TRANSACTION_SIZE_LIMIT_EXCEEDED',
    codeAnsweredAs('TRANSACTION_SIZE_LIMIT_EXCEEDED', 'AMOUNT_OUT_OF_RANGE'),
  ),
]);

/** Money rules of 4.3, 6 and 7.5 with one case wrong: an event left out, a reason reported as another, approval inverted. */
export const moneyFlowDeviants: Deviant[] = familyOf('quotes', [
  of(
    'refund-completed-event-not-sent',
    '6/outgoing-payment-refund-completed',
    'the refund of an outgoing payment completes without its event',
    { sendsEvent: (type: string) => type !== 'OUTGOING_PAYMENT.REFUND_COMPLETED' },
  ),
  of(
    'refund-failed-event-not-sent',
    '6/outgoing-payment-refund-failed',
    'the refund of an outgoing payment fails without its event',
    { sendsEvent: (type: string) => type !== 'OUTGOING_PAYMENT.REFUND_FAILED' },
  ),
  of(
    'compliance-failure-as-execution-failure',
    '7.5/failure-reason-documented',
    'a compliance failure is reported as QUOTE_EXECUTION_FAILED, not COMPLIANCE_REJECTED',
    {
      reportedFailureReason: (reason: string) => (reason === 'COMPLIANCE_REJECTED' ? 'QUOTE_EXECUTION_FAILED' : reason),
    },
  ),
  of(
    'pending-approval-refused',
    '4.3/approve-pending-transaction',
    'approving a transaction pending platform approval is refused, as if it were not pending',
    { approvable: (pending: boolean) => !pending },
  ),
]);
