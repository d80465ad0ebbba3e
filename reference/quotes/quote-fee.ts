/**
 * The platform fee of a quote, in smallest units of the source currency: the one place a fee is decided (2.6
 * `platformFeesIncluded`, 4.3 `feeConfigs` and `platformFeeOverride`, 8 "USD source currency today"). The arithmetic
 * is the rules' (`platformFeeOf`).
 */
import type { PlatformFeeTerms } from '../../spec/payment-rules.ts';
import { invalidInput } from '../http/api-error.ts';
import { platformConfigKey } from '../platform-config/platform-config-record.ts';
import type { ReferenceData } from '../store/data.ts';
import type { MoneyRules } from './quote-rules.ts';

export interface FeeQuestion {
  readonly sourceCurrency: string;
  readonly destinationCurrency: string;
  readonly sendingAmount: number;
  /** `platformFeeOverride` of the request, as given (its shape passed the request schema). */
  readonly override?: unknown;
}

type FeeTerms = PlatformFeeTerms;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const amountOf = (value: unknown): number =>
  isObject(value) && typeof value['amount'] === 'number' ? value['amount'] : 0;

/** The stored `feeConfigs` entry for this source currency (production: one per fee type and source currency). */
function configuredTerms(data: ReferenceData, sourceCurrency: string): FeeTerms | undefined {
  const config = Object.hasOwn(data.platformConfig, platformConfigKey)
    ? data.platformConfig[platformConfigKey]
    : undefined;
  const configs = config?.settings['feeConfigs'];
  if (!Array.isArray(configs)) return undefined;
  const entry = configs.find((c): c is Json => isObject(c) && c['sourceCurrency'] === sourceCurrency);
  if (!entry) return undefined;
  return {
    bps: typeof entry['variableFeeBps'] === 'number' ? entry['variableFeeBps'] : 0,
    fixed: amountOf(entry['fixedFee']),
  };
}

function overrideTerms(override: unknown): FeeTerms {
  const given = isObject(override) ? override : {};
  return {
    bps: typeof given['platformVariableFeeBps'] === 'number' ? given['platformVariableFeeBps'] : 0,
    fixed: amountOf(given['platformFixedFee']),
  };
}

/**
 * Refuses a `platformFeeOverride` on a source currency the rules do not allow (8); call once per request, before
 * any fee is computed.
 */
export function checkFeeOverride(question: Pick<FeeQuestion, 'sourceCurrency' | 'override'>, rules: MoneyRules): void {
  if (question.override === undefined) return;
  if (!rules.platformFeeSourceCurrencies.includes(question.sourceCurrency)) {
    throw invalidInput('The quote request has invalid fields.', [
      {
        field: 'platformFeeOverride',
        message: `requires a source currency of ${rules.platformFeeSourceCurrencies.join(' or ')}; the source is in ${question.sourceCurrency}`,
      },
    ]);
  }
}

export function quotePlatformFee(data: ReferenceData, question: FeeQuestion, rules: MoneyRules): number {
  const override = question.override === undefined ? undefined : overrideTerms(question.override);
  if (override !== undefined && rules.honoursFeeOverride(override))
    return rules.platformFeeOf(override, question.sendingAmount);
  if (!rules.feeConfigApplies(question.sourceCurrency, question.destinationCurrency)) return 0;
  const terms = configuredTerms(data, question.sourceCurrency);
  return terms === undefined ? 0 : rules.platformFeeOf(terms, question.sendingAmount);
}

/**
 * The platform's configured fee on a corridor without any override (1: exchange rates "including platform-specific
 * fees"): its fixed amount and the whole fee on `sendingAmount`, both 0 where no configuration applies.
 */
export function configuredPlatformFee(
  data: ReferenceData,
  question: Omit<FeeQuestion, 'override'>,
  rules: MoneyRules,
): { readonly fixed: number; readonly total: number } {
  if (!rules.feeConfigApplies(question.sourceCurrency, question.destinationCurrency)) return { fixed: 0, total: 0 };
  const terms = configuredTerms(data, question.sourceCurrency);
  if (terms === undefined) return { fixed: 0, total: 0 };
  return { fixed: terms.fixed, total: rules.platformFeeOf(terms, question.sendingAmount) };
}
