/**
 * Same-currency transfer bodies (1: deprecated, replaced by the quote endpoints). The document shows none; the
 * members are production's, and the answer is the transaction (`Transaction`, open).
 */
import { productionSchemas } from '../../production/schemas.ts';
import { purposesOfPayment, remittanceInformationMaxLength } from '../../transfers.ts';
import type { SchemaObject } from '../types.ts';
import { fromProduction, notShown } from './common.ts';

const notShownWhat = 'Bodies of the same-currency transfer operations (deprecated, 1)';

const accountReference: SchemaObject = fromProduction({
  type: 'object',
  required: ['accountId'],
  properties: { accountId: { type: 'string' } },
});

/** Production: an amount in the smallest unit of the currency; bounded like a quote's. */
const amount: SchemaObject = { type: 'integer', exclusiveMinimum: 0, maximum: 9e15 };

const paymentRails = (productionSchemas['PaymentRail']?.['enum'] ?? []) as readonly string[];

export const schemas: Record<string, SchemaObject> = {
  TransferInRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'Pull from an external account (source) into an internal account (destination)',
      'x-section': '1',
      required: ['source', 'destination'],
      properties: {
        source: accountReference,
        destination: accountReference,
        amount,
      },
    }),
  ),
  TransferOutRequest: notShown(
    notShownWhat,
    fromProduction({
      type: 'object',
      description: 'Pay from an internal account (source) out to an external account (destination)',
      'x-section': '1',
      required: ['source', 'destination'],
      properties: {
        source: accountReference,
        destination: fromProduction({
          type: 'object',
          required: ['accountId'],
          properties: {
            accountId: { type: 'string' },
            paymentRail: { type: 'string', enum: [...paymentRails] },
          },
        }),
        amount,
        remittanceInformation: { type: 'string', maxLength: remittanceInformationMaxLength },
        purposeOfPayment: { type: 'string', enum: [...purposesOfPayment] },
      },
    }),
  ),
};
