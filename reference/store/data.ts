import type { CustomerRecord } from '../customers/customer-record.ts';
import type { BeneficialOwnerRecord } from '../customers/beneficial-owners/owner-record.ts';
import type { DocumentRecord } from '../customers/documents/document-record.ts';
import type { VerificationRecord } from '../customers/verifications/verification-record.ts';
import type { AgentDeviceCodeRecord, AgentRecord, AgentTokenRecord } from '../agents/agent-record.ts';
import type { ExternalAccountRecord } from '../external-accounts/external-account-record.ts';
import type { PlatformConfigRecord } from '../platform-config/platform-config-record.ts';
import type { InternalAccountRecord } from '../wallet/internal-accounts/internal-account-record.ts';
import { emptyAreaData, type AreaData } from './area-tables.ts';
import type { PendingSignedRequest } from '../signed-retry/pending-request.ts';
import type {
  AuthMethodRecord,
  AuthSessionRecord,
  OtpTargetRecord,
  PasskeyChallengeRecord,
} from '../wallet/wallet-records.ts';

/**
 * Everything the reference stores, one table per resource, each keyed by resource id. A new area declares its tables
 * in its own folder and lists them in `area-tables.ts`; data files written before a table existed get it empty.
 */
export interface ReferenceData extends AreaData {
  customers: Record<string, CustomerRecord>;
  beneficialOwners: Record<string, BeneficialOwnerRecord>;
  /** Document metadata with the file content (base64). */
  documents: Record<string, DocumentRecord>;
  /** One per customer that was submitted. */
  verifications: Record<string, VerificationRecord>;
  externalAccounts: Record<string, ExternalAccountRecord>;
  agents: Record<string, AgentRecord>;
  /** Keyed by the device code. */
  agentDeviceCodes: Record<string, AgentDeviceCodeRecord>;
  /** Keyed by the SHA-256 (hex) of the access token; the token itself is never stored. */
  agentTokens: Record<string, AgentTokenRecord>;
  /** One row, keyed `platform`. */
  platformConfig: Record<string, PlatformConfigRecord>;
  internalAccounts: Record<string, InternalAccountRecord>;
  /** Embedded-wallet credentials (`AuthMethod`). */
  authMethods: Record<string, AuthMethodRecord>;
  authSessions: Record<string, AuthSessionRecord>;
  /** Keyed by the credential id: its latest OTP challenge. */
  otpTargets: Record<string, OtpTargetRecord>;
  /** Keyed by `requestId`. */
  passkeyChallenges: Record<string, PasskeyChallengeRecord>;
  /** Keyed by credential id: when its challenges were issued (ISO 8601), for the re-issue rate limit. */
  challengeIssues: Record<string, string[]>;
  /** Signed-retry requests waiting for (or done with) their retry, keyed by `requestId`. */
  signedRequests: Record<string, PendingSignedRequest>;
}

/** A fresh, empty database. */
export function emptyData(): ReferenceData {
  return { customers: {}, beneficialOwners: {}, documents: {}, verifications: {}, externalAccounts: {}, agents: {}, agentDeviceCodes: {}, agentTokens: {}, platformConfig: {}, internalAccounts: {}, authMethods: {}, authSessions: {}, otpTargets: {}, passkeyChallenges: {}, challengeIssues: {}, signedRequests: {}, ...emptyAreaData() };
}

/**
 * The row with this id, if the table holds one. Uses an own-property check so that ids such as `__proto__` or
 * `constructor` (they come from URLs) never resolve to something inherited.
 */
export function rowById<Row>(table: Readonly<Record<string, Row>>, id: string): Row | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** Sets a row as an own member whatever its id (an id of `__proto__` must not reach the prototype). */
export function setRow(table: Record<string, unknown>, id: string, row: unknown): void {
  Object.defineProperty(table, id, { value: row, writable: true, enumerable: true, configurable: true });
}
