import { reservedWholeValues, unreserved } from '../../generators/reserved-values.ts';
import fc from 'fast-check';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  operationRequest,
  expectErrorEnvelope,
  expectSchema,
} from '../../support/index.ts';
import { sandboxOtp } from '../../../spec/sandbox.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { reasonOf, requireChallenge, retryHeaders, sendSigned } from '../../wallet/signed-retry.ts';
import { WalletDriver, type Wallet } from '../../wallet/wallet-driver.ts';
import { maxReissues, reissueUntilLimited } from '../../wallet/reissue-until-limited.ts';
import type { TestKit } from '../../support/index.ts';
import { oneofKeeping } from '../../properties/fixed-examples.ts';
import { otherThan } from '../../properties/near-misses.ts';

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const sandboxOnly = ['sandbox-only'] as const;

/** A wallet with its EMAIL_OTP credential, without a session. */
async function walletWithEmailOtp(t: TestKit, w: WalletDriver): Promise<{ wallet: Wallet; emailOtpId: string }> {
  return t.setup('a wallet with its EMAIL_OTP credential', async () => {
    const wallet = await w.newWallet();
    return { wallet, emailOtpId: await w.firstEmailOtp(wallet) };
  });
}

/** A signed wallet action the suite uses to see whether a session key is accepted: the privacy update (4.2). */
function privacyUpdate(t: TestKit, wallet: Wallet, privateEnabled: boolean) {
  return operationRequest('updateInternalAccount', {
    params: { id: wallet.accountId },
    json: t.binding.walletPrivacyBody(privateEnabled),
  });
}

describeArea('wallet', '4.2, 4.5: EMAIL_OTP challenge and verify', () => {
  conformanceTest(
    'the OTP challenge takes no body and answers the AuthMethod with a signed otpEncryptionTargetBundle',
    { clauses: ['4.2/otp-challenge-no-body', '2.5/otp-encryption-target-bundle-members'] },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await walletWithEmailOtp(t, w);
      const res = await t.api.call('challengeAuthCredential', { params: { id: emailOtpId } });
      expect(res.status).toBe(200);
      const body = res.json as Record<string, unknown>;
      attribute(['4.2/otp-challenge-no-body'], () => {
        expectSchema(body, 'OtpChallengeAuthMethod');
        expect(body['id'], 'the AuthMethod challenged').toBe(emailOtpId);
      });
      attribute(['2.5/otp-encryption-target-bundle-members'], () => {
        const bundle = JSON.parse(String(body['otpEncryptionTargetBundle'])) as Record<string, unknown>;
        for (const member of ['version', 'data', 'dataSignature', 'enclaveQuorumPublic']) {
          expect(Object.hasOwn(bundle, member), `the bundle holds ${member}`).toBe(true);
        }
      });
      await t.setup('read the target key of the bundle (its signature checked)', async () =>
        t.binding.otpTargetKeyOf(String(body['otpEncryptionTargetBundle'])),
      );
    },
  );

  conformanceTest(
    'each OTP challenge returns a fresh target bundle',
    { clauses: ['4.2/otp-challenge-fresh-bundle'] },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await walletWithEmailOtp(t, w);
      const first = await w.otpTarget(emailOtpId);
      const second = await w.otpTarget(emailOtpId);
      expect(second, 'a new target key each challenge').not.toBe(first);
    },
  );

  conformanceTest(
    "OTP verify: 202 first; the retry signed with the bundle's key pair answers 200 AuthSession without encryptedSessionSigningKey",
    {
      clauses: [
        '4.2/otp-encrypted-bundle-accepted',
        '4.5/otp-global-code-000000',
        '4.2/otp-verify-first-call-202',
        '4.2/otp-verify-signed-retry-200',
        '3.4/session-issued-on-verify',
        '2.5/auth-session-members',
        '2.5/auth-session-id-form',
        '2.5/session-signing-key-absent-email-otp',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId } = await walletWithEmailOtp(t, w);
      const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(emailOtpId));
      const clientKey = generateP256KeyPair();
      const encryptedOtpBundle = await t.setup('seal the sandbox code', () =>
        t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey }),
      );
      const request = operationRequest('verifyAuthCredential', {
        params: { id: emailOtpId },
        json: { type: 'EMAIL_OTP', encryptedOtpBundle },
      });
      const first = await t.api.request(request);
      attribute(
        ['4.2/otp-encrypted-bundle-accepted', '4.5/otp-global-code-000000', '4.2/otp-verify-first-call-202'],
        () => expect(first.status, 'the sealed sandbox code is accepted: 202 signed-retry challenge').toBe(202),
      );
      attribute(['4.2/otp-verify-first-call-202'], () => expectSchema(first.json, 'SignedRetryChallenge'));
      const retry = await t.api.request({
        ...request,
        headers: retryHeaders(t, requireChallenge(first, 'OTP verify'), clientKey.privateKey),
      });
      expect(retry.status, 'the signed retry issues the session').toBe(200);
      const session = retry.json as Record<string, unknown>;
      // The members only: the whole schema (the key's absence among it) is the automatic response check's.
      attribute(['2.5/auth-session-members'], () => {
        for (const member of ['id', 'accountId', 'type', 'nickname', 'createdAt', 'updatedAt', 'expiresAt']) {
          expect(Object.hasOwn(session, member), `AuthSession carries ${member}`).toBe(true);
        }
        expect(session['accountId']).toBe(wallet.accountId);
        expect(session['type']).toBe('EMAIL_OTP');
      });
      attribute(['2.5/auth-session-id-form'], () => expect(session['id']).toMatch(new RegExp(`^Session:${uuid}$`)));
      attribute(['2.5/session-signing-key-absent-email-otp'], () =>
        expect(Object.hasOwn(session, 'encryptedSessionSigningKey'), 'no encrypted key for EMAIL_OTP').toBe(false),
      );
    },
  );

  conformanceTest(
    "the OTP retry must be signed with the bundle's key pair, whose key then signs as the session key",
    { clauses: ['4.2/otp-session-key-is-target-key', '7.2/wallet-signature-invalid'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId } = await walletWithEmailOtp(t, w);
      const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(emailOtpId));
      const clientKey = generateP256KeyPair();
      const encryptedOtpBundle = await t.setup('seal the sandbox code', () =>
        t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey }),
      );
      const request = operationRequest('verifyAuthCredential', {
        params: { id: emailOtpId },
        json: { type: 'EMAIL_OTP', encryptedOtpBundle },
      });
      const challenge = await t.setup('OTP verify, first call', async () =>
        requireChallenge(await t.api.request(request), 'OTP verify'),
      );
      const stranger = generateP256KeyPair();
      const wrongKey = await t.api.request({ ...request, headers: retryHeaders(t, challenge, stranger.privateKey) });
      attribute(['4.2/otp-session-key-is-target-key'], () =>
        expect(
          wrongKey.status >= 200 && wrongKey.status < 300,
          `a retry signed with another key issues no session (HTTP ${wrongKey.status})`,
        ).toBe(false),
      );
      // Its signature fails verification against the bundle's key: 7.2 gives that case 401 WALLET_SIGNATURE_INVALID.
      attribute(['7.2/wallet-signature-invalid'], () => expectErrorEnvelope(wrongKey, 401, 'WALLET_SIGNATURE_INVALID'));
      // A fresh challenge for the right signature: a deployment may spend a requestId on a refused retry.
      const fresh = await t.setup('OTP verify, first call again', async () =>
        requireChallenge(await t.api.request(request), 'OTP verify'),
      );
      const right = await t.api.request({ ...request, headers: retryHeaders(t, fresh, clientKey.privateKey) });
      expect(right.status, 'the retry signed with the bundle key pair issues the session').toBe(200);
      const { retry } = await sendSigned(t, privacyUpdate(t, wallet, true), clientKey.privateKey);
      expect(retry.status, 'the bundle key pair signs as the session key').toBe(200);
    },
  );

  conformanceTest(
    'repeating challenge then verify with a new key pair issues a new session',
    { clauses: ['4.2/otp-reauthentication-new-key-pair'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, emailOtpId } = await walletWithEmailOtp(t, w);
      const first = await t.setup('log in with EMAIL_OTP', () => w.otpLogin(emailOtpId));
      const second = await w.otpLogin(emailOtpId);
      expect(second.id, 'a new session').not.toBe(first.id);
      const { retry } = await sendSigned(t, privacyUpdate(t, wallet, true), second.privateKey);
      expect(retry.status, 'the new key pair signs as its session key').toBe(200);
    },
  );

  conformanceTest(
    'any decrypted code other than the sandbox code answers 401 UNAUTHORIZED with reason "Invalid OTP code"',
    {
      clauses: ['4.5/otp-other-code-invalid', '4.5/auth-failure-reason-names-check', '7.2/unauthorized-sandbox-reason'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await walletWithEmailOtp(t, w);
      const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(emailOtpId));
      // The near-misses of the sandbox code first (a digit away, one digit short or more, padded), then any other.
      const wrongCode = oneofKeeping(
        otherThan(reservedWholeValues('otp-code'), fc.stringMatching(/^[0-9]{6}$/)),
        unreserved('otp-code', fc.string({ minLength: 0, maxLength: 12 })),
      );
      await t.property(
        [wrongCode],
        async (otpCode) => {
          const clientKey = generateP256KeyPair();
          const encryptedOtpBundle = await t.setup('seal the code', () =>
            t.binding.sealOtp({ targetPublicKeyHex, otpCode, clientKey }),
          );
          const res = await t.api.call('verifyAuthCredential', {
            params: { id: emailOtpId },
            json: { type: 'EMAIL_OTP', encryptedOtpBundle },
          });
          expectErrorEnvelope(res, sandboxOtp.wrongCode.status, sandboxOtp.wrongCode.code);
          attribute(
            ['4.5/otp-other-code-invalid', '7.2/unauthorized-sandbox-reason', '4.5/auth-failure-reason-names-check'],
            () => expect(reasonOf(res), 'the reason').toBe(sandboxOtp.wrongCode.reason),
          );
          // A wrong code opens no session and leaves the challenge pending: runs at once see what they would one by one.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'the bundle is really HPKE-opened: sealed to another key, or with its ciphertext altered, it is refused',
    { clauses: ['4.5/otp-real-hpke'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await walletWithEmailOtp(t, w);
      const targetPublicKeyHex = await t.setup('OTP challenge', () => w.otpTarget(emailOtpId));
      const clientKey = generateP256KeyPair();
      const verify = (encryptedOtpBundle: string) =>
        t.api.call('verifyAuthCredential', {
          params: { id: emailOtpId },
          json: { type: 'EMAIL_OTP', encryptedOtpBundle },
        });
      const elsewhere = await t.setup('seal the code to a key that is not the target', () =>
        t.binding.sealOtp({
          targetPublicKeyHex: generateP256KeyPair().publicKeyUncompressedHex,
          otpCode: sandboxOtp.code,
          clientKey,
        }),
      );
      const refused = await verify(elsewhere);
      expect([400, 401], `a bundle sealed to another key is refused (got ${refused.status})`).toContain(refused.status);
      const sealed = await t.setup('seal the code to the target', () =>
        t.binding.sealOtp({ targetPublicKeyHex, otpCode: sandboxOtp.code, clientKey }),
      );
      const parsed = JSON.parse(sealed) as { encappedPublic: string; ciphertext: string };
      const flipped =
        parsed.ciphertext.slice(0, -2) + (parseInt(parsed.ciphertext.slice(-2), 16) ^ 1).toString(16).padStart(2, '0');
      const altered = await verify(JSON.stringify({ ...parsed, ciphertext: flipped }));
      expect([400, 401], `an altered ciphertext is refused (got ${altered.status})`).toContain(altered.status);
      const accepted = await verify(sealed);
      expect(accepted.status, 'the same code sealed to the target is accepted').toBe(202);
    },
  );

  conformanceTest(
    'challenge re-issues are rate limited: 429 with Retry-After in seconds',
    {
      clauses: [
        '4.2/otp-challenge-reissue-rate-limited',
        '8/challenge-reissue-rate-limited',
        '7.5/challenge-reissue-429-retry-after',
      ],
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await walletWithEmailOtp(t, w);
      const { limited, before } = await reissueUntilLimited(t, emailOtpId);
      for (const res of before) expect(res.status, 'a re-issue within the limit succeeds').toBe(200);
      attribute(['4.2/otp-challenge-reissue-rate-limited', '8/challenge-reissue-rate-limited'], () =>
        expect(limited, `a 429 within ${maxReissues} re-issues`).toBeDefined(),
      );
      const retryAfter = limited?.headers['retry-after'];
      attribute(['7.5/challenge-reissue-429-retry-after', '4.2/otp-challenge-reissue-rate-limited'], () => {
        expect(retryAfter, 'the 429 carries Retry-After').toBeDefined();
        expect(retryAfter, 'Retry-After is a number of seconds').toMatch(/^\d+$/);
      });
    },
  );
});
