import type { BeneficialOwnerRecord } from './owner-record.ts';

/** The table of beneficial owners, empty. */
export function emptyTables(): { beneficialOwners: Record<string, BeneficialOwnerRecord> } {
  return { beneficialOwners: {} };
}
