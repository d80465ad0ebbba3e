/**
 * Set-up of the embedded-wallet execution tests (4.2): a funded wallet with a session, and a quote from it to an
 * account of its customer, with the execute request a signed retry repeats.
 */
import { isSuccess } from '../../../support/external-account-setup.ts';
import { operationRequest, type ApiRequest, type TestKit } from '../../../support/index.ts';
import { accountEnding, funded, termsConsentMembers } from '../../../support/money-setup.ts';
import { WalletDriver } from '../../../wallet/wallet-driver.ts';

/** What the wallet holds before the quote executes, in the smallest unit. */
export const walletFunds = 5_000;
/** What the quote sends. */
export const quoteAmount = 1_000;

/** A funded embedded wallet with a session, and a quote from it to an account of its customer. */
export async function walletQuote(t: TestKit) {
  const w = new WalletDriver(t);
  const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
  await t.setup('the wallet customer accepts the end-user terms', async () => {
    const res = await t.api.call('updateCustomerById', {
      params: { customerId: wallet.customerId },
      json: { customerType: 'INDIVIDUAL', ...(await termsConsentMembers(t)) },
    });
    if (!isSuccess(res)) throw new Error(`PATCH /customers answered ${res.status}: ${res.text.slice(0, 200)}`);
  });
  await funded(t, wallet.accountId, walletFunds);
  const { quote, request } = await quoteFromWallet(t, wallet);
  return { wallet, session, quote, request };
}

/** A quote from `wallet` to a new account of its customer, and the execute request a signed retry repeats. */
export async function quoteFromWallet(t: TestKit, wallet: { readonly customerId: string; readonly accountId: string }) {
  const destination = await accountEnding(t, wallet.customerId, '123');
  const json = t.binding.quoteBody({
    source: { kind: 'account', accountId: wallet.accountId },
    destination: { kind: 'account', accountId: String(destination['id']) },
    sendingAmount: quoteAmount,
  });
  const quote = await t.setup('create a quote from the wallet', async () =>
    t.binding.quoteOf(await t.api.call('createQuote', { json })),
  );
  // The execute body is optional (production: `{ scaFactor }`): an empty object is the body signed here.
  const request: ApiRequest = operationRequest('executeQuote', {
    params: { quoteId: quote.id },
    json: {},
    headers: { 'Idempotency-Key': `conformance-${quote.id}` },
  });
  return { quote, request };
}
