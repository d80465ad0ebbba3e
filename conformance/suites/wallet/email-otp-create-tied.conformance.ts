/**
 * Creating an `EMAIL_OTP` credential ties it to the customer e-mail (2.5: its nickname is the e-mail on file; 5: the
 * first credential of a global account). 7.3: an e-mail already tied to an `EMAIL_OTP` credential answers 409
 * `EMAIL_OTP_EMAIL_ALREADY_EXISTS`, and only that: the same address as the nickname of an `OAUTH` credential (taken
 * from the token's `email` claim, 2.5) ties nothing, so the first `EMAIL_OTP` of another account with it is created.
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { freshEmail, freshIdentity, WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

describeArea('wallet', '7.3: an e-mail tied to an EMAIL_OTP credential, on create', () => {
  conformanceTest(
    "the first EMAIL_OTP of a customer whose e-mail is only an OAUTH credential's nickname elsewhere is created; one whose e-mail is tied to another account's EMAIL_OTP answers 409 EMAIL_OTP_EMAIL_ALREADY_EXISTS",
    {
      clauses: ['7.3/email-otp-email-already-exists', '3.4/credential-created-first', '5/first-credential-email-otp'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const email = freshEmail();
      await t.setup('a wallet with an OAUTH credential whose token e-mail is the shared address', async () => {
        const { wallet, session } = await w.walletWithSession();
        const id = await w.addOauth(wallet, session, { ...freshIdentity(), email });
        const oauth = (await w.credentials(wallet.accountId)).find((c) => c['id'] === id);
        if (oauth?.['nickname'] !== email)
          throw new Error(`the OAUTH nickname is ${String(oauth?.['nickname'])}, not the token e-mail`);
      });
      const tying = await t.setup('a second customer with the shared e-mail', () => w.newWallet(email));
      const created = await t.api.call('createAuthCredential', {
        json: t.binding.otpCredentialBody('EMAIL_OTP', tying.accountId),
      });
      attribute(['3.4/credential-created-first', '5/first-credential-email-otp'], () =>
        expect(
          created.status,
          `an OAUTH nickname ties no e-mail: the first EMAIL_OTP is created (${created.text.slice(0, 300)})`,
        ).toBe(201),
      );
      const third = await t.setup('a third customer with the shared e-mail', () => w.newWallet(email));
      const refused = await t.api.call('createAuthCredential', {
        json: t.binding.otpCredentialBody('EMAIL_OTP', third.accountId),
      });
      expectErrorEnvelope(refused, 409, 'EMAIL_OTP_EMAIL_ALREADY_EXISTS');
      const listed = await t.setup('list the third account credentials', () => w.credentials(third.accountId));
      attribute(['7.3/email-otp-email-already-exists'], () => expect(listed, 'nothing was created').toEqual([]));
    },
  );
});
