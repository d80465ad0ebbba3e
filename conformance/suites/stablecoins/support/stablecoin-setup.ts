/** Set-up of the stablecoin suites: provider account links, registered stablecoins, the accounts operations name. */
import { randomInt } from 'node:crypto';
import type { ProviderLinkState } from '../../../../spec/stablecoins.ts';
import { createBodyArb } from '../../../generators/external-accounts-bodies.ts';
import { createAccount, drawn, isSuccess, withFreshAccountNumber } from '../../../support/external-account-setup.ts';
import type { ApiResponse, TestKit } from '../../../support/index.ts';

/** A new provider account link in `state`; the test skips when the deployment offers no way to obtain one. */
export async function linkIn(t: TestKit, state: ProviderLinkState): Promise<string> {
  const id = await t.setup(`link a provider account that is ${state}`, () => t.binding.linkProviderAccount(state));
  if (id === undefined)
    t.skip(`the deployment offers no way (through its binding) to obtain a ${state} stablecoin provider account link`);
  return id;
}

/** `POST /stablecoins`, naming the link when one is given (the answer). */
export function register(t: TestKit, stablecoinProviderAccountId?: string): Promise<ApiResponse> {
  return t.api.call('registerStablecoin', {
    headers: t.binding.stablecoinCreateHeaders(),
    json: t.binding.stablecoinRegistration(stablecoinProviderAccountId),
  });
}

/** A stablecoin registered on a new active link, as set-up; answers its id. */
export async function registeredStablecoin(t: TestKit): Promise<string> {
  const link = await linkIn(t, 'ACTIVE');
  return t.setup('register a stablecoin', async () => {
    const res = await register(t, link);
    if (!isSuccess(res)) throw new Error(`POST /stablecoins answered ${res.status}: ${res.text.slice(0, 300)}`);
    return t.binding.stablecoinIdOf(res);
  });
}

/** A platform Spark wallet to mint into, and a platform USD bank account to pay a burn out to. */
export async function operationAccounts(t: TestKit): Promise<{ wallet: string; bank: string }> {
  const walletBody = drawn(t, createBodyArb('SPARK_WALLET'), 9_100);
  const wallet = await createAccount(t, withFreshAddress(walletBody), 'create a Spark wallet account');
  const bank = await createAccount(
    t,
    withFreshAccountNumber(drawn(t, createBodyArb('USD_ACCOUNT'), 9_101)),
    'create a USD bank account',
  );
  return { wallet: String(wallet['id']), bank: String(bank['id']) };
}

/** bech32's characters: a Spark address stays well-formed. */
const bech32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/**
 * `body` with a wallet address unique on the deployment (platform accounts outlive a run, and a replayed seed must not
 * meet the account it created before): random characters after the `sp1` prefix, the last three kept.
 */
function withFreshAddress(body: Record<string, unknown>): Record<string, unknown> {
  const info = body['accountInfo'] as Record<string, unknown>;
  const address = String(info['address']);
  const middle = Array.from({ length: address.length - 6 }, () => bech32[randomInt(bech32.length)]).join('');
  return { ...body, accountInfo: { ...info, address: `${address.slice(0, 3)}${middle}${address.slice(-3)}` } };
}
