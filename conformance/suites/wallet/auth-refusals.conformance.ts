/**
 * How the sandbox refuses wallet authentication proofs (4.5): every authentication failure answers 401 `UNAUTHORIZED`
 * with a `reason` naming the failed check, so refusals for different checks carry different reasons; an
 * `encryptedOtpBundle` that is not a sealed bundle is bad input, refused with a 4xx envelope, never a server error;
 * and the edges of the OIDC rules that the one-rule-at-a-time cases of `oauth.conformance.ts` leave out.
 */
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
  operationRequest,
  type ClauseId,
  type TestKit,
} from '../../support/index.ts';
import { oidcIatMaxAgeSeconds, sandboxClockSkewSeconds } from '../../../spec/limits.ts';
import { requestIdHeader } from '../../../spec/enums.ts';
import { oidcIatVerdict } from '../../../spec/sandbox.ts';
import { sha256Hex } from '../../crypto/oidc.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { SoftwareAuthenticator, type AssertInput, type PasskeyAssertion } from '../../crypto/webauthn-authenticator.ts';
import type { ApiResponse } from '../../http/client.ts';
import { reasonOf, sendMaybeSigned, sendSigned } from '../../wallet/signed-retry.ts';
import {
  freshIdentity,
  registrationChallenge,
  WalletDriver,
  type OauthIdentity,
  type Passkey,
} from '../../wallet/wallet-driver.ts';
import { walletWithOauth } from '../../wallet/wallet-with-oauth.ts';

const sandboxOnly = ['sandbox-only'] as const;
const namesCheck: ClauseId = '4.5/auth-failure-reason-names-check';

/**
 * A 401 `UNAUTHORIZED` whose `reason` is a non-empty string, returned. A reason that names the failed check is never
 * empty, and two failed checks are never named alike, which the callers check across their refusals.
 */
function refusalReason(res: ApiResponse, what: string): string {
  expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
  return attribute([namesCheck, '7.2/unauthorized-sandbox-reason'], () => {
    const reason = reasonOf(res);
    expect(
      typeof reason === 'string' && reason.trim().length > 0,
      `${what}: a reason (body: ${res.text.slice(0, 300)})`,
    ).toBe(true);
    return String(reason);
  });
}

/** Refusals of different checks name different checks: no two of them carry the same reason. */
function expectDistinctReasons(reasons: ReadonlyMap<string, readonly string[]>): void {
  const checks = [...reasons.keys()];
  attribute([namesCheck], () => {
    for (const [i, a] of checks.entries()) {
      for (const b of checks.slice(i + 1)) {
        const shared = (reasons.get(a) ?? []).filter((reason) => (reasons.get(b) ?? []).includes(reason));
        expect(shared, `the refusals for "${a}" and for "${b}" name the same check`).toEqual([]);
      }
    }
  });
}

/** An OAUTH verify with a fresh client key and the token `make` builds for it. */
async function oauthVerify(
  t: TestKit,
  oauthId: string,
  make: (clientPublicKey: string) => Promise<string>,
): Promise<ApiResponse> {
  const clientPublicKey = t.binding.clientPublicKeyOf(generateP256KeyPair());
  return t.api.call('verifyAuthCredential', {
    params: { id: oauthId },
    json: { type: 'OAUTH', oidcToken: await make(clientPublicKey), clientPublicKey },
  });
}

// An iat older than the limit less the skew and still within the limit: the limit is 60 s, not 60 s less the skew.
const justWithinLimit = oidcIatMaxAgeSeconds - (sandboxClockSkewSeconds - 2);
if (
  oidcIatVerdict(justWithinLimit) !== 'accepted' ||
  justWithinLimit <= oidcIatMaxAgeSeconds - sandboxClockSkewSeconds
) {
  throw new Error('spec: the chosen iat age does not fall where the test expects');
}
// Older than the limit plus the skew: refused whatever the server's clock says.
const tooOld = oidcIatMaxAgeSeconds + sandboxClockSkewSeconds + 15;

describeArea('wallet', '4.5: OIDC refusals name the failed rule; the edges of the rules', () => {
  conformanceTest(
    'OAUTH verify: tokens each breaking one OIDC rule answer 401 UNAUTHORIZED with a reason, a different one for each rule',
    {
      clauses: [
        namesCheck,
        '7.2/unauthorized-sandbox-reason',
        '4.5/oidc-iss-unsupported-rejected',
        '4.5/oidc-verify-same-iss-aud-sub',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const { w, identity, oauthId } = await walletWithOauth(t);
      await t.setup('a valid OAUTH log-in', () => w.oauthLogin(oauthId, identity));
      const minted =
        (changes: Parameters<WalletDriver['idToken']>[1], who: OauthIdentity = identity) =>
        (clientPublicKey: string) =>
          w.idToken(who, { nonce: sha256Hex(clientPublicKey), ...changes });
      // Well-formed tokens, one rule broken in each: 4.5 answers these 401 (only a malformed token may be a 400).
      const broken: Record<string, (clientPublicKey: string) => Promise<string>> = {
        'iss is a supported issuer': minted({ issuer: `https://unsupported-${crypto.randomUUID()}.example` }),
        'sub is non-empty': minted({ subject: '' }),
        [`iat is no more than ${oidcIatMaxAgeSeconds} s old`]: (key) =>
          minted({ iatSeconds: w.nowSeconds() - tooOld })(key),
        'exp is later than the request': (key) =>
          minted({ iatSeconds: w.nowSeconds() - 30, expSeconds: w.nowSeconds() - 30 })(key),
        'nonce is the SHA-256 of clientPublicKey': () =>
          w.idToken(identity, { nonce: sha256Hex(generateP256KeyPair().publicKeyUncompressedHex) }),
        'the same sub as the credential': minted({}, { ...identity, subject: `${identity.subject}-other` }),
      };
      // Refused verifies open no session and change nothing another reads: at once.
      const answers = await mapAtOnce(Object.values(broken), requestsAtOnce(t), (make) =>
        oauthVerify(t, oauthId, make),
      );
      const reasons = new Map<string, string[]>();
      Object.keys(broken).forEach((rule, i) => {
        reasons.set(rule, [refusalReason(answers[i]!, `a token breaking "${rule}"`)]);
      });
      expectDistinctReasons(reasons);
    },
  );

  conformanceTest(
    `OAUTH verify: a token whose iat is ${justWithinLimit} s old, within the ${oidcIatMaxAgeSeconds}-second limit, is accepted`,
    { clauses: ['4.5/oidc-iat-max-age-60s', '4.2/oauth-iat-max-age', '8/oidc-token-age-60s'], tags: sandboxOnly },
    async (t) => {
      const { w, identity, oauthId } = await walletWithOauth(t);
      const res = await oauthVerify(t, oauthId, (clientPublicKey) =>
        w.idToken(identity, { nonce: sha256Hex(clientPublicKey), iatSeconds: w.nowSeconds() - justWithinLimit }),
      );
      expect(res.status, `a token ${justWithinLimit} s old is accepted (${res.text.slice(0, 300)})`).toBe(200);
    },
  );

  conformanceTest(
    'OAUTH create: a token carrying a nonce is accepted (the nonce rule is a rule of verify only)',
    { clauses: ['4.2/oauth-create-body', '4.5/oidc-verify-nonce-sha256-client-public-key'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const oidcToken = await w.idToken(freshIdentity(), {
        nonce: sha256Hex(generateP256KeyPair().publicKeyUncompressedHex),
      });
      const { retry } = await sendSigned(
        t,
        operationRequest('createAuthCredential', { json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken } }),
        session.privateKey,
      );
      expect(retry.status, `the OAUTH credential is created (${retry.text.slice(0, 300)})`).toBe(201);
    },
  );
});

/** The passkey challenge call with a fresh client key: the challenge text and its requestId. */
async function passkeyChallenge(t: TestKit, passkey: Passkey): Promise<{ challenge: string; requestId: string }> {
  const res = await t.api.call('challengeAuthCredential', {
    params: { id: passkey.id },
    json: { clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) },
  });
  const body = res.json as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`the passkey challenge answered ${res.status}: ${res.text.slice(0, 300)}`);
  return { challenge: String(body['challenge']), requestId: String(body['requestId']) };
}

function passkeyVerify(
  t: TestKit,
  passkey: Passkey,
  assertion: PasskeyAssertion,
  requestId: string,
): Promise<ApiResponse> {
  return t.api.call('verifyAuthCredential', {
    params: { id: passkey.id },
    json: { type: 'PASSKEY', assertion },
    headers: { [requestIdHeader]: requestId },
  });
}

/** The counter inside authenticator data (bytes 33-36, big-endian). */
function counterOf(assertion: PasskeyAssertion): number {
  return Buffer.from(assertion.authenticatorData, 'base64url').readUInt32BE(33);
}

describeArea('wallet', '4.5: WebAuthn refusals name the failed check', () => {
  conformanceTest(
    'PASSKEY verify: assertions each failing one WebAuthn check answer 401 UNAUTHORIZED with a reason, a different one for each check',
    {
      clauses: [
        namesCheck,
        '7.2/unauthorized-sandbox-reason',
        '4.5/webauthn-challenge-checked',
        '4.5/webauthn-origin-rp-binding-checked',
        '4.5/webauthn-user-presence-checked',
        '4.5/webauthn-signature-counter-checked',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      // Each check with the assertions that fail it alone (origin and RP id are one check of 4.5). Challenges are
      // rate limited per credential, so every failing assertion is made by a passkey of its own.
      const broken: Record<
        string,
        ((challenge: string, acceptedCounter: number) => Omit<AssertInput, 'credentialId'>)[]
      > = {
        challenge: [() => ({ challenge: 'ab'.repeat(32) })],
        'origin/RP binding': [
          (challenge) => ({ challenge, origin: 'https://phishing.example' }),
          (challenge) => ({ challenge, rpId: 'phishing.example' }),
        ],
        'user-presence bit': [(challenge) => ({ challenge, userPresent: false })],
        'signature counter': [(challenge, acceptedCounter) => ({ challenge, counterOverride: acceptedCounter })],
      };
      // Each failing assertion on a passkey of its own: every one at once, the reasons kept in the checks' order.
      const cases = Object.entries(broken).flatMap(([check, makes]) => makes.map((make) => ({ check, make })));
      const answers = await mapAtOnce(cases, requestsAtOnce(t), async ({ make }) => {
        const passkey = await t.setup('a passkey of the wallet', () => w.addPasskey(wallet, session));
        // A valid log-in first: the failing assertion differs from an accepted one by the broken check only.
        const acceptedCounter = await t.setup('a valid passkey log-in', async () => {
          const { challenge, requestId } = await passkeyChallenge(t, passkey);
          const assertion = await passkey.authenticator.assert({ challenge, credentialId: passkey.webauthnId });
          const res = await passkeyVerify(t, passkey, assertion, requestId);
          if (res.status !== 200)
            throw new Error(`a valid assertion answered ${res.status}: ${res.text.slice(0, 300)}`);
          return counterOf(assertion);
        });
        const { challenge, requestId } = await t.setup('passkey challenge', () => passkeyChallenge(t, passkey));
        const assertion = await t.setup('make the failing assertion', () =>
          passkey.authenticator.assert({ ...make(challenge, acceptedCounter), credentialId: passkey.webauthnId }),
        );
        return passkeyVerify(t, passkey, assertion, requestId);
      });
      const reasons = new Map<string, string[]>();
      cases.forEach(({ check }, i) => {
        reasons.set(check, [
          ...(reasons.get(check) ?? []),
          refusalReason(answers[i]!, `an assertion failing the ${check} check`),
        ]);
      });
      expectDistinctReasons(reasons);
    },
  );
});

describeArea('wallet', '4.5: a passkey registration failing a WebAuthn check', () => {
  conformanceTest(
    "PASSKEY create whose attestation answers another challenge than the body's is refused with a 4xx envelope and adds no passkey",
    { clauses: ['4.5/webauthn-challenge-checked', '7/envelope-required-members'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const authenticator = new SoftwareAuthenticator(t.run.wallet);
      const attestation = await t.setup('an attestation for another registration challenge', () =>
        authenticator.register({ challenge: registrationChallenge() }),
      );
      const json = {
        type: 'PASSKEY',
        accountId: wallet.accountId,
        challenge: registrationChallenge(),
        nickname: 'Other challenge',
        attestation,
      };
      const res = await sendMaybeSigned(t, operationRequest('createAuthCredential', { json }), session.privateKey);
      expectClientErrorRefusal(res, 'a registration answering another challenge', ['4.5/webauthn-challenge-checked']);
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      attribute(['4.5/webauthn-challenge-checked'], () =>
        expect(
          listed.filter((c) => c['type'] === 'PASSKEY'),
          'no passkey was added',
        ).toEqual([]),
      );
    },
  );
});

describeArea('wallet', '4.2, 7: an encryptedOtpBundle that is not a sealed bundle', () => {
  conformanceTest(
    'OTP verify: an encryptedOtpBundle that is JSON of another shape, or whose encappedPublic or ciphertext is not hex, is refused with a 4xx envelope, never a server error',
    {
      clauses: ['4.5/otp-real-hpke', '7/envelope-required-members', '7/envelope-status-matches-http'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { emailOtpId } = await t.setup('a wallet with an EMAIL_OTP credential', async () => {
        const wallet = await w.newWallet();
        return { emailOtpId: await w.firstEmailOtp(wallet) };
      });
      const key = generateP256KeyPair();
      const point = key.publicKeyUncompressedHex;
      // The 4.2 members, with values no HPKE sender produces.
      const bundles: Record<string, string> = {
        'JSON null': 'null',
        'a JSON array': '[]',
        'a JSON string': JSON.stringify('sealed'),
        'not JSON': 'sealed-otp',
        'an encappedPublic that is not hex': JSON.stringify({
          encappedPublic: `zz${point}`,
          ciphertext: 'ab'.repeat(48),
        }),
        'a ciphertext that is not hex': JSON.stringify({ encappedPublic: point, ciphertext: 'zz'.repeat(48) }),
        'a ciphertext shorter than its tag': JSON.stringify({ encappedPublic: point, ciphertext: 'ab'.repeat(4) }),
      };
      // One challenge: a bundle that is not a sealed bundle leaves it pending (challenge re-issues are rate limited).
      await t.setup('an OTP challenge', () => w.otpTarget(emailOtpId));
      // Each refused, the challenge left pending: at once.
      const answers = await mapAtOnce(Object.values(bundles), requestsAtOnce(t), (encryptedOtpBundle) =>
        sendMaybeSigned(
          t,
          operationRequest('verifyAuthCredential', {
            params: { id: emailOtpId },
            json: { type: 'EMAIL_OTP', encryptedOtpBundle },
          }),
          key.privateKey,
        ),
      );
      Object.keys(bundles).forEach((what, i) => {
        expectClientErrorRefusal(answers[i]!, what, ['4.5/otp-real-hpke']);
      });
    },
  );
});
