import { hash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ReferenceConfig } from '../config.ts';
import { documentedError } from '../http/api-error.ts';
import {
  platformCredentialCheckIds,
  type PlatformAuthRules,
  type PlatformCredentialCheck,
} from './platform-auth-rules.ts';
import { VerifiedHeaders } from '../http/verified-headers.ts';
import type { Store } from '../store/store.ts';
import { checkTokenCredentials } from './tokens/token-credentials.ts';

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

/** One strict UTF-8 decoder for every header: `decode` without `stream` keeps no state between calls. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The platform credentials as SHA-256 digests, the form they are compared in: made once per configuration. */
export interface ExpectedCredentials {
  readonly clientIdDigest: Buffer;
  readonly clientSecretDigest: Buffer;
}

/** The digests of the configured credentials, computed once (at registration), not per request. */
export function expectedCredentials(expected: Pick<ReferenceConfig, 'clientId' | 'clientSecret'>): ExpectedCredentials {
  return { clientIdDigest: sha256(expected.clientId), clientSecretDigest: sha256(expected.clientSecret) };
}

function sha256(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

/**
 * Checks an HTTP Basic `Authorization` header (RFC 7617) against the platform credentials. `header` is every value
 * received: more than one is refused, since which of them counts would be a guess (Node keeps only the first). Both the user and the
 * password are always compared, as SHA-256 digests with `timingSafeEqual`, so neither their lengths nor the position
 * of a first difference show in the timing.
 */
export function checkBasicAuth(
  headers: string | readonly string[] | undefined,
  expected: Pick<ReferenceConfig, 'clientId' | 'clientSecret'> | ExpectedCredentials,
  checks: readonly PlatformCredentialCheck[] = platformCredentialCheckIds,
): BasicAuthResult {
  if (Array.isArray(headers) && headers.length > 1) return { ok: false, reason: basicAuthFailures.repeated };
  const header = typeof headers === 'string' ? headers : headers?.[0];
  if (
    header === undefined ||
    // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: equivalent: a blank header is refused all the same, as not Basic
    header.trim() === ''
  ) {
    return { ok: false, reason: basicAuthFailures.missing };
  }
  const parts = header.trim().split(/\s+/);
  if (parts[0]?.toLowerCase() !== 'basic' && checks.includes('scheme-is-basic')) {
    return { ok: false, reason: basicAuthFailures.notBasic };
  }
  const token = parts[1];
  if (
    parts.length !== 2 ||
    // Stryker disable next-line ConditionalExpression: equivalent: two parts always hold a second
    token === undefined ||
    // Stryker disable next-line ConditionalExpression: outside the document: base64 without its padding is not shown (Node decodes it, so only this check refuses it)
    token.length % 4 !== 0 ||
    !base64Token.test(token)
  ) {
    return { ok: false, reason: basicAuthFailures.malformed };
  }
  let decoded: string;
  try {
    decoded = strictUtf8.decode(Buffer.from(token, 'base64'));
  } catch {
    return { ok: false, reason: basicAuthFailures.malformed };
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return { ok: false, reason: basicAuthFailures.malformed };
  const digests = 'clientIdDigest' in expected ? expected : expectedCredentials(expected);
  const userMatches = timingSafeEqual(sha256(decoded.slice(0, colon)), digests.clientIdDigest);
  const passwordMatches = timingSafeEqual(sha256(decoded.slice(colon + 1)), digests.clientSecretDigest);
  if (!userMatches && checks.includes('client-id-matches'))
    return { ok: false, reason: basicAuthFailures.unknownClient };
  if (!passwordMatches && checks.includes('client-secret-matches'))
    return { ok: false, reason: basicAuthFailures.wrongSecret };
  return { ok: true };
}

/**
 * Middleware for platform routes (`BasicAuth`, part 5): refuses the call with 401 `UNAUTHORIZED` (the rules' code), a
 * `WWW-Authenticate: Basic` challenge and, in sandbox mode, the failed check as `reason`. A header found valid is
 * remembered (`VerifiedHeaders`), so a client repeating it costs one hash, not a whole check; the memory is dropped
 * when the configured credentials change. A header that is not the configured credentials may be those of an API
 * token in `store` (`tokens/token-credentials.ts`), checked on every use since the token may be deleted.
 */
export function requirePlatformAuth(config: ReferenceConfig, rules: PlatformAuthRules, store: Store): Middleware {
  let checkedFor = { clientId: config.clientId, clientSecret: config.clientSecret };
  let expected = expectedCredentials(config);
  const verified = new VerifiedHeaders();
  return async (ctx, next) => {
    if (config.clientId !== checkedFor.clientId || config.clientSecret !== checkedFor.clientSecret) {
      checkedFor = { clientId: config.clientId, clientSecret: config.clientSecret };
      expected = expectedCredentials(config);
      verified.clear();
    }
    const headers = authorizationHeaders(ctx.req.rawHeaders);
    const single = headers?.length === 1 ? headers[0]! : undefined;
    if (single === undefined || !verified.has(single)) {
      const result = checkBasicAuth(headers, expected, rules.platformCredentialChecks);
      const token =
        result.ok || single === undefined
          ? undefined
          : await checkTokenCredentials(store, single, rules.platformCredentialChecks);
      if (!result.ok && token?.ok !== true) {
        const reason = token === undefined || token.ok ? result.reason : token.reason;
        throw documentedError(rules.platformAuthFailureCode, 'Platform credentials are missing or invalid.', {
          headers: { 'WWW-Authenticate': 'Basic realm="platform", charset="UTF-8"' },
          ...(config.sandbox ? { details: { reason } } : {}),
        });
      }
      if (single !== undefined && result.ok) verified.add(single);
    }
    await next();
  };
}

/**
 * Every `Authorization` value received, as `headersDistinct` gives them, read off the raw headers: Node builds
 * `headersDistinct` for all headers on first use, which costs more than this one scan.
 */
export function authorizationHeaders(rawHeaders: readonly string[]): string[] | undefined {
  let values: string[] | undefined;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 13 && name.toLowerCase() === 'authorization') (values ??= []).push(rawHeaders[i + 1]!);
  }
  return values;
}
