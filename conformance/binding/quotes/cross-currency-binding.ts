/**
 * The part of the binding for exchange rates and receiver lookups (1: rates "including platform-specific fees"; 7.1
 * `INVALID_UMA_ADDRESS`). The document names exchange rates and the code, and shows neither operation nor any shape.
 * Defaults follow production: `GET /exchange-rates` with `sourceCurrency`, `destinationCurrency` and `sendingAmount`
 * answers `{ data: [ExchangeRate] }`, each rate's fee as `fees.total` in smallest units of the source currency; a
 * receiver lookup names its sender by `customerId` (or `senderUmaAddress`).
 */
import { SetupError } from '../../engine/setup-error.ts';
import type { QueryValue } from '../../http/client.ts';
import type { BindingContext } from '../binding.ts';

/** One corridor priced on one sending amount (smallest units of the source currency). */
export interface RateCorridor {
  readonly sourceCurrency: string;
  readonly destinationCurrency: string;
  readonly sendingAmount: number;
}

export interface CrossCurrencyBinding {
  /** The fee, in smallest units of the source currency, that the exchange rate of `corridor` includes. */
  exchangeRateFee(corridor: RateCorridor): Promise<number>;
  /** The query of a receiver lookup made for the platform's customer `customerId` (production: `{ customerId }`). */
  receiverLookupQuery(customerId: string): Readonly<Record<string, QueryValue>>;
}

export const methods = [
  'exchangeRateFee',
  'receiverLookupQuery',
] as const satisfies readonly (keyof CrossCurrencyBinding)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A currency member: production's `Currency` object, or a bare code. */
const codeOf = (value: unknown): unknown => (isObject(value) ? value['code'] : value);

export function create(ctx: BindingContext): CrossCurrencyBinding {
  const { api } = ctx;
  return {
    async exchangeRateFee(corridor) {
      const res = await api.call('getExchangeRates', {
        query: {
          sourceCurrency: corridor.sourceCurrency,
          destinationCurrency: [corridor.destinationCurrency],
          sendingAmount: corridor.sendingAmount,
        },
      });
      if (res.status !== 200 || !isObject(res.json) || !Array.isArray(res.json['data']))
        throw new SetupError(`binding: GET /exchange-rates answered ${res.status}: ${res.text.slice(0, 300)}`);
      const rate = res.json['data'].find(
        (r) =>
          isObject(r) &&
          codeOf(r['sourceCurrency']) === corridor.sourceCurrency &&
          codeOf(r['destinationCurrency']) === corridor.destinationCurrency,
      );
      if (!isObject(rate))
        throw new SetupError(
          `binding: GET /exchange-rates listed no rate from ${corridor.sourceCurrency} to ${corridor.destinationCurrency}`,
        );
      if (rate['sendingAmount'] !== corridor.sendingAmount)
        throw new SetupError(
          `binding: the rate is priced on ${JSON.stringify(rate['sendingAmount'])}, not ${corridor.sendingAmount}`,
        );
      const total = isObject(rate['fees']) ? rate['fees']['total'] : undefined;
      if (typeof total !== 'number' || !Number.isInteger(total))
        throw new SetupError(`binding: the rate has no integer fees.total (got ${JSON.stringify(rate['fees'])})`);
      return total;
    },

    receiverLookupQuery: (customerId) => ({ customerId }),
  };
}
