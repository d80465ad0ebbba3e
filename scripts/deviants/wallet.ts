/** Deviants of embedded-wallet credentials (4.2, 4.5, 3.4, 5, 7.1, 7.3, 8): limits, revocation, OTP, OIDC, WebAuthn. */
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { checkIdToken, type IdTokenRuleId } from '../../reference/crypto/oidc-verify.ts';
import {
  BundleOpenError,
  createOtpTarget,
  MalformedBundleError,
  openOtpBundle,
} from '../../reference/crypto/otp-target.ts';
import { verifyPasskeyAssertion } from '../../reference/crypto/webauthn.ts';
import { documentRules, type ReferenceRules } from '../../reference/rules.ts';
import { sandboxClockSkewSeconds } from '../../spec/limits.ts';
import { oidcTokenRules, webauthnChecks, type WebAuthnCheck } from '../../spec/sandbox.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

const limitsWith = (changes: Partial<ReferenceRules['credentialTypeLimits']>) => ({
  credentialTypeLimits: { ...documentRules.credentialTypeLimits, ...changes },
});
const emailChangeWith = (changes: Partial<ReferenceRules['tiedEmailChange']>) => ({
  tiedEmailChange: { ...documentRules.tiedEmailChange, ...changes },
});

/** The OIDC check with one rule not applied: a token refused by that rule alone is accepted with its own claims. */
function oidcWithout(rule: IdTokenRuleId): Partial<ReferenceRules> {
  return {
    checkIdToken: async (token, options) => {
      const result = await checkIdToken(token, options);
      if (result.ok || result.rule !== rule) return result;
      // The token is JWT-shaped here (else the first rule refused it): its payload segment is JSON.
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const text = (value: unknown) =>
        typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
      const time = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
      return {
        ok: true,
        claims: {
          iss: text(claims['iss']),
          aud: text(claims['aud']),
          sub: text(claims['sub']),
          iat: time(claims['iat']),
          exp: time(claims['exp']),
          ...(typeof claims['email'] === 'string' ? { email: claims['email'] } : {}),
          ...(typeof claims['nonce'] === 'string' ? { nonce: claims['nonce'] } : {}),
        },
      };
    },
  };
}

/** The passkey assertion check with one WebAuthn check not applied: an assertion failing only that check passes. */
function webauthnWithout(check: WebAuthnCheck['id']): Partial<ReferenceRules> {
  return {
    verifyPasskeyAssertion: async (input) => {
      const result = await verifyPasskeyAssertion(input);
      if (result.ok || result.check !== check) return result;
      return { ok: true, newCounter: input.credential.counter + 1 };
    },
  };
}

/**
 * The OIDC rules the reference applies one by one whose breach the document states (the others are statements about
 * the signature or literals). Not `iat-clock-skew`: 4.5 allows 5 s of skew but does not say that an `iat` further in
 * the future is refused, so accepting one breaks nothing stated (the deviant that refuses any skew is below).
 */
const appliedOidcRules = [
  'jwt-shaped',
  'iss-supported',
  'aud-shape',
  'sub-non-empty',
  'iat-numeric',
  'iat-max-age',
  'exp-after-request',
  'nonce-client-public-key',
  'same-identity',
] as const;

const oidcDeviants = oidcTokenRules
  .filter((rule) => (appliedOidcRules as readonly string[]).includes(rule.id))
  .map((rule) => ({
    id: `oidc-skips-${rule.id}`,
    breaks: rule.clause,
    description: `an OIDC token breaking "${rule.rule}" is accepted`,
    areas: ['wallet' as const],
    rules: oidcWithout(rule.id as IdTokenRuleId),
  }));

const webauthnDeviants = webauthnChecks.map((check) => ({
  id: `webauthn-skips-${check.id}`,
  breaks: check.clause,
  description: `a passkey assertion failing "${check.check}" is accepted`,
  areas: ['wallet' as const],
  rules: webauthnWithout(check.id),
}));

/** The clause of each type's re-login (4.2): a repeated verify issues a new session. */
const reloginClauses = {
  EMAIL_OTP: '4.2/otp-reauthentication-new-key-pair',
  PASSKEY: '4.2/passkey-reauthentication',
  OAUTH: '4.2/oauth-verify-is-reauthentication',
} as const;

/** `createOtpTarget` keeping its first target for every later challenge (one per deviant server). */
function targetMadeOnce(): typeof createOtpTarget {
  let made: ReturnType<typeof createOtpTarget> | undefined;
  return (signer) => {
    made ??= createOtpTarget(signer);
    return made;
  };
}

export const deviants: Deviant[] = [
  ...familyOf('wallet', [
    ...(['PASSKEY', 'OAUTH'] as const).map((type) => ({
      id: `${type.toLowerCase()}-session-signed-by-client-key`,
      breaks:
        type === 'PASSKEY' ? '5/session-key-decrypts-with-client-key' : '5/session-key-oauth-decrypts-with-client-key',
      description: `a ${type} session is registered under the clientPublicKey, not the key its encryptedSessionSigningKey hands out: stamps by that key are refused`,
      areas: ['wallet' as const],
      rules: { sessionSignerIsHandedOutKey: (t: string) => t !== type },
    })),
    {
      id: 'credential-add-reads-wallet-signature',
      breaks: '5/wallet-signature-headers',
      description:
        "the credential add reads its retry's stamp from `Wallet-Signature`, not the signature header (other paths read it right)",
      areas: ['wallet'],
      rules: {
        walletSignatureHeaderRead: (configured, path) =>
          path.endsWith('/auth/credentials') ? 'Wallet-Signature' : configured,
      },
    },
    {
      id: 'signed-retry-without-signer-type',
      breaks: '2.5/signed-retry-challenge-members',
      description:
        'the 202 of a signed flow that names no credential (wallet export, wallet privacy, session refresh) has no type',
      areas: ['wallet'],
      rules: { signedRetryNamesSignerType: false },
    },
    {
      id: 'email-otp-twice',
      breaks: '7.1/email-otp-credential-already-exists',
      description: 'an account may hold two EMAIL_OTP credentials',
      areas: ['wallet'],
      rules: limitsWith({ EMAIL_OTP: { kind: 'at-most', max: 2, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' } }),
    },
    {
      id: 'sms-otp-twice',
      breaks: '7.1/sms-otp-credential-already-exists',
      description: 'an account may hold two SMS_OTP credentials',
      areas: ['wallet'],
      rules: limitsWith({ SMS_OTP: { kind: 'at-most', max: 2, code: 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS' } }),
    },
    {
      id: 'passkey-duplicate-id',
      breaks: '7.1/passkey-credential-already-exists',
      description: 'a passkey whose credential id is already registered is added again',
      areas: ['wallet'],
      rules: limitsWith({ PASSKEY: { kind: 'one-per-provider-identity' } }),
    },
    {
      id: 'last-credential-revocable',
      breaks: '4.2/revoke-last-credential-400',
      description: 'the last credential of an account may be revoked',
      areas: ['wallet'],
      rules: { minimumCredentialsKept: 0 },
    },
    {
      id: 'revoke-with-own-session',
      breaks: '3.4/credential-revoke-needs-other-credential-session',
      description: 'a credential revocation may be signed by a session of the credential revoked',
      areas: ['wallet'],
      rules: { revocationNeedsOtherCredential: false },
    },
    {
      id: 'revoke-keeps-sessions',
      breaks: '3.4/credential-revoke-revokes-sessions',
      description: 'revoking a credential leaves the sessions it issued active',
      areas: ['wallet'],
      rules: { revokeSessionsWithCredential: false },
    },
    {
      id: 'add-credential-unsigned',
      breaks: '3.4/credential-creation-signed-retry-challenge',
      description: 'a second credential is added without the signed retry',
      areas: ['wallet'],
      rules: { addCredentialNeedsSignature: false },
    },
    {
      id: 'first-credential-any-type',
      breaks: '5/first-credential-email-otp',
      description: 'the first credential of a wallet account may be of any type',
      areas: ['wallet'],
      rules: { firstCredentialType: null },
    },
    {
      id: 'otp-sandbox-code-changed',
      breaks: '4.5/otp-global-code-000000',
      description: 'the sandbox OTP code is not the documented global code',
      areas: ['wallet'],
      rules: { sandboxOtpCode: documentRules.sandboxOtpCode === '123456' ? '654321' : '123456' },
    },
    {
      id: 'otp-any-code',
      breaks: '4.5/otp-other-code-invalid',
      description: 'an OTP bundle with any code is accepted',
      areas: ['wallet'],
      rules: {
        openOtpBundle: async (bundle, key) => ({
          ...(await openOtpBundle(bundle, key)),
          otpCode: documentRules.sandboxOtpCode,
        }),
      },
    },
    {
      id: 'otp-without-hpke',
      breaks: '4.5/otp-real-hpke',
      description: 'an OTP bundle that does not open with the target key is accepted as the sandbox code',
      areas: ['wallet'],
      rules: {
        openOtpBundle: async (bundle, key) => {
          try {
            return await openOtpBundle(bundle, key);
          } catch (error) {
            if (!(error instanceof BundleOpenError)) throw error;
            const publicKeyHex = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), true));
            return { otpCode: documentRules.sandboxOtpCode, publicKeyHex };
          }
        },
      },
    },
    {
      id: 'otp-reissue-unlimited',
      breaks: '4.2/otp-challenge-reissue-rate-limited',
      description: 'OTP challenges may be re-issued without limit',
      areas: ['wallet'],
      rules: { challengeReissueRateLimited: false },
    },
    {
      id: 'email-change-unsigned',
      breaks: '4.2/email-change-signed-retry',
      description: 'the e-mail of a customer with tied EMAIL_OTP credentials changes without the signed retry',
      areas: ['customers'],
      rules: emailChangeWith({ needsSignature: false }),
    },
    {
      id: 'email-change-credential-stale',
      breaks: '4.2/email-change-updates-credential',
      description: "a customer's e-mail change leaves the tied EMAIL_OTP credential on the old address",
      areas: ['customers'],
      rules: emailChangeWith({ updatesCredentials: false }),
    },
    {
      id: 'email-tied-elsewhere-accepted',
      breaks: '7.3/email-otp-email-already-exists',
      description: 'an e-mail already tied to an EMAIL_OTP credential of another account is accepted',
      areas: ['wallet'],
      rules: emailChangeWith({ refuseEmailTiedElsewhere: false }),
    },
    {
      id: 'email-change-set-changed-accepted',
      breaks: '7.3/email-otp-credential-set-changed',
      description: 'an e-mail change is completed although the tied credentials changed since its challenge',
      areas: ['wallet'],
      rules: emailChangeWith({ refuseChangedCredentialSet: false }),
    },
    {
      id: 'removed-credential-still-counted',
      breaks: '4.2/email-otp-again-after-removal',
      description:
        'a removed credential still counts toward its type limit (read from the sessions it issued): EMAIL_OTP cannot be added again',
      areas: ['wallet'],
      rules: { limitCountsRemovedCredentials: true },
    },
    {
      id: 'otp-target-made-once',
      breaks: '4.2/otp-challenge-fresh-bundle',
      description: 'the OTP target key pair is made once and its bundle answered to every challenge',
      areas: ['wallet'],
      rules: { createOtpTarget: targetMadeOnce() },
    },
    {
      id: 'otp-bundle-read-camel-case',
      breaks: '4.2/otp-encrypted-bundle-accepted',
      description:
        'the opened OTP bundle is read as `{ otpCode, publicKey }`: one sealing the documented `{ otp_code, public_key }` is refused as malformed',
      areas: ['wallet'],
      rules: {
        openOtpBundle: async (bundle, key) => {
          await openOtpBundle(bundle, key);
          throw new MalformedBundleError('the decrypted OTP bundle lacks otpCode or publicKey');
        },
      },
    },
    {
      id: 'otp-retry-any-signer',
      breaks: '4.2/otp-session-key-is-target-key',
      description:
        "an OTP verify retry is accepted whatever key signed it, the bundle's key still becoming the session key",
      areas: ['wallet'],
      rules: { otpRetrySignerChecked: false },
    },
    ...(['EMAIL_OTP', 'PASSKEY', 'OAUTH'] as const).map((type) => ({
      id: `${type.toLowerCase().replace('_', '-')}-relogin-keeps-session-id`,
      breaks: reloginClauses[type],
      description: `a ${type} re-login re-keys the credential's active session under its id instead of issuing a new session`,
      areas: ['wallet' as const],
      rules: { reloginKeepsSessionId: (t: string) => t === type },
    })),
    {
      id: 'oidc-signature-verified',
      breaks: '4.5/oidc-dummy-signature-accepted',
      description:
        'the sandbox verifies the OIDC signature as production does, with no key for it: a token with a dummy signature is refused',
      areas: ['wallet'],
      rules: {
        checkIdToken: async (token, options) => {
          const result = await checkIdToken(token, options);
          return result.ok
            ? {
                ok: false,
                rule: 'dummy-signature',
                reason: 'OIDC token refused: the signature does not verify',
                malformed: false,
              }
            : result;
        },
      },
    },
    ...oidcDeviants,
    {
      id: 'oidc-no-clock-skew',
      breaks: '4.5/oidc-iat-clock-skew-5s',
      description: `an OIDC token issued up to ${sandboxClockSkewSeconds} s in the future is refused (no clock skew allowed)`,
      areas: ['wallet'],
      rules: {
        checkIdToken: async (token, options) => {
          const result = await checkIdToken(token, options);
          if (result.ok && result.claims.iat > options.now.getTime() / 1000) {
            return {
              ok: false,
              rule: 'iat-clock-skew',
              reason: 'OIDC token refused: iat is in the future',
              malformed: false,
            };
          }
          return result;
        },
      },
    },
    ...webauthnDeviants,
  ]),
  ...rowsOf('wallet'),
];
