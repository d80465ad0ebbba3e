/**
 * What `GET /config` tells of the payment settings (production `PlatformConfig`): whether the platform is a regulated
 * institution, and per currency its maximum single-transaction amount (`supportedCurrencies[].maxAmount`). Production
 * publishes no daily volume; the reference adds its configured one as `dailyVolumeLimit` on the same entry, so that
 * a run against it knows the value (against production the binding must supply it).
 */
import type { ReferenceConfig } from '../config.ts';
import { ownershipThresholds } from '../external-accounts/ownership-rules.ts';

export function publishedPaymentSettings(config: ReferenceConfig): Record<string, unknown> {
  return {
    isRegulatedFinancialInstitution: config.payments.regulatedFinancialInstitution,
    supportedCurrencies: Object.entries(config.payments.transferLimits).map(([currencyCode, limits]) => ({
      currencyCode,
      minAmount: 1,
      maxAmount: limits.singleTransactionMax,
      dailyVolumeLimit: limits.dailyVolume,
      // Not production's either: the regulatory threshold of transfers to accounts pending ownership verification.
      ...(Object.hasOwn(ownershipThresholds, currencyCode)
        ? { ownershipVerificationThreshold: ownershipThresholds[currencyCode] }
        : {}),
      requiredCounterpartyFields: [],
      enabledTransactionTypes: ['OUTGOING', 'INCOMING'],
    })),
  };
}
