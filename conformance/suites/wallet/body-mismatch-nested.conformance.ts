import { conformanceTest, describeArea, expect, expectErrorEnvelope, operationRequest } from '../../support/index.ts';
import { SoftwareAuthenticator, type PasskeyAttestation } from '../../crypto/webauthn-authenticator.ts';
import { requireChallenge, retryHeaders, sendSigned, withHeaders } from '../../wallet/signed-retry.ts';
import { registrationChallenge, WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

describeArea('wallet', '7.2: a signed retry is bound to every part of the challenged body', () => {
  conformanceTest(
    'a signed retry of a passkey registration whose attestation differs only in an array (its transports) answers 401 WALLET_SIGNATURE_BODY_MISMATCH and adds nothing',
    { clauses: ['7.2/wallet-signature-body-mismatch'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const authenticator = new SoftwareAuthenticator(t.run.wallet);
      const challenge = registrationChallenge();
      const attestation: PasskeyAttestation = await t.setup('register a passkey on the authenticator', () =>
        authenticator.register({ challenge }),
      );
      const body = {
        type: 'PASSKEY',
        accountId: wallet.accountId,
        challenge,
        nickname: 'Transports differ',
        attestation,
      };
      const request = operationRequest('createAuthCredential', { json: body });
      const issued = await t.setup(
        'the passkey registration answers a challenge (the account holds a credential)',
        async () => requireChallenge(await t.api.request(request), 'PASSKEY create'),
      );
      const before = await t.setup('count the credentials', async () => (await w.credentials(wallet.accountId)).length);

      // Every other member as challenged; only the array's content differs.
      const transports = attestation.transports.includes('usb') ? ['nfc'] : ['usb'];
      const other = operationRequest('createAuthCredential', {
        json: { ...body, attestation: { ...attestation, transports } },
      });
      const res = await t.api.request(withHeaders(other, retryHeaders(t, issued, session.privateKey)));
      expectErrorEnvelope(res, 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
      const after = await t.setup(
        'count the credentials again',
        async () => (await w.credentials(wallet.accountId)).length,
      );
      expect(after, 'the refused retry added no credential').toBe(before);

      // The body as challenged, in a flow of its own, completes: the refusal was the array's doing.
      const own = await sendSigned(t, request, session.privateKey);
      expect(own.retry.status, 'the same registration signed over its own body is created').toBe(201);
    },
  );
});
