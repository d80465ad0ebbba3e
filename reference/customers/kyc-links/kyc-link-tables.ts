import type { KycLinkRecord } from './kyc-link.ts';

/** The table of hosted KYC links, empty. */
export function emptyTables(): {
  /** Keyed by link id. */
  kycLinks: Record<string, KycLinkRecord>;
} {
  return { kycLinks: {} };
}
