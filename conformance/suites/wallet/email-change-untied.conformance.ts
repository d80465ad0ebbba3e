/**
 * E-mail changes of customers with no tied `EMAIL_OTP` credential. 5 lists `PATCH /customers/{customerId}` among the
 * wallet-signed endpoints only "when tied `EMAIL_OTP` credentials exist" (4.2: "if the customer has tied wallet
 * `EMAIL_OTP` credentials the service answers with a signed-retry challenge"); without them the PATCH is the plain
 * update of 4.3. Tied means the customer's own wallet `EMAIL_OTP` credential: a passkey of the customer's wallet, or
 * another customer's `EMAIL_OTP` credential for the same e-mail, is not one.
 */
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  operationRequest,
  type ApiResponse,
  type TestKit,
} from '../../support/index.ts';
import { challengeOf } from '../../wallet/signed-retry.ts';
import { freshEmail, freshPhoneNumber, WalletDriver } from '../../wallet/wallet-driver.ts';
import { unknownIds } from '../../support/unknown-ids.ts';

const sandboxOnly = ['sandbox-only'] as const;
const plainUpdate = ['4.3/update-customer', '5/wallet-signed-endpoints'] as const;

function changeEmail(t: TestKit, customerId: string, email: string): Promise<ApiResponse> {
  return t.api.request(
    operationRequest('updateCustomerById', { params: { customerId }, json: t.binding.customerEmailUpdateBody(email) }),
  );
}

/** The change answers without a challenge and the customer reads back the new e-mail. */
async function expectPlainChange(t: TestKit, customerId: string, why: string): Promise<void> {
  const email = freshEmail();
  const res = await changeEmail(t, customerId, email);
  attribute(plainUpdate, () => {
    expect(
      challengeOf(res),
      `${why}: the e-mail change is not challenged (got ${res.status}: ${res.text.slice(0, 300)})`,
    ).toBeUndefined();
    expect(res.status, `${why}: the update succeeds`).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
  });
  const customer = await t.setup('read the customer back', () => t.binding.getCustomer(customerId));
  attribute(['4.3/update-customer'], () =>
    expect(t.binding.customerEmailOf(customer), `${why}: the customer e-mail`).toBe(email),
  );
}

describeArea('customers', '4.2, 5: an e-mail change with no tied EMAIL_OTP credential is a plain update', () => {
  conformanceTest(
    'a customer whose wallet holds only a passkey named with the customer e-mail changes its e-mail without a challenge',
    { clauses: [...plainUpdate], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId, session } = await t.setup('a wallet with an EMAIL_OTP session', () =>
        w.walletWithSession(),
      );
      const passkeySession = await t.setup(
        'add a passkey named with the customer e-mail and log in with it',
        async () => w.passkeyLogin(await w.addPasskey(wallet, session, wallet.email)),
      );
      await t.setup('revoke the EMAIL_OTP credential with the passkey session', async () => {
        const res = await w.revokeCredential(emailOtpId, passkeySession);
        if (res.status !== 204) throw new Error(`revocation answered ${res.status}: ${res.text}`);
      });
      await expectPlainChange(t, wallet.customerId, 'a wallet whose only credential is a passkey');
    },
  );

  conformanceTest(
    "a customer sharing its e-mail with another customer's EMAIL_OTP credential, and holding none itself, changes its e-mail without a challenge",
    { clauses: [...plainUpdate], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const other = await t.setup('a wallet with its EMAIL_OTP credential', async () => {
        const wallet = await w.newWallet();
        await w.firstEmailOtp(wallet);
        return wallet;
      });
      const mine = await t.setup('a second customer with the same e-mail and no credential', async () => {
        const wallet = await w.newWallet(other.email);
        const held = await w.credentials(wallet.accountId);
        if (held.length > 0) throw new Error(`the new wallet account already holds ${held.length} credential(s)`);
        return wallet;
      });
      await expectPlainChange(t, mine.customerId, "another customer's credential for the same e-mail");
    },
  );

  conformanceTest(
    'a customer with no e-mail on file is given one without a challenge',
    { clauses: [...plainUpdate] },
    async (t) => {
      const customerId = await t.setup('a customer created without an e-mail', async () => {
        const email = freshEmail();
        // The binding's wallet customer, less the member that carries the e-mail.
        const body = Object.fromEntries(
          Object.entries(t.binding.walletCustomerBody({ email, phoneNumber: freshPhoneNumber() })).filter(
            ([, v]) => v !== email,
          ),
        );
        const res = await t.api.call('createCustomer', { json: body });
        if (res.status !== 201)
          throw new Error(`POST /customers without an e-mail answered ${res.status}: ${res.text.slice(0, 300)}`);
        const customerId = t.binding.customerIdOf(res);
        if (t.binding.customerEmailOf(await t.binding.getCustomer(customerId)) !== undefined)
          throw new Error('the customer reads back an e-mail');
        return customerId;
      });
      await expectPlainChange(t, customerId, 'a customer without an e-mail');
    },
  );

  conformanceTest(
    'an e-mail change of a customer id that names no customer is refused with a 4xx envelope',
    { clauses: ['4.3/update-customer', '7/envelope-required-members', '7/envelope-status-matches-http'] },
    async (t) => {
      for (const customerId of unknownIds('Customer')) {
        expectClientErrorRefusal(await changeEmail(t, customerId, freshEmail()), `an e-mail change of ${customerId}`, [
          '4.3/update-customer',
        ]);
      }
    },
  );
});
