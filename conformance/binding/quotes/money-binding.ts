/**
 * The part of the binding that money movement needs (1, 4.3, 4.4, 4.5, 6, 7.5): the document names quotes,
 * transactions, balances and refund events without showing their members, their statuses or how to read them back.
 * Defaults follow production (the production interface, sections 3, 6, 7 and 11).
 */
import type { UmaTestReceiver } from '../../../spec/sandbox.ts';
import { umaTestAddress } from '../../../spec/sandbox.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiResponse } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';
import { productionSandboxUmaDomain } from '../transactions/payments-binding.ts';

/** Where a quote's money comes from. */
export type QuoteSource =
  | { readonly kind: 'account'; readonly accountId: string }
  /** `customerId` left out: a request that names no customer (an agent's, which acts for the agent's customer). */
  | { readonly kind: 'real-time'; readonly currency: string; readonly customerId?: string };

/** Where it goes. */
export type QuoteDestination =
  | { readonly kind: 'account'; readonly accountId: string }
  | { readonly kind: 'uma'; readonly address: string };

export interface QuoteRequest {
  readonly source: QuoteSource;
  readonly destination: QuoteDestination;
  /** Smallest units of the sending currency. */
  readonly sendingAmount: number;
  readonly immediatelyExecute?: boolean;
}

/** What the suite reads of a quote. */
export interface QuoteView {
  readonly id: string;
  /** The transaction its execution creates or created. */
  readonly transactionId: string;
  readonly receivingCurrency: string;
  /**
   * What executing it takes from an internal-account source, in smallest units of the sending currency, when the
   * quote states it (production: `totalSendingAmount`, fees included).
   */
  readonly totalSending?: number;
  /** What it delivers to its destination, in smallest units of the receiving currency (production: `totalReceivingAmount`). */
  readonly totalReceiving?: number;
}

/** The state of a transaction in the document's words: pending, completed, failed. */
export type MoneyState = 'pending' | 'completed' | 'failed';

export interface MoneyBinding {
  /** Members of `POST /customers` that give the customer an internal account in `currency` (production: `currencies`). */
  customerCurrencyMembers(currency: string): Record<string, unknown>;
  /** The customer's internal account in `currency` (production: `GET /customers/internal-accounts`, INTERNAL_FIAT). */
  internalAccountOf(customerId: string, currency: string): Promise<string>;
  /** What the account can spend now, in smallest units (production: `balance.amount` of the account as listed). */
  availableBalanceOf(customerId: string, accountId: string): Promise<number>;
  /** The body of `POST /quotes` (production QuoteRequest, the sending side locked). */
  quoteBody(request: QuoteRequest): Record<string, unknown>;
  /** The quote a successful `POST /quotes` or execute answer describes. */
  quoteOf(response: ApiResponse): QuoteView;
  /** The transaction, read back (production: `GET /transactions/{transactionId}`). */
  getTransaction(transactionId: string): Promise<Record<string, unknown>>;
  /** The transaction's state (production statuses: COMPLETED; FAILED, REJECTED, EXPIRED, REFUNDED; else pending). */
  stateOf(transaction: Readonly<Record<string, unknown>>): MoneyState;
  /** Its failure reason, if it reports one (production: `failureReason`). */
  failureReasonOf(transaction: Readonly<Record<string, unknown>>): string | undefined;
  /** The state of its refund, if one started (production: `refund.status`). */
  refundStateOf(transaction: Readonly<Record<string, unknown>>): MoneyState | undefined;
  /** The event types of an outgoing payment's refund (6: "exist in the same way"; names not shown). */
  outgoingRefundEventType(refund: MoneyState): string;
  /** The full address of a 4.5 UMA test receiver, as a quote destination (the sandbox UMA domain is not shown). */
  umaTestReceiverAddress(receiver: UmaTestReceiver): string;
}

export const methods = [
  'customerCurrencyMembers',
  'internalAccountOf',
  'availableBalanceOf',
  'quoteBody',
  'quoteOf',
  'getTransaction',
  'stateOf',
  'failureReasonOf',
  'refundStateOf',
  'outgoingRefundEventType',
  'umaTestReceiverAddress',
] as const satisfies readonly (keyof MoneyBinding)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonObject(res: ApiResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

const completedStatuses = new Set(['COMPLETED']);
const failedStatuses = new Set(['FAILED', 'REJECTED', 'EXPIRED', 'REFUNDED']);

/** The production defaults of {@link MoneyBinding}. */
export function create(ctx: BindingContext): MoneyBinding {
  const { api } = ctx;
  const accounts = async (customerId: string, query: Record<string, string> = {}) => {
    const data = jsonObject(
      await api.call('listCustomerInternalAccounts', { query: { customerId, ...query } }),
      'GET /customers/internal-accounts',
    )['data'];
    if (!Array.isArray(data)) throw new SetupError('binding: GET /customers/internal-accounts has no "data" array');
    return data.filter(isObject);
  };
  return {
    customerCurrencyMembers: (currency) => ({ currencies: [currency] }),

    async internalAccountOf(customerId, currency) {
      const found = (await accounts(customerId, { currency, type: 'INTERNAL_FIAT' })).find(
        (a) => a['type'] === 'INTERNAL_FIAT',
      );
      if (typeof found?.['id'] !== 'string')
        throw new SetupError(`binding: customer ${customerId} has no INTERNAL_FIAT account in ${currency}`);
      return found['id'];
    },

    async availableBalanceOf(customerId, accountId) {
      const account = (await accounts(customerId)).find((a) => a['id'] === accountId);
      const amount = isObject(account?.['balance']) ? account['balance']['amount'] : undefined;
      if (typeof amount !== 'number')
        throw new SetupError(`binding: internal account ${accountId} has no numeric balance.amount`);
      return amount;
    },

    quoteBody(request) {
      const { source, destination } = request;
      return {
        source:
          source.kind === 'account'
            ? { sourceType: 'ACCOUNT', accountId: source.accountId }
            : {
                sourceType: 'REALTIME_FUNDING',
                currency: source.currency,
                ...(source.customerId === undefined ? {} : { customerId: source.customerId }),
              },
        destination:
          destination.kind === 'account'
            ? { destinationType: 'ACCOUNT', accountId: destination.accountId }
            : { destinationType: 'UMA_ADDRESS', umaAddress: destination.address },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: request.sendingAmount,
        ...(request.immediatelyExecute === undefined ? {} : { immediatelyExecute: request.immediatelyExecute }),
      };
    },

    quoteOf(response) {
      const quote = jsonObject(response, 'the quote operation');
      const receiving = quote['receivingCurrency'];
      const code = isObject(receiving) ? receiving['code'] : receiving;
      if (typeof quote['id'] !== 'string' || typeof quote['transactionId'] !== 'string' || typeof code !== 'string') {
        throw new SetupError('binding: the quote has no string "id", "transactionId" or "receivingCurrency.code"');
      }
      const sending = quote['totalSendingAmount'];
      const delivered = quote['totalReceivingAmount'];
      return {
        id: quote['id'],
        transactionId: quote['transactionId'],
        receivingCurrency: code,
        ...(Number.isInteger(sending) ? { totalSending: sending as number } : {}),
        ...(Number.isInteger(delivered) ? { totalReceiving: delivered as number } : {}),
      };
    },

    async getTransaction(transactionId) {
      return jsonObject(
        await api.call('getTransactionById', { params: { transactionId } }),
        'GET /transactions/{transactionId}',
      );
    },

    stateOf(transaction) {
      const status = transaction['status'];
      if (typeof status !== 'string') throw new SetupError('binding: the transaction has no string "status"');
      return completedStatuses.has(status) ? 'completed' : failedStatuses.has(status) ? 'failed' : 'pending';
    },

    failureReasonOf(transaction) {
      const reason = transaction['failureReason'];
      return typeof reason === 'string' ? reason : undefined;
    },

    refundStateOf(transaction) {
      const refund = transaction['refund'];
      const status = isObject(refund) ? refund['status'] : undefined;
      if (status === undefined) return undefined;
      return status === 'COMPLETED' ? 'completed' : status === 'FAILED' ? 'failed' : 'pending';
    },

    outgoingRefundEventType: (refund) => `OUTGOING_PAYMENT.REFUND_${refund.toUpperCase()}`,

    umaTestReceiverAddress: (receiver) => umaTestAddress(receiver, productionSandboxUmaDomain),
  };
}
