/**
 * Proofs that are not what 4.2 describes, each a near miss of a valid one: a wallet signature header whose stamp is
 * JSON of another shape or with members of another type, and an `encryptedOtpBundle` whose sealed payload is not the
 * JSON object `{ otp_code, public_key }` of 4.2 OTP rule 1 (or whose members are of another type). Each is refused
 * with a 4xx envelope (a stamp: 401 `WALLET_SIGNATURE_MALFORMED`, or `WALLET_SIGNATURE_INVALID`, 7.2), never a server
 * error. Stamps and bundles are built as the existing near-miss cases build them (`signed-retry.conformance.ts`):
 * the production encoding, which the document does not show.
 */
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  operationRequest,
} from '../../support/index.ts';
import { requestIdHeader } from '../../../spec/enums.ts';
import { hpkeSeal } from '../../../spec/hpke-profile.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { stampScheme } from '../../crypto/stamp.ts';
import { requireChallenge, sendMaybeSigned, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describeArea('wallet', '7.2: a wallet signature header that is no stamp', () => {
  conformanceTest(
    'a stamp that is JSON null, a number, or an object whose members are of another type answers 401 WALLET_SIGNATURE_MALFORMED or WALLET_SIGNATURE_INVALID, never a server error',
    { clauses: ['7.2/wallet-signature-malformed', '7.2/wallet-signature-invalid'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { request, challenge, session } = await t.setup(
        'a wallet with an EMAIL_OTP session, and a challenge of a signed action',
        async () => {
          const { wallet, session } = await w.walletWithSession();
          const request = operationRequest('updateInternalAccount', {
            params: { id: wallet.accountId },
            json: t.binding.walletPrivacyBody(true),
          });
          return { request, session, challenge: requireChallenge(await t.api.request(request), 'privacy update') };
        },
      );
      const publicKey = bytesToHex(p256.getPublicKey(session.privateKey, true));
      const signature = bytesToHex(
        p256.sign(utf8ToBytes(challenge.payloadToSign), session.privateKey, { format: 'der' }),
      );
      const stamps: Record<string, string> = {
        'JSON null': base64url('null'),
        'a JSON number': base64url('5'),
        'a signature member that is a number': base64url(
          JSON.stringify({ publicKey, scheme: stampScheme, signature: 3045 }),
        ),
        'a publicKey member that is a number': base64url(
          JSON.stringify({ publicKey: 2, scheme: stampScheme, signature }),
        ),
        'an empty signature member': base64url(JSON.stringify({ publicKey, scheme: stampScheme, signature: '' })),
      };
      for (const [what, stamp] of Object.entries(stamps)) {
        const res = await t.api.request(
          withHeaders(request, { [t.run.walletSignatureHeader]: stamp, [requestIdHeader]: challenge.requestId }),
        );
        expectClientErrorRefusal(res, what, ['7.2/wallet-signature-malformed']);
        const code = (res.json as Record<string, unknown> | undefined)?.['code'];
        attribute(['7.2/wallet-signature-malformed'], () =>
          expect(
            res.status === 401 && ['WALLET_SIGNATURE_MALFORMED', 'WALLET_SIGNATURE_INVALID'].includes(String(code)),
            `${what}: 401 MALFORMED or INVALID (${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
      }
    },
  );
});

describeArea('wallet', '4.5, 7.2: a P-256 signature whose S is high', () => {
  conformanceTest(
    'a stamp whose signature is the high-S twin (r, n - s) of a valid one is accepted, or refused as an invalid signature: never a server error',
    { clauses: ['7.2/wallet-signature-invalid'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { request, challenge, session } = await t.setup(
        'a wallet with an EMAIL_OTP session, and a challenge of a signed action',
        async () => {
          const { wallet, session } = await w.walletWithSession();
          const request = operationRequest('updateInternalAccount', {
            params: { id: wallet.accountId },
            json: t.binding.walletPrivacyBody(true),
          });
          return { request, session, challenge: requireChallenge(await t.api.request(request), 'privacy update') };
        },
      );
      const low = p256.sign(utf8ToBytes(challenge.payloadToSign), session.privateKey, { format: 'der' });
      const parsed = p256.Signature.fromBytes(low, 'der');
      const high = new p256.Signature(parsed.r, p256.Point.CURVE().n - parsed.s);
      const highDer = high.toBytes('der');
      if (
        !p256.verify(highDer, utf8ToBytes(challenge.payloadToSign), p256.getPublicKey(session.privateKey, true), {
          format: 'der',
          lowS: false,
        })
      ) {
        throw new Error('the high-S twin does not verify');
      }
      const stamp = base64url(
        JSON.stringify({
          publicKey: bytesToHex(p256.getPublicKey(session.privateKey, true)),
          scheme: stampScheme,
          signature: bytesToHex(highDer),
        }),
      );
      const res = await t.api.request(
        withHeaders(request, { [t.run.walletSignatureHeader]: stamp, [requestIdHeader]: challenge.requestId }),
      );
      // 4.5 asks for a P-256 signature over the exact payload and does not say whether a high-S one (a valid ECDSA
      // signature that some verifiers refuse as malleable) is taken: accepted, or refused with 7.2's code for a
      // signature that does not verify.
      const code = (res.json as { code?: unknown } | undefined)?.code;
      attribute(['7.2/wallet-signature-invalid'], () =>
        expect(
          res.status === 200 || (res.status === 401 && code === 'WALLET_SIGNATURE_INVALID'),
          `the high-S signature: 200, or 401 WALLET_SIGNATURE_INVALID (${res.text.slice(0, 300)})`,
        ).toBe(true),
      );
    },
  );
});

describeArea('wallet', '4.2: an encryptedOtpBundle whose sealed payload is not { otp_code, public_key }', () => {
  conformanceTest(
    'OTP verify: a bundle sealing JSON null, an array, or an object whose otp_code or public_key is missing or not a string is refused with a 4xx envelope, never a server error',
    {
      clauses: ['4.5/otp-real-hpke', '4.2/otp-encrypted-bundle-accepted', '7/envelope-required-members'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const emailOtpId = await t.setup('a wallet with an EMAIL_OTP credential', async () =>
        w.firstEmailOtp(await w.newWallet()),
      );
      // One challenge: a refused bundle leaves it pending (challenge re-issues are rate limited).
      const target = await t.setup('an OTP challenge', () => w.otpTarget(emailOtpId));
      const client = generateP256KeyPair();
      const key = client.publicKeyUncompressedHex;
      const sealed = async (plaintext: string) => {
        const { enc, ciphertext } = await hpkeSeal(hexToBytes(target), utf8ToBytes(plaintext));
        return JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) });
      };
      const point = generateP256KeyPair().publicKeyUncompressedHex;
      const bundles: Record<string, string> = {
        'a sealed JSON null': await sealed('null'),
        'a sealed JSON array': await sealed('[]'),
        'a sealed object without otp_code': await sealed(JSON.stringify({ public_key: key })),
        'a sealed object whose public_key is a number': await sealed(
          JSON.stringify({ otp_code: sandboxOtp.code, public_key: 4 }),
        ),
        'a sealed object whose otp_code is a number': await sealed(
          JSON.stringify({ otp_code: Number(sandboxOtp.code), public_key: key }),
        ),
        'an encappedPublic with a non-hex tail': JSON.stringify({
          encappedPublic: `${point}zz`,
          ciphertext: 'ab'.repeat(48),
        }),
        'a ciphertext that is a number': JSON.stringify({ encappedPublic: point, ciphertext: 1234567890 }),
      };
      for (const [what, encryptedOtpBundle] of Object.entries(bundles)) {
        const res = await sendMaybeSigned(
          t,
          operationRequest('verifyAuthCredential', {
            params: { id: emailOtpId },
            json: { type: 'EMAIL_OTP', encryptedOtpBundle },
          }),
          client.privateKey,
        );
        expectClientErrorRefusal(res, what, ['4.5/otp-real-hpke']);
      }
    },
  );
});
