import { SetupError } from '../../engine/setup-error.ts';
import type { BindingContext } from '../binding.ts';

/**
 * The part of the binding for transfers to accounts whose ownership is not yet verified (3.1, 7.1, 8). The document
 * says such an account stays usable below "regulatory thresholds" and that a transfer needing verified ownership
 * answers 400 `EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED`, without showing the thresholds.
 */
export interface OwnershipBinding {
  /**
   * The regulatory threshold of transfers in `currency` (smallest units) to an account pending ownership verification,
   * or `undefined` when the deployment does not make it known (the tests that need it `skip`). Production publishes no
   * such value; the default reads `supportedCurrencies[].ownershipVerificationThreshold` of `GET /config`, which a
   * deployment may publish beside production's members (the reference does).
   */
  ownershipThresholdOf(currency: string): Promise<number | undefined>;
}

export const methods = ['ownershipThresholdOf'] as const satisfies readonly (keyof OwnershipBinding)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function create(ctx: BindingContext): OwnershipBinding {
  return {
    async ownershipThresholdOf(currency) {
      const res = await ctx.api.call('getPlatformConfig');
      if (res.status !== 200 || !isObject(res.json))
        throw new SetupError(`binding: GET /config answered ${res.status}: ${res.text.slice(0, 300)}`);
      const entries = res.json['supportedCurrencies'];
      const entry = Array.isArray(entries)
        ? entries.find((e) => isObject(e) && e['currencyCode'] === currency)
        : undefined;
      const threshold = isObject(entry) ? entry['ownershipVerificationThreshold'] : undefined;
      return typeof threshold === 'number' && Number.isInteger(threshold) && threshold > 1 ? threshold : undefined;
    },
  };
}
