import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { listExchangeRates } from './exchange-rate-list.ts';
import { lookupExternalAccountIn, lookupUmaIn, type SenderQuery } from './receiver-lookup.ts';
import { estimateWithdrawalFee } from './withdrawal-fee.outside-document.ts';

const first = (ctx: Context, name: string): string | undefined => {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
};

const all = (ctx: Context, name: string): string[] => {
  const value = ctx.query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

function senderOf(ctx: Context): SenderQuery {
  const senderUmaAddress = first(ctx, 'senderUmaAddress');
  const customerId = first(ctx, 'customerId');
  return {
    ...(senderUmaAddress === undefined ? {} : { senderUmaAddress }),
    ...(customerId === undefined ? {} : { customerId }),
  };
}

/**
 * Registers production's exchange rates, receiver lookups and crypto withdrawal fee estimate (1: exchange rates
 * "including platform-specific fees"; 7.1 `INVALID_UMA_ADDRESS`).
 */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const context = () => ({ now: deps.clock.now(), rules: deps.rules, config: deps.config });

  routes.add('getExchangeRates', auth, async (ctx) => {
    const sourceCurrency = first(ctx, 'sourceCurrency');
    const sendingAmount = first(ctx, 'sendingAmount');
    const query = {
      destinationCurrencies: all(ctx, 'destinationCurrency'),
      ...(sourceCurrency === undefined ? {} : { sourceCurrency }),
      ...(sendingAmount === undefined ? {} : { sendingAmount }),
    };
    ctx.body = await deps.store.read((data) => listExchangeRates(data, query, context()));
  });

  routes.add('lookupUma', auth, async (ctx) => {
    const address = ctx.params['receiverUmaAddress'] ?? '';
    ctx.body = await deps.store.read((data) => lookupUmaIn(data, address, senderOf(ctx), context()));
  });

  routes.add('lookupExternalAccount', auth, async (ctx) => {
    const accountId = ctx.params['accountId'] ?? '';
    ctx.body = await deps.store.read((data) => lookupExternalAccountIn(data, accountId, senderOf(ctx), context()));
  });

  routes.add('estimateCryptoWithdrawalFee', auth, async (ctx, body) => {
    ctx.body = await deps.store.read((data) => estimateWithdrawalFee(data, body));
  });
}
