/**
 * Challenge re-issues are rate limited per credential, with figures not shown (4.2 OTP rule 4, 8): a server may allow
 * as few as two in minutes. A test that needs sessions beyond its first takes each on a credential of its own, so no
 * credential is challenged more than once for them.
 */
import type { Wallet, WalletDriver, WalletSession } from '../../../wallet/wallet-driver.ts';

/** A new session of `wallet` on a passkey added for it alone (4.2 rule 5 allows many), signed by `signer`. */
export async function sessionOnOwnPasskey(
  w: WalletDriver,
  wallet: Wallet,
  signer: WalletSession,
): Promise<WalletSession> {
  return w.passkeyLogin(await w.addPasskey(wallet, signer));
}

/**
 * A new OTP session of `wallet` on its `SMS_OTP` credential, added for it (4.2 rule 5: one per account), signed by
 * `signer`: for a test whose session must be an OTP one while the EMAIL_OTP credential is challenged for others.
 */
export async function sessionOnSmsOtp(w: WalletDriver, wallet: Wallet, signer: WalletSession): Promise<WalletSession> {
  return w.otpLogin(await w.addSmsOtp(wallet, signer), { type: 'SMS_OTP' });
}
