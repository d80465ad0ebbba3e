/**
 * The signed retry is "the same request sent again" (4.2 signed-retry rule 3), in the two signed flows of a single
 * credential: the OTP verify (whose body carries the sealed code) and the revocation (whose path names the
 * credential). A retry with another body answers 401 `WALLET_SIGNATURE_BODY_MISMATCH` (7.2); a challenge's
 * `requestId` and stamp presented on the revocation of another credential are refused, and that credential stays.
 */
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
  operationRequest,
} from '../../support/index.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

describeArea('wallet', '4.2, 7.2: the signed retry of a credential flow is the same request', () => {
  conformanceTest(
    'OTP verify: a signed retry whose encryptedOtpBundle differs from the first call (another valid sealing of the same code and key) answers 401 WALLET_SIGNATURE_BODY_MISMATCH',
    { clauses: ['7.2/wallet-signature-body-mismatch'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const emailOtpId = await t.setup('a wallet with an EMAIL_OTP credential', async () =>
        w.firstEmailOtp(await w.newWallet()),
      );
      const targetPublicKeyHex = await t.setup('an OTP challenge', () => w.otpTarget(emailOtpId));
      const clientKey = generateP256KeyPair();
      const seal = () =>
        t.setup('seal the code', () => t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey }));
      const verifyWith = (encryptedOtpBundle: string) =>
        operationRequest('verifyAuthCredential', {
          params: { id: emailOtpId },
          json: { type: 'EMAIL_OTP', encryptedOtpBundle },
        });
      const first = verifyWith(await seal());
      const challenge = await t.setup('the first verify call answers the challenge', async () =>
        requireChallenge(await t.api.request(first), 'OTP verify'),
      );
      const headers = retryHeaders(t, challenge, clientKey.privateKey);
      // HPKE sealing is randomised: the second sealing of the same plaintext is another body.
      const other = await t.api.request(withHeaders(verifyWith(await seal()), headers));
      expectErrorEnvelope(other, 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
      const same = await t.api.request(withHeaders(first, headers));
      attribute(['7.2/wallet-signature-body-mismatch'], () =>
        expect(same.status, 'the same body with the same headers completes').toBe(200),
      );
    },
  );

  conformanceTest(
    "revocation: a challenge's requestId and stamp presented on the revocation of another credential of the account are refused, and that credential stays",
    { clauses: ['4.2/signed-retry-completes-with-headers', '7/envelope-required-members'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session, first, second } = await t.setup(
        'a wallet with an EMAIL_OTP session and two passkeys',
        async () => {
          const { wallet, session } = await w.walletWithSession();
          return {
            wallet,
            session,
            first: await w.addPasskey(wallet, session, 'First'),
            second: await w.addPasskey(wallet, session, 'Second'),
          };
        },
      );
      const revokeFirst = operationRequest('revokeAuthCredential', { params: { id: first.id } });
      const challenge = await t.setup('the revocation of the first passkey answers its challenge', async () =>
        requireChallenge(await t.api.request(revokeFirst), 'revocation'),
      );
      const headers = retryHeaders(t, challenge, session.privateKey);
      const res = await t.api.request(
        withHeaders(operationRequest('revokeAuthCredential', { params: { id: second.id } }), headers),
      );
      expectClientErrorRefusal(res, 'the headers of another request on the revocation of this credential', [
        '4.2/signed-retry-completes-with-headers',
      ]);
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['4.2/signed-retry-completes-with-headers'], () =>
        expect(
          listed.map((c) => c['id']),
          'the other credential is still there',
        ).toContain(second.id),
      );
      const own = await t.api.request(withHeaders(revokeFirst, headers));
      attribute(['4.2/signed-retry-completes-with-headers'], () =>
        expect(own.status, 'the same headers on their own request revoke').toBe(204),
      );
    },
  );
});
