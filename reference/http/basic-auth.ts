import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ReferenceConfig } from '../config.ts';
import { documentedError } from './api-error.ts';
import { platformCredentialCheckIds, type PlatformAuthRules, type PlatformCredentialCheck } from './platform-auth-rules.ts';

/** Outcome of checking an `Authorization` header; `reason` names the check that failed. */
export type BasicAuthResult = { ok: true } | { ok: false; reason: string };

/** Reasons a platform call is refused, one per check (the sandbox answers them in `reason`). */
export const basicAuthFailures = {
  missing: 'Authorization header is missing',
  repeated: 'more than one Authorization header',
  notBasic: 'Authorization scheme is not Basic',
  malformed: 'Basic credentials are not base64 of "<client id>:<client secret>"',
  unknownClient: 'client id is not recognised',
  wrongSecret: 'client secret does not match the client id',
} as const;

const base64Token = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks an HTTP Basic `Authorization` header (RFC 7617) against the platform credentials. `header` is every value
 * received: more than one is refused, since which of them counts would be a guess (Node keeps only the first). Both the user and the
 * password are always compared, as SHA-256 digests with `timingSafeEqual`, so neither their lengths nor the position
 * of a first difference show in the timing.
 */
export function checkBasicAuth(
  headers: string | readonly string[] | undefined,
  expected: Pick<ReferenceConfig, 'clientId' | 'clientSecret'>,
  checks: readonly PlatformCredentialCheck[] = platformCredentialCheckIds,
): BasicAuthResult {
  if (Array.isArray(headers) && headers.length > 1) return { ok: false, reason: basicAuthFailures.repeated };
  const header = typeof headers === 'string' ? headers : headers?.[0];
  if (header === undefined || header.trim() === '') return { ok: false, reason: basicAuthFailures.missing };
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'basic') return { ok: false, reason: basicAuthFailures.notBasic };
  const token = parts[1];
  if (parts.length !== 2 || token === undefined || token.length % 4 !== 0 || !base64Token.test(token)) {
    return { ok: false, reason: basicAuthFailures.malformed };
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(token, 'base64'));
  } catch {
    return { ok: false, reason: basicAuthFailures.malformed };
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return { ok: false, reason: basicAuthFailures.malformed };
  const userMatches = sameSecret(decoded.slice(0, colon), expected.clientId);
  const passwordMatches = sameSecret(decoded.slice(colon + 1), expected.clientSecret);
  if (!userMatches && checks.includes('client-id-matches')) return { ok: false, reason: basicAuthFailures.unknownClient };
  if (!passwordMatches && checks.includes('client-secret-matches')) return { ok: false, reason: basicAuthFailures.wrongSecret };
  return { ok: true };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Middleware for platform routes (`BasicAuth`, part 5): refuses the call with 401 `UNAUTHORIZED` (the rules' code), a
 * `WWW-Authenticate: Basic` challenge and, in sandbox mode, the failed check as `reason`.
 */
export function requirePlatformAuth(config: ReferenceConfig, rules: PlatformAuthRules): Middleware {
  return async (ctx, next) => {
    const result = checkBasicAuth(ctx.req.headersDistinct['authorization'], config, rules.platformCredentialChecks);
    if (!result.ok) {
      throw documentedError(rules.platformAuthFailureCode, 'Platform credentials are missing or invalid.', {
        headers: { 'WWW-Authenticate': 'Basic realm="platform", charset="UTF-8"' },
        ...(config.sandbox ? { details: { reason: result.reason } } : {}),
      });
    }
    await next();
  };
}
