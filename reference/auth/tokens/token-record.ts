import { hash } from 'node:crypto';
import type { ApiTokenPermission } from '../../../spec/tokens.ts';

/**
 * A stored API token (1: "manage API tokens programmatically"; production's `ApiToken`). Its client id is the uuid of
 * its id without dashes (production's form, 32 hex digits), so a Basic user names its token. The client secret is
 * answered once, on creation, and kept only as its SHA-256 digest.
 */
export interface ApiTokenRecord {
  /** `Token:<uuid>`. */
  id: string;
  name: string;
  permissions: ApiTokenPermission[];
  clientId: string;
  /** SHA-256 of the client secret, hex. */
  clientSecretDigest: string;
  createdAt: string;
  updatedAt: string;
}

/** Production's `ApiToken` body; `clientSecret` only in the answer that created it. */
export function toApiTokenResponse(record: ApiTokenRecord, clientSecret?: string): Record<string, unknown> {
  return {
    id: record.id,
    name: record.name,
    permissions: [...record.permissions],
    clientId: record.clientId,
    ...(clientSecret === undefined ? {} : { clientSecret }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const tokenIdPrefix = 'Token:';

/** The client id of a token id: its uuid without dashes. */
export function clientIdOf(tokenId: string): string {
  return tokenId.slice(tokenIdPrefix.length).replaceAll('-', '');
}

/** The token id a client id names, or undefined when it is not 32 hex digits. */
export function tokenIdOf(clientId: string): string | undefined {
  const hex = /^[0-9a-f]{32}$/.exec(clientId)?.[0];
  if (hex === undefined) return undefined;
  const dashed = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return `${tokenIdPrefix}${dashed}`;
}

/** SHA-256 of a value, hex: the form a client secret is kept in, and both parts of a token's credentials compared in. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}
