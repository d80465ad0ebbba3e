import type { Context } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput } from '../http/api-error.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { confirmBeneficiaryChange, startBeneficiaryChange } from './beneficiary-trust.ts';
import { confirmContactCode, sendContactCode } from './contact-verification.ts';
import { confirmPasskeyEnrollment, deleteScaFactor, startPasskeyEnrollment } from './sca-factors.ts';
import { completeScaLogin, startScaLogin } from './sca-login.ts';

/** The required `customerId` query parameter of the SCA operations (production). */
function customerIdOf(ctx: Context): string {
  const value = ctx.query['customerId'];
  if (typeof value !== 'string' || value === '') {
    throw invalidInput('The customerId query parameter is required.', [
      { field: 'customerId', message: 'required, one value' },
    ]);
  }
  return value;
}

/** Registers SCA login, factors, beneficiary trust and contact verification (1, 4.3, 5, 7.3, 8). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const accountId = (ctx: Context) => ctx.params['externalAccountId'] ?? '';
  const customerPath = (ctx: Context) => ctx.params['customerId'] ?? '';

  routes.add('startScaLogin', auth, async (ctx, body) => {
    const customerId = customerIdOf(ctx);
    ctx.body = await startScaLogin(deps, customerId, body);
  });
  routes.add('completeScaLogin', auth, async (ctx, body) => {
    const customerId = customerIdOf(ctx);
    ctx.body = await completeScaLogin(deps, customerId, body);
  });

  routes.add('startScaFactorEnrollment', auth, async (ctx, body) => {
    const customerId = customerIdOf(ctx);
    ctx.body = await startPasskeyEnrollment(deps, customerId, body);
  });
  routes.add('confirmScaFactorEnrollment', auth, async (ctx, body) => {
    const customerId = customerIdOf(ctx);
    ctx.body = await confirmPasskeyEnrollment(deps, customerId, body);
  });
  routes.add('deleteScaFactor', auth, async (ctx) => {
    await deleteScaFactor(deps, customerIdOf(ctx), ctx.params['credentialId'] ?? '');
    ctx.status = 204;
  });

  routes.add('startBeneficiaryTrust', auth, async (ctx) => {
    ctx.body = await startBeneficiaryChange(deps, accountId(ctx), 'TRUST');
  });
  routes.add('confirmBeneficiaryTrust', auth, async (ctx, body) => {
    ctx.body = await confirmBeneficiaryChange(deps, accountId(ctx), 'TRUST', body);
  });
  routes.add('startBeneficiaryUntrust', auth, async (ctx) => {
    ctx.body = await startBeneficiaryChange(deps, accountId(ctx), 'UNTRUST');
  });
  routes.add('confirmBeneficiaryUntrust', auth, async (ctx, body) => {
    ctx.body = await confirmBeneficiaryChange(deps, accountId(ctx), 'UNTRUST', body);
  });

  for (const [channel, send, confirm] of [
    ['email', 'sendCustomerEmailVerification', 'confirmCustomerEmailVerification'],
    ['phone', 'sendCustomerPhoneVerification', 'confirmCustomerPhoneVerification'],
  ] as const) {
    routes.add(send, auth, async (ctx) => {
      await sendContactCode(deps, customerPath(ctx), channel);
      ctx.status = 204;
    });
    routes.add(confirm, auth, async (ctx, body) => {
      ctx.body = await confirmContactCode(deps, customerPath(ctx), channel, body);
    });
  }
}
