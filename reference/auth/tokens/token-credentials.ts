/**
 * HTTP Basic credentials of an API token (5: "the platform client id as user and client secret as password";
 * production: a token's `clientId` and `clientSecret`). Checked when the header is not the configured platform
 * credentials; never remembered, so a deleted token's header fails on its next use.
 */
import type { Store } from '../../store/store.ts';
import { rowById } from '../../store/data.ts';
import { checkBasicAuth, type BasicAuthResult } from '../basic-auth.ts';
import type { PlatformCredentialCheck } from '../platform-auth-rules.ts';
import { sha256Hex, tokenIdOf } from './token-record.ts';

/** The user of a Basic header, or undefined when it is none (the full check says why). */
function basicUser(header: string): string | undefined {
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || token === undefined || rest.length > 0) return undefined;
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(0, colon);
}

/** Checks one `Authorization` header against the stored token its user names; undefined when it names none. */
export async function checkTokenCredentials(
  store: Store,
  header: string,
  checks: readonly PlatformCredentialCheck[],
): Promise<BasicAuthResult | undefined> {
  const tokenId = tokenIdOf(basicUser(header) ?? '');
  const token = tokenId === undefined ? undefined : await store.read((data) => rowById(data.apiTokens, tokenId));
  if (token === undefined) return undefined;
  return checkBasicAuth(
    header,
    {
      clientIdDigest: Buffer.from(sha256Hex(token.clientId), 'hex'),
      clientSecretDigest: Buffer.from(token.clientSecretDigest, 'hex'),
    },
    checks,
  );
}
