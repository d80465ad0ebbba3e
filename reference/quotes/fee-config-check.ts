/**
 * `PATCH /config` `feeConfigs` (4.3, 8): every entry needs an allowed source currency (USD today), and a source
 * currency is configured once. Checked before anything is written, so a refused update leaves the config as it was.
 */
import type { FieldError } from '../http/api-error.ts';
import type { MoneyRules } from './quote-rules.ts';

export function feeConfigErrors(body: Readonly<Record<string, unknown>>, rules: MoneyRules): FieldError[] {
  const configs = body['feeConfigs'];
  if (!Array.isArray(configs)) return [];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  configs.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return;
    const source = (entry as Record<string, unknown>)['sourceCurrency'];
    if (typeof source !== 'string') return;
    const field = `feeConfigs.${index}.sourceCurrency`;
    if (!rules.platformFeeSourceCurrencies.includes(source)) {
      errors.push({
        field,
        message: `platform fees require a source currency of ${rules.platformFeeSourceCurrencies.join(' or ')}`,
      });
      return;
    }
    if (seen.has(source)) {
      errors.push({ field, message: 'a source currency is configured once' });
    }
    seen.add(source);
  });
  return errors;
}
