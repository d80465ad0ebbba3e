/**
 * Sandbox endpoints (4.4). The document lists each body's members; their types come from the document where given
 * (amounts are integers in the smallest currency unit) and from the production facts otherwise.
 */
import type { SchemaObject } from '../types.ts';
import { currencyCode, fromProduction, notShown, prefixedId, prodStr } from './common.ts';

const minorUnits: SchemaObject = { type: 'integer', description: 'smallest currency unit' };
const sandboxAnswer = 'Response bodies of the sandbox endpoints';

export const schemas: Record<string, SchemaObject> = {
  SandboxFundRequest: {
    type: 'object',
    description: 'Funds an internal account at once',
    'x-section': '4.4',
    required: ['amount'],
    // The document gives the integer smallest unit; production bounds it (> 0, <= 1e11).
    properties: { amount: { ...minorUnits, ...fromProduction({ exclusiveMinimum: 0, maximum: 1e11 }) } },
  },
  SandboxSendRequest: {
    type: 'object',
    description: 'Simulates the real-time funding payment for a quote',
    'x-section': '4.4',
    required: ['quoteId', 'currencyCode'],
    properties: {
      quoteId: prefixedId('Quote'),
      currencyCode: fromProduction(currencyCode),
      // Production: the amount sent, defaulting to the quote's.
      currencyAmount: fromProduction({ ...minorUnits, exclusiveMinimum: 0 }),
    },
  },
  SandboxUmaReceiveRequest: {
    type: 'object',
    description: 'Simulates an incoming UMA payment to a platform user',
    'x-section': '4.4',
    required: ['senderUmaAddress', 'receiverUmaAddress', 'receivingCurrencyCode', 'receivingCurrencyAmount'],
    properties: {
      senderUmaAddress: prodStr(),
      receiverUmaAddress: prodStr(),
      // Production also names the receiver by `customerId`; the document's body names the address, so it stays required.
      customerId: fromProduction(prefixedId('Customer', 'the receiving customer')),
      receivingCurrencyCode: fromProduction(currencyCode),
      // A payment moves a positive amount (production facts); the document gives the integer smallest unit. Bounded
      // like the fund amount (production: at most 1e11), so that no amount reaches where numbers stop being exact.
      receivingCurrencyAmount: { ...minorUnits, exclusiveMinimum: 0, ...fromProduction({ maximum: 1e11 }) },
    },
  },
  SandboxResult: notShown(sandboxAnswer, { type: 'object', 'x-section': '4.4' }),
};
