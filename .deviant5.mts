// Throwaway deviant servers for the wallet suite: the reference with one documented rule broken, chosen by argv[2].
import { decodeJwt } from 'jose';
import { startReference } from '/work/main/reference/server.ts';
import { defaultConfig } from '/work/main/reference/config.ts';
import { rulesWith, documentRules, type ReferenceRules } from '/work/main/reference/rules.ts';
import { embeddedWalletConfig } from '/work/main/reference/wallet-auth/wallet-config.ts';
import { checkIdToken } from '/work/main/reference/crypto/oidc-verify.ts';
import { verifyPasskeyAssertion } from '/work/main/reference/crypto/webauthn.ts';
import { openOtpBundle } from '/work/main/reference/crypto/otp-target.ts';
import { generateP256KeyPair } from '/work/main/conformance/crypto/p256-keys.ts';

const mode = process.argv[2] ?? 'none';
const checks = documentRules.signedRetryChecks;
const without = (id: string) => ({ signedRetryChecks: checks.filter((c) => c !== id) });
const skipOidc = (rule: string): Partial<ReferenceRules> => ({
  checkIdToken: async (token, options) => {
    const result = await checkIdToken(token, options);
    if (!result.ok && result.rule === rule) {
      let claims: Record<string, unknown> = {};
      try { claims = decodeJwt(token) as Record<string, unknown>; } catch { claims = {}; }
      return { ok: true, claims: { iss: String(claims.iss ?? 'x'), aud: String(Array.isArray(claims.aud) ? claims.aud[0] ?? '' : claims.aud ?? 'x'), sub: String(claims.sub ?? 'x'), iat: 0, exp: 0, ...(typeof claims.email === 'string' ? { email: claims.email } : {}) } };
    }
    return result;
  },
});
const skipWebauthn = (check: string): Partial<ReferenceRules> => ({
  verifyPasskeyAssertion: async (input) => {
    const result = await verifyPasskeyAssertion(input);
    if (!result.ok && result.check === check) return { ok: true, newCounter: input.credential.counter + 1 };
    return result;
  },
});
const overrides: Record<string, Partial<ReferenceRules>> = {
  none: {},
  'no-sig-missing': without('signature-present'),
  'no-request-id-present': without('request-id-present'),
  'no-parse': without('signature-parses'),
  'no-body': without('body-matches'),
  'no-verify': without('signature-verifies'),
  'no-signer': without('signer-authorized'),
  'no-single-use': without('request-id-unused'),
  'no-expiry': without('request-id-unexpired'),
  'emailotp-many': { credentialTypeLimits: { ...documentRules.credentialTypeLimits, EMAIL_OTP: { kind: 'at-most', max: 2, code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS' } } },
  'smsotp-many': { credentialTypeLimits: { ...documentRules.credentialTypeLimits, SMS_OTP: { kind: 'at-most', max: 2, code: 'SMS_OTP_CREDENTIAL_ALREADY_EXISTS' } } },
  'passkey-dupes': { credentialTypeLimits: { ...documentRules.credentialTypeLimits, PASSKEY: { kind: 'one-per-provider-identity' } } },
  'min-zero': { minimumCredentialsKept: 0 },
  'revoke-any': { revocationNeedsOtherCredential: false },
  'keep-sessions': { revokeSessionsWithCredential: false },
  'no-add-signature': { addCredentialNeedsSignature: false },
  'otp-any-code': { openOtpBundle: async (b, k) => ({ ...(await openOtpBundle(b, k)), otpCode: '000000' }) },
  'otp-reason': { invalidOtpReason: 'Wrong code' },
  'no-hpke': { openOtpBundle: async (b, k) => { try { return await openOtpBundle(b, k); } catch { return { otpCode: '000000', publicKeyHex: generateP256KeyPair().publicKeyCompressedHex }; } } },
  'no-rate-limit': { challengeReissueLimit: null },
  'email-unsigned': { tiedEmailChange: { ...documentRules.tiedEmailChange, needsSignature: false } },
  'email-no-sync': { tiedEmailChange: { ...documentRules.tiedEmailChange, updatesCredentials: false } },
  'email-dupe-ok': { tiedEmailChange: { ...documentRules.tiedEmailChange, refuseEmailTiedElsewhere: false } },
  'email-set-ok': { tiedEmailChange: { ...documentRules.tiedEmailChange, refuseChangedCredentialSet: false } },
  ...Object.fromEntries(['credential-id', 'challenge', 'origin-rp-binding', 'user-presence', 'signature', 'signature-counter'].map((c) => [`webauthn-${c}`, skipWebauthn(c)])),
  ...Object.fromEntries(['jwt-shaped', 'iss-supported', 'aud-shape', 'sub-non-empty', 'iat-numeric', 'iat-max-age', 'exp-after-request', 'nonce-client-public-key', 'same-identity'].map((r) => [`oidc-${r}`, skipOidc(r)])),
  'oidc-strict-skew': {
    checkIdToken: async (token, options) => {
      const result = await checkIdToken(token, options);
      if (result.ok && result.claims.iat > options.now.getTime() / 1000) return { ok: false, rule: 'iat-clock-skew', reason: 'iat in the future', malformed: false };
      return result;
    },
  },
};
const override = overrides[mode];
if (!override) throw new Error(`unknown mode ${mode}: ${Object.keys(overrides).join(' ')}`);
const ref = await startReference({
  config: defaultConfig({ clientId: 'id', clientSecret: 'secret', embeddedWallet: embeddedWalletConfig({ signedRetryWindowSeconds: 4 }) }),
  rules: rulesWith(override),
  port: 0,
  logger: { info() {}, error: (m) => process.stderr.write(`[deviant] ${m}\n`) },
});
console.log(ref.url);
