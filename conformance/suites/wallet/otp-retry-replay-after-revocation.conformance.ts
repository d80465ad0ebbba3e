/**
 * 7.2: "A reused requestId also gives 401", with no exception. The completed signed retry of an OTP verify, replayed
 * after its credential was revoked, reuses a requestId: 401, and no session is issued by a credential that is gone.
 */
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope, operationRequest } from '../../support/index.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

describeArea('wallet', '7.2: a reused requestId gives 401', () => {
  conformanceTest(
    'the completed signed retry of an OTP verify, replayed after its EMAIL_OTP credential was revoked, answers 401',
    { clauses: ['7.2/request-id-reused-401'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const wallet = await t.setup('a wallet', () => w.newWallet());
      const emailOtpId = await t.setup('its EMAIL_OTP credential', () => w.firstEmailOtp(wallet));
      const clientKey = generateP256KeyPair();
      const { signed, session } = await t.setup('an OTP log-in whose signed retry completes', async () => {
        const targetPublicKeyHex = await w.otpTarget(emailOtpId);
        const encryptedOtpBundle = await t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey });
        const request = operationRequest('verifyAuthCredential', {
          params: { id: emailOtpId },
          json: { type: 'EMAIL_OTP', encryptedOtpBundle },
        });
        const challenge = requireChallenge(await t.api.request(request), 'OTP verify');
        const signed = withHeaders(request, retryHeaders(t, challenge, clientKey.privateKey));
        const res = await t.api.request(signed);
        if (res.status !== 200) throw new Error(`the signed retry answered ${res.status}: ${res.text.slice(0, 300)}`);
        return {
          signed,
          session: {
            id: String((res.json as { id?: unknown }).id),
            credentialId: emailOtpId,
            privateKey: clientKey.privateKey,
            body: {},
          },
        };
      });
      await t.setup('add a passkey, log in with it and revoke the EMAIL_OTP credential', async () => {
        const passkeySession = await w.passkeyLogin(await w.addPasskey(wallet, session));
        const res = await w.revokeCredential(emailOtpId, passkeySession);
        if (res.status !== 204) throw new Error(`the revocation answered ${res.status}: ${res.text.slice(0, 300)}`);
      });
      const replay = await t.api.request(signed);
      attribute(['7.2/request-id-reused-401'], () =>
        expect(replay.status, `the replayed requestId (${replay.text.slice(0, 200)})`).toBe(401),
      );
      expectErrorEnvelope(replay, 401);
    },
  );
});
