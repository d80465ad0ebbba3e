/** Set-up of the SCA suites: customers placed in or outside an SCA region, their accounts, a completed login. */
import fc from 'fast-check';
import { createBodyArb } from '../../../generators/external-accounts-bodies.ts';
import { individualCustomerArb, withFreshPlatformId } from '../../../generators/customers.ts';
import { createAccount, drawn, isSuccess, withFreshAccountNumber } from '../../../support/external-account-setup.ts';
import type { TestKit } from '../../../support/index.ts';

const usdBody = createBodyArb('USD_ACCOUNT');

/** A fresh individual customer in an SCA-regulated region (`sca`) or outside every one. */
export function createRegionCustomer(t: TestKit, sca: boolean, offset = 0): Promise<string> {
  return t.setup(`create a customer ${sca ? 'in' : 'outside'} an SCA region`, async () => {
    const region = sca ? t.binding.scaRegionCustomerFields() : t.binding.nonScaRegionCustomerFields();
    const body = { ...withFreshPlatformId(drawn(t, individualCustomerArb, 8_300 + offset)), ...region };
    const res = await t.api.call('createCustomer', { json: body });
    if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
    return t.binding.customerIdOf(res);
  });
}

/** A fresh external account of the customer; returns its id. */
export async function createCustomerAccount(t: TestKit, customerId: string, offset = 0): Promise<string> {
  const [body] = fc.sample(usdBody, { seed: t.run.seed + 8_400 + offset, numRuns: 1 });
  const account = await createAccount(
    t,
    { ...withFreshAccountNumber(body!), customerId },
    'create an external account of the customer',
  );
  return String(account['id']);
}

/** Completes an SCA login of the customer as set-up; returns the completion answer's body. */
export function scaLogin(t: TestKit, customerId: string): Promise<Record<string, unknown>> {
  return t.setup('complete an SCA login', async () => {
    const body = await t.binding.startScaLogin(customerId);
    const res = await t.api.call('completeScaLogin', { query: { customerId }, json: body });
    if (!isSuccess(res)) throw new Error(`POST /sca/login/complete answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.json as Record<string, unknown>;
  });
}
