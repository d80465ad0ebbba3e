/**
 * A delegated signing key of a card's embedded-wallet funding source (production's `DelegatedKey`; the document shows
 * none). The key pair is generated and kept by the service; the private key is never answered.
 */
import { createHash } from 'node:crypto';
import type { DelegatedKeyStatus } from '../../../spec/delegated-keys.ts';

export interface DelegatedKeyRecord {
  /** `DelegatedKey:<uuid>`. */
  id: string;
  cardId: string;
  /** `CardFundingSource:<uuid>`: the card's binding to `accountId` (`fundingSourceIdOf`). */
  fundingSourceId: string;
  /** The embedded-wallet internal account funding the card. */
  accountId: string;
  /** Compressed P-256 public key, hex. */
  publicKey: string;
  /** The custodied private key, hex. Never answered. */
  privateKeyHex: string;
  nickname: string;
  status: DelegatedKeyStatus;
  createdAt: string;
  updatedAt: string;
}

/** Production's `DelegatedKey` body. */
export function toDelegatedKeyResponse(record: DelegatedKeyRecord): Record<string, unknown> {
  const { privateKeyHex: _, ...answer } = record;
  return answer;
}

/**
 * The id of the binding of card `cardId` to internal account `accountId` (production's card funding source). The
 * reference keeps a card's funding sources as the account ids in priority order, so the binding's id is derived from
 * the pair: the same pair always names the same source.
 */
export function fundingSourceIdOf(cardId: string, accountId: string): string {
  const hex = createHash('sha256').update(`${cardId}\n${accountId}`).digest('hex');
  // A version-8 (custom) UUID of the digest's first 128 bits.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return `CardFundingSource:${uuid}`;
}
