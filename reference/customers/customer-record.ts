import type { customerTypes, kybStatusesSeen, kycStatusesSeen } from '../../spec/enums.ts';
import { openapiDocument } from '../../spec/openapi/document.ts';

export type CustomerType = (typeof customerTypes)[number];
export type KycStatus = (typeof kycStatusesSeen)[number];
export type KybStatus = (typeof kybStatusesSeen)[number];

/** The verification status a customer carries: `kycStatus` for individuals, `kybStatus` for businesses. */
export type VerificationStatusFields = { kycStatus: KycStatus } | { kybStatus: KybStatus };

/**
 * A stored customer. The fields the server manages are typed members; everything the platform submitted (and the
 * schema accepted) is kept as given in `profile`, so that a later slice can read any field it needs.
 */
export interface CustomerRecord {
  /** `Customer:<uuid>`. */
  id: string;
  platformCustomerId: string;
  customerType: CustomerType;
  verification: VerificationStatusFields;
  /** Submitted fields, write-only ones included (they are stored, never answered). */
  profile: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  isDeleted: boolean;
}

/** The request bodies a customer's fields come from (spec/openapi/schemas/customers.ts). */
const customerRequestSchemas = [
  'IndividualCustomerCreateRequest',
  'BusinessCustomerCreateRequest',
  'IndividualCustomerUpdateRequest',
  'BusinessCustomerUpdateRequest',
];

/**
 * Top-level fields the client may write but never read back: the members the request schemas mark `writeOnly`
 * (production marks `identifier`, the tax or national id number, so).
 */
export const writeOnlyCustomerFields: readonly string[] = [
  ...new Set(
    customerRequestSchemas.flatMap((name) => {
      const properties = (openapiDocument.components.schemas[name]?.['properties'] ?? {}) as Record<string, unknown>;
      return Object.entries(properties)
        .filter(([, schema]) => (schema as { writeOnly?: unknown }).writeOnly === true)
        .map(([field]) => field);
    }),
  ),
];

/** Members of the answer that the server owns; a submitted field with one of these names never overrides them. */
export const serverOwnedCustomerFields: readonly string[] = [
  'id',
  'platformCustomerId',
  'customerType',
  'kycStatus',
  'kybStatus',
  'createdAt',
  'updatedAt',
  'isDeleted',
];

/**
 * Keeps the submitted fields a record may store: everything except members the server owns. `__proto__` is never a
 * field of the interface; dropping it keeps a JSON body from reaching an object's prototype through assignment.
 */
export function profileFields(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept = Object.entries(body).filter(
    ([name]) => name !== '__proto__' && !serverOwnedCustomerFields.includes(name),
  );
  return Object.fromEntries(kept);
}

/** The Customer body the API answers with (production shape): write-only fields left out. */
export function toCustomerResponse(record: CustomerRecord): Record<string, unknown> {
  // Built by assignment into one object: in Node 20, an object literal with spreads costs microseconds per call.
  const answer: Record<string, unknown> = {
    id: record.id,
    platformCustomerId: record.platformCustomerId,
    customerType: record.customerType,
  };
  for (const [name, value] of Object.entries(record.profile)) {
    if (name !== '__proto__' && !writeOnlyCustomerFields.includes(name)) answer[name] = value;
  }
  for (const [name, value] of Object.entries(record.verification)) {
    if (name !== '__proto__') answer[name] = value;
  }
  answer['createdAt'] = record.createdAt;
  answer['updatedAt'] = record.updatedAt;
  answer['isDeleted'] = record.isDeleted;
  return answer;
}
