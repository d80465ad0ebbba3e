import type { OperationRoutes } from '../../http/operation-routes.ts';
import type { Context } from 'koa';
import type { AppDeps } from '../../http/app-deps.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { pageOf, readPageRequest } from '../../http/page.outside-document.ts';
import { answerSigned } from '../../signed-retry/answer.ts';
import { readSignedRetryHeaders } from '../../signed-retry/headers.ts';
import { accountsOfCustomer } from './find-internal-account.ts';
import { toInternalAccountResponse } from './internal-account-record.ts';
import { exportWalletAccount, updateWalletAccount } from './wallet-actions.ts';

/**
 * Registers the internal-account operations: the customer account list (production, not in the document; it must
 * come before `/customers/:customerId`, which would take `internal-accounts` for an id) and the signed wallet
 * actions of 4.2.
 */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const call = (ctx: Context) => ({
    path: ctx.path,
    headers: readSignedRetryHeaders(ctx, deps.config, deps.rules.walletSignatureHeaderRead),
  });
  const param = (ctx: Context): string => (ctx['params'] as Record<string, string | undefined>)['id'] ?? '';
  const query = (ctx: Context, name: string): string | undefined => {
    const value = ctx.query[name];
    return Array.isArray(value) ? value[0] : value;
  };

  routes.add('listCustomerInternalAccounts', platformAuth, async (ctx) => {
    const customerId = query(ctx, 'customerId');
    const type = query(ctx, 'type');
    const currency = query(ctx, 'currency');
    const page = readPageRequest(ctx);
    const accounts = await deps.store.read((data) =>
      (customerId === undefined
        ? Object.values(data.internalAccounts).filter((a) => type === undefined || a.type === type)
        : accountsOfCustomer(data, customerId, type)
      ).filter((a) => currency === undefined || a.currency === currency),
    );
    ctx.body = pageOf(accounts, page, toInternalAccountResponse);
  });

  routes.add('updateInternalAccount', platformAuth, async (ctx, body) => {
    answerSigned(ctx, await updateWalletAccount(deps, param(ctx), body, call(ctx)), 200, toInternalAccountResponse);
  });

  routes.add('exportInternalAccount', platformAuth, async (ctx, body) => {
    answerSigned(ctx, await exportWalletAccount(deps, param(ctx), body, call(ctx)), 200, (exported) => exported);
  });
}
