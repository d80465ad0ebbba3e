import type { UmaTestReceiver } from '../../../spec/sandbox.ts';
import { umaTestAddress } from '../../../spec/sandbox.ts';
import type { ApiResponse } from '../../http/client.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding that incoming payments need (2.1, 4.4, 4.5): shapes and operations the document names
 * without showing. Defaults follow production (the production interface's facts, sections 2, 3, 6 and 7).
 */
export interface PaymentsBinding {
  /**
   * The full address of a 4.5 UMA test address, used as the sender of `POST /sandbox/uma/receive` (production: the
   * test addresses act as senders). The sandbox UMA domain is not shown; production's is `sandbox.grid.uma.money`.
   */
  umaTestSenderAddress(sender: UmaTestReceiver): string;

  /**
   * The UMA address a customer receives payments at. The document names none of the customer's members; production
   * answers it as `umaAddress` on `GET /customers/{customerId}`.
   */
  receiverUmaAddressOf(customerId: string): Promise<string>;

  /** The incoming transaction a successful `POST /sandbox/uma/receive` answer describes; production answers it as the body. */
  incomingTransactionOf(response: ApiResponse): Record<string, unknown>;

  /**
   * The id of the account an incoming transaction was deposited into (external or internal). The transaction's fields
   * are not shown; production: `destination.accountId` (`destinationType` ACCOUNT).
   */
  depositAccountOf(transaction: Readonly<Record<string, unknown>>): string;

  /**
   * The id of the customer's primary internal account (2.1 names it, without defining it). Production:
   * `GET /customers/internal-accounts?customerId=&type=INTERNAL_FIAT`, the first account of `data`.
   */
  primaryInternalAccountOf(customerId: string): Promise<string>;
}

export const methods = [
  'umaTestSenderAddress',
  'receiverUmaAddressOf',
  'incomingTransactionOf',
  'depositAccountOf',
  'primaryInternalAccountOf',
] as const satisfies readonly (keyof PaymentsBinding)[];

/** Production's sandbox UMA domain (production facts, section 7). */
export const productionSandboxUmaDomain = 'sandbox.grid.uma.money';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonObject(res: ApiResponse, what: string): Record<string, unknown> {
  if (res.status < 200 || res.status > 299)
    throw new SetupError(`binding: ${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (!isObject(res.json)) throw new SetupError(`binding: ${what} (HTTP ${res.status}) did not answer a JSON object`);
  return res.json;
}

/** The production defaults of {@link PaymentsBinding}. */
export function create(ctx: BindingContext): PaymentsBinding {
  const { api } = ctx;
  return {
    umaTestSenderAddress(sender) {
      return umaTestAddress(sender, productionSandboxUmaDomain);
    },

    async receiverUmaAddressOf(customerId) {
      const customer = jsonObject(
        await api.call('getCustomerById', { params: { customerId } }),
        'GET /customers/{customerId}',
      );
      const address = customer['umaAddress'];
      if (typeof address !== 'string' || address === '')
        throw new SetupError('binding: the customer has no string "umaAddress"');
      return address;
    },

    incomingTransactionOf(response) {
      const transaction = jsonObject(response, 'POST /sandbox/uma/receive');
      if (typeof transaction['id'] !== 'string')
        throw new SetupError('binding: the incoming transaction has no string "id"');
      return transaction;
    },

    depositAccountOf(transaction) {
      const destination = transaction['destination'];
      const accountId = isObject(destination) ? destination['accountId'] : undefined;
      if (typeof accountId !== 'string' || accountId === '') {
        throw new SetupError('binding: the transaction has no string "destination.accountId"');
      }
      return accountId;
    },

    async primaryInternalAccountOf(customerId) {
      const res = await api.call('listCustomerInternalAccounts', { query: { customerId, type: 'INTERNAL_FIAT' } });
      const data = jsonObject(res, 'GET /customers/internal-accounts')['data'];
      if (!Array.isArray(data)) throw new SetupError('binding: GET /customers/internal-accounts has no "data" array');
      const [first] = data.filter((a) => isObject(a) && a['type'] === 'INTERNAL_FIAT') as Record<string, unknown>[];
      if (typeof first?.['id'] !== 'string')
        throw new SetupError(`binding: customer ${customerId} has no INTERNAL_FIAT internal account`);
      return first['id'];
    },
  };
}
