import { randomUUID } from 'node:crypto';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  operationRequest,
  expectErrorEnvelope,
  expectSchema,
  type ClauseId,
  type TestKit,
} from '../../support/index.ts';
import { oidcIatMaxAgeSeconds, sandboxClockSkewSeconds } from '../../../spec/limits.ts';
import { oidcExpVerdict, oidcIatVerdict } from '../../../spec/sandbox.ts';
import type { MintIdTokenInput } from '../../crypto/oidc.ts';
import { sha256Hex } from '../../crypto/oidc.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { ApiResponse } from '../../http/client.ts';
import { sendMaybeSigned, sendSigned } from '../../wallet/signed-retry.ts';
import {
  freshIdentity,
  WalletDriver,
  type OauthIdentity,
  type Wallet,
  type WalletSession,
} from '../../wallet/wallet-driver.ts';
import { walletWithOauth } from '../../wallet/wallet-with-oauth.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';

const sandboxOnly = ['sandbox-only'] as const;

function privacyUpdate(t: TestKit, wallet: Wallet) {
  return operationRequest('updateInternalAccount', {
    params: { id: wallet.accountId },
    json: t.binding.walletPrivacyBody(true),
  });
}

describeArea('wallet', '4.2, 2.5, 5: OAUTH credentials', () => {
  conformanceTest(
    'OAUTH create with type, accountId and a sandbox-minted token (dummy signature): 201, nickname the email claim',
    {
      clauses: ['4.2/oauth-create-body', '2.5/oauth-nickname-from-email-claim', '4.5/oidc-dummy-signature-accepted'],
      tags: sandboxOnly,
    },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const identity = freshIdentity();
      const oidcToken = await w.idToken(identity);
      const { retry } = await sendSigned(
        t,
        operationRequest('createAuthCredential', { json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken } }),
        session.privateKey,
      );
      attribute(['4.2/oauth-create-body', '4.5/oidc-dummy-signature-accepted'], () =>
        expect(retry.status, 'the OAUTH credential is created').toBe(201),
      );
      const body = retry.json as Record<string, unknown>;
      attribute(['4.2/oauth-create-body'], () => {
        expectSchema(body, 'AuthMethod');
        expect(body['type']).toBe('OAUTH');
      });
      attribute(['2.5/oauth-nickname-from-email-claim'], () =>
        expect(body['nickname'], 'the email claim').toBe(identity.email),
      );
    },
  );

  conformanceTest(
    'OAUTH verify with a fresh token and clientPublicKey: 200 AuthSession whose encrypted key decrypts with the client key and signs',
    {
      clauses: [
        '4.2/oauth-verify-200',
        '2.5/session-signing-key-present-oauth',
        '5/session-key-oauth-decrypts-with-client-key',
        '3.4/session-issued-on-verify',
      ],
      tags: sandboxOnly,
    },
    async (t) => {
      const { w, wallet, identity, oauthId } = await walletWithOauth(t);
      const clientKey = generateP256KeyPair();
      const clientPublicKey = t.binding.clientPublicKeyOf(clientKey);
      const oidcToken = await w.idToken(identity, { nonce: sha256Hex(clientPublicKey) });
      const res = await t.api.call('verifyAuthCredential', {
        params: { id: oauthId },
        json: { type: 'OAUTH', oidcToken, clientPublicKey },
      });
      expect(res.status, 'the session is issued').toBe(200);
      const session = res.json as Record<string, unknown>;
      attribute(['2.5/session-signing-key-present-oauth', '4.2/oauth-verify-200'], () => {
        expectSchema(session, 'AuthSession');
        expect(typeof session['encryptedSessionSigningKey'], 'encryptedSessionSigningKey').toBe('string');
      });
      const key = await attribute(['5/session-key-oauth-decrypts-with-client-key'], () =>
        t.binding.sessionSigningKeyOf(String(session['encryptedSessionSigningKey']), clientKey.privateKey),
      );
      const { retry } = await sendSigned(t, privacyUpdate(t, wallet), key);
      attribute(['5/session-key-oauth-decrypts-with-client-key'], () =>
        expect(retry.status, 'the decrypted key signs an accepted stamp').toBe(200),
      );
    },
  );

  conformanceTest(
    'a repeated OAUTH verify with a fresh token issues a new session without a challenge call',
    { clauses: ['4.2/oauth-verify-is-reauthentication'], tags: sandboxOnly },
    async (t) => {
      const { w, wallet, identity, oauthId } = await walletWithOauth(t);
      const first = await t.setup('log in with OAUTH', () => w.oauthLogin(oauthId, identity));
      const second = await w.oauthLogin(oauthId, identity);
      expect(second.id, 'a new session').not.toBe(first.id);
      const { retry } = await sendSigned(t, privacyUpdate(t, wallet), second.privateKey);
      expect(retry.status, 'its key signs').toBe(200);
    },
  );

  conformanceTest(
    'OAUTH credentials can be added for each provider identity',
    { clauses: ['4.2/oauth-credential-per-provider-identity'], tags: sandboxOnly },
    async (t) => {
      const { w, wallet, otp, oauthId } = await walletWithOauth(t);
      const second = await w.addOauth(wallet, otp, freshIdentity());
      const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
      expect(listed.filter((c) => c['type'] === 'OAUTH').map((c) => c['id'])).toEqual(
        expect.arrayContaining([oauthId, second]),
      );
    },
  );
});

/** One token to send, built from the credential's identity and the verify's client key. */
type TokenMaker = (ctx: { w: WalletDriver; identity: OauthIdentity; clientPublicKey: string }) => Promise<string>;

const minted =
  (changes: Partial<MintIdTokenInput>): TokenMaker =>
  ({ w, identity, clientPublicKey }) =>
    w.idToken(identity, { nonce: sha256Hex(clientPublicKey), ...changes });

interface OidcRuleCase {
  readonly title: string;
  readonly clauses: readonly ClauseId[];
  /** Tokens the service must refuse on verify. */
  readonly refused: readonly TokenMaker[];
  /** Tokens it must accept on verify (the edge of the rule). */
  readonly accepted?: readonly TokenMaker[];
  /** The rule holds on create too (4.5 rules that are not verify-only). */
  readonly onCreate: boolean;
  /** The document lets a malformed token be answered 400 `INVALID_INPUT` instead of 401. */
  readonly malformed?: boolean;
}

/** Ages of `iat` on either side of the 60-second limit and inside the 5-second skew, chosen by the spec's verdicts. */
const tooOld = oidcIatMaxAgeSeconds + sandboxClockSkewSeconds + 15;
const youngEnough = oidcIatMaxAgeSeconds - 15;
const slightlyAhead = -(sandboxClockSkewSeconds - 2);
const expired = -(sandboxClockSkewSeconds + 25);
if (
  oidcIatVerdict(tooOld) !== 'rejected' ||
  oidcIatVerdict(youngEnough) !== 'accepted' ||
  oidcIatVerdict(slightlyAhead) !== 'accepted'
) {
  throw new Error('spec: the chosen iat ages do not fall where the test expects');
}
if (oidcExpVerdict(expired) !== 'rejected')
  throw new Error('spec: the chosen exp does not fall where the test expects');

const oidcRuleCases: readonly OidcRuleCase[] = [
  {
    title: 'a token that is not JWT-shaped is refused (400 INVALID_INPUT or 401 UNAUTHORIZED)',
    clauses: ['4.5/oidc-malformed-token-rejected'],
    refused: [
      async () => 'not-a-jwt',
      async () => 'only.two',
      async ({ w, identity }) => `${await w.idToken(identity)}.extra`,
    ],
    onCreate: true,
    malformed: true,
  },
  {
    title: 'a token whose iss is not a supported issuer is refused',
    clauses: ['4.5/oidc-iss-unsupported-rejected'],
    refused: [minted({ issuer: `https://unsupported-${randomUUID()}.example` })],
    onCreate: true,
  },
  {
    title: 'aud must be a non-empty string or a one-element string array',
    clauses: ['4.5/oidc-aud-string-or-one-element-array'],
    refused: [
      minted({ audience: '' }),
      minted({ audience: [] }),
      ({ w, identity, clientPublicKey }) =>
        w.idToken(identity, { nonce: sha256Hex(clientPublicKey), audience: [identity.audience, 'second-audience'] }),
    ],
    accepted: [
      ({ w, identity, clientPublicKey }) =>
        w.idToken(identity, { nonce: sha256Hex(clientPublicKey), audience: [identity.audience] }),
    ],
    onCreate: true,
    malformed: true,
  },
  {
    title: 'a token with an empty sub is refused',
    clauses: ['4.5/oidc-sub-empty-rejected'],
    refused: [minted({ subject: '' })],
    onCreate: true,
  },
  {
    title: 'a token whose iat is not numeric is refused',
    clauses: ['4.5/oidc-iat-numeric'],
    refused: [minted({ overrides: { iat: 'recently' } }), minted({ omit: ['iat'] })],
    onCreate: true,
    malformed: true,
  },
  {
    title: `a token whose iat is more than ${oidcIatMaxAgeSeconds} s (plus skew) old is refused; one ${youngEnough} s old is accepted`,
    clauses: ['4.5/oidc-iat-max-age-60s', '4.2/oauth-iat-max-age', '8/oidc-token-age-60s'],
    refused: [async (c) => minted({ iatSeconds: c.w.nowSeconds() - tooOld })(c)],
    accepted: [async (c) => minted({ iatSeconds: c.w.nowSeconds() - youngEnough })(c)],
    onCreate: true,
  },
  {
    title: `an iat up to ${sandboxClockSkewSeconds} s after the request time is accepted (clock skew)`,
    clauses: ['4.5/oidc-iat-clock-skew-5s'],
    refused: [],
    accepted: [async (c) => minted({ iatSeconds: c.w.nowSeconds() - slightlyAhead })(c)],
    onCreate: false,
  },
  {
    title: 'a token whose exp is not numeric or not later than the request time is refused',
    clauses: ['4.5/oidc-exp-after-request'],
    refused: [
      async (c) => minted({ iatSeconds: c.w.nowSeconds() - 40, expSeconds: c.w.nowSeconds() + expired })(c),
      minted({ overrides: { exp: 'later' } }),
    ],
    onCreate: true,
  },
  {
    title: 'on verify, a nonce other than the SHA-256 of the exact hex clientPublicKey sent is refused',
    clauses: ['4.5/oidc-verify-nonce-sha256-client-public-key'],
    refused: [
      ({ w, identity }) => w.idToken(identity, { nonce: sha256Hex(generateP256KeyPair().publicKeyUncompressedHex) }),
      ({ w, identity, clientPublicKey }) => w.idToken(identity, { nonce: sha256Hex(clientPublicKey.toUpperCase()) }),
      ({ w, identity }) => w.idToken(identity),
    ],
    onCreate: false,
  },
  {
    title: "on verify, a token whose aud or sub differ from the credential's is refused",
    clauses: ['4.5/oidc-verify-same-iss-aud-sub', '4.2/oauth-iss-aud-sub-match'],
    refused: [
      ({ w, identity, clientPublicKey }) =>
        w.idToken({ ...identity, subject: `${identity.subject}-other` }, { nonce: sha256Hex(clientPublicKey) }),
      ({ w, identity, clientPublicKey }) =>
        w.idToken({ ...identity, audience: `${identity.audience}-other` }, { nonce: sha256Hex(clientPublicKey) }),
    ],
    onCreate: false,
  },
];

/** Refused: 401 UNAUTHORIZED, or for a malformed token 400 INVALID_INPUT (4.5). */
function expectRefused(res: ApiResponse, malformed: boolean | undefined, what: string): void {
  if (malformed && res.status === 400) expectErrorEnvelope(res, 400, 'INVALID_INPUT');
  else expectErrorEnvelope(res, 401, 'UNAUTHORIZED');
  expect(res.status, what).not.toBe(200);
}

describeArea('wallet', '4.5: the sandbox OIDC token rules, one at a time', () => {
  for (const rule of oidcRuleCases) {
    conformanceTest(rule.title, { clauses: [...rule.clauses], tags: sandboxOnly }, async (t) => {
      const { w, wallet, otp, identity, oauthId } = await walletWithOauth(t);
      const verifyWith = async (make: TokenMaker): Promise<ApiResponse> => {
        const clientKey = generateP256KeyPair();
        const clientPublicKey = t.binding.clientPublicKeyOf(clientKey);
        const oidcToken = await make({ w, identity, clientPublicKey });
        return t.api.call('verifyAuthCredential', {
          params: { id: oauthId },
          json: { type: 'OAUTH', oidcToken, clientPublicKey },
        });
      };
      // A valid verify first: the refused calls differ from it by the one rule.
      await t.setup('a valid OAUTH log-in', () => w.oauthLogin(oauthId, identity));
      // Verifies add no credential and creates open no session: the two go beside each other. Inside each, the
      // refused tokens at once, then the accepted ones at once; answers judged in order, the verifies' first.
      const verifies = (async () => {
        const refused = await mapAtOnce(rule.refused, requestsAtOnce(t), verifyWith);
        refused.forEach((res, i) => expectRefused(res, rule.malformed, `verify, refused token #${i + 1}`));
        const accepted = await mapAtOnce(rule.accepted ?? [], requestsAtOnce(t), verifyWith);
        accepted.forEach((res, i) =>
          expect(res.status, `verify, accepted token #${i + 1} (${res.text.slice(0, 200)})`).toBe(200),
        );
      })();
      const creates = rule.onCreate ? refusedOnCreate(t, w, wallet, otp, rule) : Promise.resolve();
      for (const settled of await Promise.allSettled([verifies, creates]))
        if (settled.status === 'rejected') throw settled.reason;
    });
  }
});

/** The rule also refuses a create: the answer (on either leg of the signed flow) is a refusal, and nothing is added. */
async function refusedOnCreate(
  t: TestKit,
  w: WalletDriver,
  wallet: Wallet,
  otp: WalletSession,
  rule: OidcRuleCase,
): Promise<void> {
  // Each refused, adding nothing: at once, judged in order.
  const answers = await mapAtOnce(rule.refused, requestsAtOnce(t), async (make) => {
    const identity = freshIdentity();
    const oidcToken = await make({ w, identity, clientPublicKey: t.binding.clientPublicKeyOf(generateP256KeyPair()) });
    return sendMaybeSigned(
      t,
      operationRequest('createAuthCredential', { json: { type: 'OAUTH', accountId: wallet.accountId, oidcToken } }),
      otp.privateKey,
    );
  });
  answers.forEach((res, i) => expectRefused(res, rule.malformed, `create, refused token #${i + 1}`));
  const listed = await t.setup('list the credentials', () => w.credentials(wallet.accountId));
  expect(listed.filter((c) => c['type'] === 'OAUTH').length, 'no OAUTH credential was added by a refused token').toBe(
    1,
  );
}
