/**
 * The reference's check of an OIDC ID token (4.2 OAUTH rules, 4.5 sandbox OIDC token rules), one rule of
 * `oidcTokenRules` (spec/sandbox.ts) at a time, with the figures of spec/limits.ts.
 *
 * Time rules: `iat` may be at most 60 s old, 5 s of clock skew allowed (so 65 s is the last accepted age, and an `iat`
 * up to 5 s in the future is accepted); `exp` must be later than the request time. With `verifySignature` the token's
 * signature is verified against the issuer's key set (jose remote JWKS); without it (the sandbox profile) the
 * signature segment may be a dummy.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { oidcIatMaxAgeSeconds, sandboxClockSkewSeconds } from '../../spec/limits.ts';
import { oidcTokenRules, type OidcTokenRule } from '../../spec/sandbox.ts';

/** The claims of an accepted token; `aud` is the single audience. */
export interface IdTokenClaims {
  readonly iss: string;
  readonly aud: string;
  readonly sub: string;
  readonly iat: number;
  readonly exp: number;
  readonly email?: string;
  readonly nonce?: string;
}

/** The rule a refused token breaks: an id of `oidcTokenRules`, or the issuer signature of 4.2 OAUTH rule 1. */
export type IdTokenRuleId = OidcTokenRule['id'] | 'issuer-signature';

export type IdTokenCheck =
  | { readonly ok: true; readonly claims: IdTokenClaims }
  | { readonly ok: false; readonly rule: IdTokenRuleId; readonly reason: string; readonly malformed: boolean };

export interface CheckIdTokenOptions {
  /** The request time. */
  readonly now: Date;
  readonly supportedIssuers: readonly string[];
  /** On verify: the SHA-256 hex of the `clientPublicKey` sent (see {@link expectedOidcNonce}). */
  readonly expectedNonce?: string;
  /** On verify: the identity stored with the credential. */
  readonly expected?: { readonly iss: string; readonly aud: string | readonly string[]; readonly sub: string };
  /** `false` in the sandbox profile; otherwise where the issuer's key set is. */
  readonly verifySignature: false | { jwksUrlFor(issuer: string): string };
}

/** The `nonce` a verify token must carry: lowercase hex SHA-256 of the exact `clientPublicKey` text sent. */
export function expectedOidcNonce(clientPublicKey: string): string {
  return bytesToHex(sha256(utf8ToBytes(clientPublicKey)));
}

const ruleText = new Map(oidcTokenRules.map((r) => [r.id, r.rule]));

function refuse(rule: IdTokenRuleId, malformed = false): IdTokenCheck {
  const text =
    rule === 'issuer-signature' ? "the signature verifies with the issuer's key set" : (ruleText.get(rule) ?? rule);
  return { ok: false, rule, reason: `OIDC token refused: ${text}`, malformed };
}

/** The single audience of an `aud` that is a non-empty string or a one-element array of one. */
function singleAudience(aud: unknown): string | undefined {
  const value = Array.isArray(aud) && aud.length === 1 ? aud[0] : aud;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let set = remoteKeySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    remoteKeySets.set(url, set);
  }
  return set;
}

function decode(token: string): JWTPayload | undefined {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every((s) => /^[A-Za-z0-9_-]*$/.test(s)) || !segments[0] || !segments[1])
    return undefined;
  try {
    decodeProtectedHeader(token);
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

/**
 * Applies the token rules in the order `oidcTokenRules` lists them, the issuer signature last (so the key set is fetched
 * only for a supported issuer); the first broken rule refuses the token.
 */
export async function checkIdToken(token: string, options: CheckIdTokenOptions): Promise<IdTokenCheck> {
  const claims = typeof token === 'string' ? decode(token) : undefined;
  if (!claims) {
    return refuse('jwt-shaped', true);
  }
  const { iss, aud, sub, iat, exp, email, nonce } = claims;
  if (typeof iss !== 'string' || !options.supportedIssuers.includes(iss)) {
    return refuse('iss-supported');
  }
  const audience = singleAudience(aud);
  if (audience === undefined) return refuse('aud-shape');
  if (typeof sub !== 'string' || sub.length === 0) {
    return refuse('sub-non-empty');
  }
  if (typeof iat !== 'number' || !Number.isFinite(iat)) {
    return refuse('iat-numeric');
  }
  const now = options.now.getTime() / 1000;
  if (now - iat > oidcIatMaxAgeSeconds + sandboxClockSkewSeconds) return refuse('iat-max-age');
  if (iat - now > sandboxClockSkewSeconds) return refuse('iat-clock-skew');
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now) {
    return refuse('exp-after-request');
  }
  if (options.expectedNonce !== undefined && nonce !== options.expectedNonce) return refuse('nonce-client-public-key');
  const expected = options.expected;
  if (expected && (iss !== expected.iss || sub !== expected.sub || audience !== singleAudience(expected.aud)))
    return refuse('same-identity');
  if (options.verifySignature) {
    try {
      await jwtVerify(token, keySet(options.verifySignature.jwksUrlFor(iss)), {
        currentDate: options.now,
        clockTolerance: sandboxClockSkewSeconds,
      });
    } catch {
      return refuse('issuer-signature');
    }
  }
  const accepted: IdTokenClaims = {
    iss,
    aud: audience,
    sub,
    iat,
    exp,
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof nonce === 'string' ? { nonce } : {}),
  };
  return { ok: true, claims: accepted };
}
