import type { Context } from 'koa';
import { isCountryCode, isCurrencyCode } from '../../../spec/iso-codes.ts';
import type { FieldError } from '../../http/api-error.ts';
import { invalidInput } from '../../http/api-error.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { discoveryDirectory } from './discovery-directory.ts';

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Registers production's `getDiscoveries`: the institutions of a country and currency corridor, every one without a
 * filter; a filter that is no ISO code is refused with 400 `INVALID_INPUT` naming it (production: "invalid
 * parameters").
 */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('getDiscoveries', auth, async (ctx) => {
    const country = single(ctx, 'country');
    const currency = single(ctx, 'currency');
    const errors: FieldError[] = [];
    if (country !== undefined && !isCountryCode(country))
      errors.push({ field: 'country', message: 'must be an ISO 3166-1 alpha-2 country code' });
    if (currency !== undefined && !isCurrencyCode(currency))
      errors.push({ field: 'currency', message: 'must be an ISO 4217 currency code' });
    if (errors.length > 0) throw invalidInput('A filter is not a code of its standard.', errors);
    ctx.body = {
      data: discoveryDirectory.filter(
        (d) => (country === undefined || d.country === country) && (currency === undefined || d.currency === currency),
      ),
    };
  });
}
