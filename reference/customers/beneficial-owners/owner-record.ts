import { openapiDocument } from '../../../spec/openapi/document.ts';
import type { KycStatus } from '../../../spec/state-machines.ts';

/** A beneficial owner of a business customer (production shape; 2.6 names `personalInfo.lastName`, `kycStatus`). */
export interface BeneficialOwnerRecord {
  /** `BeneficialOwner:<uuid>`. */
  id: string;
  customerId: string;
  roles: string[];
  ownershipPercentage: number;
  /** As submitted, write-only members included (stored, never answered). */
  personalInfo: Record<string, unknown>;
  kycStatus: KycStatus;
  createdAt: string;
  updatedAt: string;
}

/** Members of `personalInfo` the client may write but never read back: those the request schema marks `writeOnly`. */
const writeOnlyPersonalInfo: readonly string[] = Object.entries(
  (openapiDocument.components.schemas['BeneficialOwnerPersonalInfo']?.['properties'] ?? {}) as Record<string, unknown>,
)
  .filter(([, schema]) => (schema as { writeOnly?: unknown }).writeOnly === true)
  .map(([name]) => name);

/** The BeneficialOwner body the API answers with. */
export function toOwnerResponse(record: BeneficialOwnerRecord): Record<string, unknown> {
  const personalInfo = Object.fromEntries(
    Object.entries(record.personalInfo).filter(([name]) => !writeOnlyPersonalInfo.includes(name)),
  );
  return {
    id: record.id,
    customerId: record.customerId,
    roles: [...record.roles],
    ownershipPercentage: record.ownershipPercentage,
    personalInfo,
    kycStatus: record.kycStatus,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
