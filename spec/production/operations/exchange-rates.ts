/** Production's operations of exchange rates: method, path and response bodies by status (production facts). */
import type { ProductionOperation } from '../operation.ts';

export const exchangeRatesOperations: Readonly<Record<string, ProductionOperation>> = {
  getExchangeRates: {
    method: 'get',
    path: '/exchange-rates',
    responses: {
      '200': { $ref: '#/components/schemas/ExchangeRateListResponse' },
      '400': { $ref: '#/components/schemas/Error400' },
      '401': { $ref: '#/components/schemas/Error401' },
      '500': { $ref: '#/components/schemas/Error500' },
    },
  },
};
