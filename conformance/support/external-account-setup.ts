/**
 * Set-up shared by the external-account, agent and event suites: fresh customers, created accounts, generated values
 * drawn from the run's seed.
 */
import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { individualCustomerArb, withFreshPlatformId } from '../generators/customers.ts';
import type {
  ExternalAccountOwner,
  ExternalAccountRef,
} from '../binding/external-accounts/external-accounts-binding.ts';
import type { ApiResponse } from '../http/client.ts';
import type { TestKit } from './test-kit.ts';

type Body = Record<string, unknown>;

/** True for a 2xx answer. */
export function isSuccess(res: ApiResponse): boolean {
  return res.status >= 200 && res.status <= 299;
}

/** One value of `arb`, drawn from the run's seed (offset so that draws of one test differ). */
export function drawn<T>(t: TestKit, arb: fc.Arbitrary<T>, offset = 0): T {
  const [value] = fc.sample(arb, { seed: t.run.seed + offset, numRuns: 1 });
  if (value === undefined) throw new Error('fast-check drew no value');
  return value;
}

/** Creates a fresh individual customer (set-up) and returns its id. */
export function createCustomer(t: TestKit, offset = 0): Promise<string> {
  return t.setup('create a customer', async () => {
    const body = withFreshPlatformId(drawn(t, individualCustomerArb, 7_000 + offset));
    const res = await t.api.call('createCustomer', { json: body });
    if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
    return t.binding.customerIdOf(res);
  });
}

/** Sends the create request of 2.1 for `owner` (to the operation the binding names) and returns the answer. */
export function postAccount(t: TestKit, body: Body, owner: ExternalAccountOwner): Promise<ApiResponse> {
  return t.api.call(t.binding.externalAccountCreateOperation(owner), { json: body });
}

/** Creates an account as set-up (any failure is an `error`) and returns it as answered. */
export function createAccount(t: TestKit, body: Body, label = 'create an external account'): Promise<Body> {
  return t.setup(label, async () => {
    const owner: ExternalAccountOwner = typeof body['customerId'] === 'string' ? 'customer' : 'platform';
    const res = await postAccount(t, body, owner);
    if (!isSuccess(res)) throw new Error(`the create answered ${res.status}: ${res.text.slice(0, 300)}`);
    return t.binding.externalAccountOf(res);
  });
}

/** How tests point at an account the deployment answered. */
export function refOf(account: Body): ExternalAccountRef {
  const customerId = account['customerId'];
  return { id: String(account['id']), customerId: typeof customerId === 'string' ? customerId : null };
}

/**
 * `body` made unique on the deployment: its primary identifier (`accountNumber`) gets random middle digits, drawn
 * outside the seed. Accounts of the platform outlive a run, and a replayed seed must not meet the account it created
 * the first time (creating it again is a 409). The last three digits, which the sandbox reads, are kept.
 */
export function withFreshAccountNumber(body: Body): Body {
  const info = body['accountInfo'] as Body;
  const number = info['accountNumber'];
  if (typeof number !== 'string' || number.length < 8) throw new Error('withFreshAccountNumber needs an accountNumber');
  const fresh = Array.from({ length: number.length - 3 }, () => randomInt(10)).join('');
  return { ...body, accountInfo: { ...info, accountNumber: `${fresh}${number.slice(-3)}` } };
}
