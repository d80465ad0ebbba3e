/**
 * Bodies of the receiver lookups, the exchange-rate list, the crypto withdrawal fee estimate and the transaction
 * cancel and reject (1: "Exchange rates | Cached foreign-exchange rates ... including platform-specific fees"; 7.1
 * `INVALID_UMA_ADDRESS`; 7.3 `TRANSACTION_NOT_CANCELLABLE`). The document shows none of these bodies: request
 * members are production's (marked), the answers stay open.
 */
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const notShownWhat = 'Request and response bodies of the exchange-rate, receiver lookup and fee estimate operations';
const notShownTransactions = 'Request bodies of the transaction operations (4.3: "not shown except where stated")';

/** An optional reason a platform gives for its own records (production). */
const reasonBody = (description: string): SchemaObject =>
  notShown(
    notShownTransactions,
    fromProduction({
      type: 'object',
      description,
      'x-section': '4.3',
      properties: { reason: { type: 'string', maxLength: 1024 } },
    }),
  );

export const schemas: Record<string, SchemaObject> = {
  ExchangeRateList: notShown(notShownWhat, {
    type: 'object',
    description:
      'Cached rates per corridor, each with its fees (1: including platform-specific fees); production: `data[]` of ' +
      'sourceCurrency, destinationCurrency, destinationPaymentRail, sendingAmount, receivingAmount, exchangeRate, ' +
      'fees { fixed, total }, updatedAt',
    'x-section': '1',
  }),
  ReceiverLookup: notShown(notShownWhat, {
    type: 'object',
    description:
      'What a receiver accepts; production: supportedCurrencies[] with estimatedExchangeRate, min, max, and a lookupId',
    'x-section': '1',
  }),
  EstimateCryptoWithdrawalFeeRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'A withdrawal from a crypto internal account to an external blockchain address',
      'x-section': '1',
      required: ['internalAccountId', 'currency', 'cryptoNetwork', 'amount', 'destinationAddress'],
      'x-required-source': 'production-facts',
      properties: {
        internalAccountId: { type: 'string', minLength: 1 },
        currency: { type: 'string', minLength: 1 },
        cryptoNetwork: { type: 'string', minLength: 1 },
        amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        destinationAddress: { type: 'string', minLength: 1 },
      },
    }),
  ),
  CryptoWithdrawalFeeEstimate: notShown(notShownWhat, {
    type: 'object',
    description: 'Production: networkFee, networkFeeAsset, applicationFee, totalFee, netAmount',
    'x-section': '1',
  }),
  CancelTransactionRequest: reasonBody('Cancel a transaction before it settles'),
  RejectPaymentRequest: reasonBody('Reject a pending incoming payment'),
};
