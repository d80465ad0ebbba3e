import type { TestKit } from '../support/test-kit.ts';
import { freshIdentity, WalletDriver } from './wallet-driver.ts';

/** A wallet with an EMAIL_OTP session and an OAUTH credential of a fresh identity. */
export async function walletWithOauth(t: TestKit) {
  const w = new WalletDriver(t);
  return t.setup('a wallet with an EMAIL_OTP session and an OAUTH credential', async () => {
    const { wallet, session } = await w.walletWithSession();
    const identity = freshIdentity();
    return { w, wallet, otp: session, identity, oauthId: await w.addOauth(wallet, session, identity) };
  });
}
