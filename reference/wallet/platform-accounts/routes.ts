import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import { invalidInput, type FieldError } from '../../http/api-error.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { isCurrencyCode } from '../../../spec/iso-codes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { platformAccounts, toPlatformAccountResponse } from './platform-accounts.ts';

/** Production's `InternalAccountType`. */
const internalAccountTypes = ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'];

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Registers production's `listPlatformInternalAccounts`, filtered by currency and type (not paged). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('listPlatformInternalAccounts', auth, async (ctx) => {
    const currency = single(ctx, 'currency');
    const type = single(ctx, 'type');
    const errors: FieldError[] = [];
    if (currency !== undefined && !isCurrencyCode(currency))
      errors.push({ field: 'currency', message: 'must be a currency code' });
    if (type !== undefined && !internalAccountTypes.includes(type))
      errors.push({ field: 'type', message: `must be one of ${internalAccountTypes.join(', ')}` });
    if (errors.length > 0) throw invalidInput('A filter is not usable.', errors);
    const accounts = await platformAccounts(deps);
    ctx.body = {
      data: accounts
        .filter((a) => (currency === undefined || a.currency === currency) && (type === undefined || a.type === type))
        .map(toPlatformAccountResponse),
    };
  });
}
