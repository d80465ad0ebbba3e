/**
 * The client's public key on a verify must be a P-256 key (4.2: the OTP bundle's `public_key` is the public key of a
 * fresh P-256 key pair and becomes the session key; 5: the OAUTH session key is encrypted to `clientPublicKey`, which
 * the client decrypts with the matching private key; the PASSKEY challenge's `clientPublicKey` is "P-256 public key, hex
 * string"). A text of the right length that is no point of the curve has
 * no private key: the verify is refused with a 4xx envelope, never a session and never a server error.
 */
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  operationRequest,
} from '../../support/index.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { sha256Hex } from '../../crypto/oidc.ts';
import { sealOtpBundle } from '../../crypto/otp-bundle.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { sendMaybeSigned } from '../../wallet/signed-retry.ts';
import { freshIdentity, WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

/**
 * Hex texts shaped like P-256 public keys (compressed `02`/`03` + 64 digits, uncompressed `04` + 128) that are no
 * point of the curve: an x coordinate above the field prime, and an uncompressed pair off the curve. Near misses of a
 * real key, so a check of the form alone lets them through.
 */
const notPoints: Record<string, string> = {
  'a compressed key whose x is above the field prime': `02${'ff'.repeat(32)}`,
  'an uncompressed key off the curve': `04${'01'.repeat(64)}`,
};

describeArea('wallet', '4.2, 5: the client key of a verify is a P-256 public key', () => {
  conformanceTest(
    'OAUTH verify: a clientPublicKey shaped like a P-256 key but no point of the curve (with a fresh token whose nonce is its SHA-256) is refused with a 4xx envelope',
    { clauses: ['5/session-key-oauth-decrypts-with-client-key', '7/envelope-required-members'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const identity = freshIdentity();
      const credentialId = await t.setup('a wallet with an EMAIL_OTP session and an OAUTH credential', async () => {
        const { wallet, session } = await w.walletWithSession();
        return w.addOauth(wallet, session, identity);
      });
      for (const [what, clientPublicKey] of Object.entries(notPoints)) {
        const oidcToken = await t.setup('a fresh token for the key sent', () =>
          w.idToken(identity, { nonce: sha256Hex(clientPublicKey) }),
        );
        const res = await t.api.call('verifyAuthCredential', {
          params: { id: credentialId },
          json: { type: 'OAUTH', oidcToken, clientPublicKey },
        });
        expectClientErrorRefusal(res, `${what} as clientPublicKey`, ['5/session-key-oauth-decrypts-with-client-key']);
      }
      // The same call with a real key is accepted: the refusals above are the key's.
      const session = await w.oauthLogin(credentialId, identity);
      expect(session.id, 'a real P-256 clientPublicKey gets a session').toMatch(/^Session:/);
    },
  );

  conformanceTest(
    'PASSKEY challenge: a clientPublicKey shaped like a P-256 key but no point of the curve is refused with a 4xx envelope',
    { clauses: ['4.2/passkey-challenge-200', '7/envelope-required-members'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const passkey = await t.setup('a wallet with an EMAIL_OTP session and a passkey', async () => {
        const { wallet, session } = await w.walletWithSession();
        return w.addPasskey(wallet, session);
      });
      for (const [what, clientPublicKey] of Object.entries(notPoints)) {
        const res = await t.api.call('challengeAuthCredential', {
          params: { id: passkey.id },
          json: { clientPublicKey },
        });
        expectClientErrorRefusal(res, `${what} as clientPublicKey`, ['4.2/passkey-challenge-200']);
      }
      const accepted = await t.api.call('challengeAuthCredential', {
        params: { id: passkey.id },
        json: { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
      });
      expect(accepted.status, 'a real P-256 clientPublicKey gets the challenge').toBe(200);
    },
  );

  conformanceTest(
    'OTP verify: a bundle whose public_key is shaped like a P-256 key but no point of the curve is refused with a 4xx envelope',
    { clauses: ['4.2/otp-session-key-is-target-key', '7/envelope-required-members'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const emailOtpId = await t.setup('a wallet with an EMAIL_OTP credential', async () =>
        w.firstEmailOtp(await w.newWallet()),
      );
      // One challenge: a refused bundle leaves it pending (challenge re-issues are rate limited).
      const target = await t.setup('an OTP challenge', () => w.otpTarget(emailOtpId));
      const client = generateP256KeyPair();
      for (const [what, publicKey] of Object.entries(notPoints)) {
        const encryptedOtpBundle = await sealOtpBundle({
          targetPublicKeyHex: target,
          otpCode: sandboxOtp.code,
          clientPublicKeyHex: publicKey,
        });
        const request = operationRequest('verifyAuthCredential', {
          params: { id: emailOtpId },
          json: { type: 'EMAIL_OTP', encryptedOtpBundle },
        });
        // A 202 would ask for a signature by a key that has no private key; whatever the first answer, no session.
        const res = await sendMaybeSigned(t, request, client.privateKey);
        expectClientErrorRefusal(res, `a bundle whose public_key is ${what}`, ['4.2/otp-session-key-is-target-key']);
      }
    },
  );
});
