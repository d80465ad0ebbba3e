import type { ReferenceConfig } from '../config.ts';
import { documentedError, invalidInput, type FieldError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { accountIdentityKey } from './account-identifier.ts';
import { verifyBeneficiary } from './beneficiary-verification.ts';
import { applyDefaultUmaDeposit } from './default-uma-deposit.ts';
import type { ExternalAccountRecord } from './external-account-record.ts';
import { initialStatus, ownershipTypeErrors } from './ownership-policy.ts';
import { withoutProtoKeys } from './plain-json.ts';
import { rowsWhere } from '../store/indexes.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

export interface CreateContext {
  readonly now: Date;
  readonly config: ReferenceConfig;
  readonly rules: ReferenceRules;
}

/** Who the account is created for, decided by the route (2.1: customer, platform, or the agent's customer). */
export interface CreateOwner {
  /** `Customer:<uuid>`, or null for the platform. */
  readonly customerId: string | null;
  /** The agent creating it, on the agent endpoint. */
  readonly agentId?: string;
}

/** The field error for a `customerId` that names no active customer. */
function customerErrors(draft: ReferenceData, customerId: string | null): FieldError[] {
  if (customerId === null) return [];
  const customer = rowById(draft.customers, customerId);
  if (customer && !customer.isDeleted) return [];
  return [{ field: 'customerId', message: 'names no customer of this platform' }];
}

/**
 * The invalid fields of a create body that its schema cannot express: the `ownershipType` rules and a `customerId`
 * naming no active customer. Read-only: the routes list them with the schema's errors at registration, and
 * `insertExternalAccount` checks them again inside its transaction, where the stored data cannot change under it.
 */
export function createFieldErrors(
  data: ReferenceData,
  body: Readonly<Record<string, unknown>>,
  customerId: string | null,
  context: Pick<CreateContext, 'config' | 'rules'>,
): FieldError[] {
  return [...ownershipTypeErrors(context.config, context.rules, body), ...customerErrors(data, customerId)];
}

/**
 * Adds an external account to `draft` and returns it; the body met its request schema at route registration.
 * `routeErrors` are invalid fields the route found, reported together with the other invalid fields (one 400). Throws 400 `INVALID_INPUT`, 400
 * `INVALID_BANK_ACCOUNT` (sandbox suffix 105) or 409 `CONFLICT` (the account already exists).
 */
export function insertExternalAccount(
  draft: ReferenceData,
  body: RequestBody<'createCustomerExternalAccount'>,
  owner: CreateOwner,
  routeErrors: readonly FieldError[],
  context: CreateContext,
): ExternalAccountRecord {
  const { config, rules } = context;
  const errors = [...routeErrors, ...createFieldErrors(draft, body, owner.customerId, context)];
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);

  const accountInfo = withoutProtoKeys(body['accountInfo']) as Record<string, unknown>;
  const { currency } = body;
  const verification = verifyBeneficiary(accountInfo, rules, config.sandbox);
  const identityKey = accountIdentityKey(owner.customerId ?? 'platform', currency, accountInfo);
  if (
    rules.refuseExistingExternalAccount &&
    rowsWhere(draft, 'externalAccounts', 'identityKey', identityKey).length > 0
  ) {
    throw documentedError('CONFLICT', 'This external account already exists.', { details: { field: 'accountInfo' } });
  }

  const { ownershipType } = body;
  const requestedDefault = body['defaultUmaDepositAccount'];
  const timestamp = context.now.toISOString();
  const record: ExternalAccountRecord = {
    id: newId('ExternalAccount'),
    customerId: owner.customerId,
    status: initialStatus(config, String(accountInfo['accountType']), ownershipType),
    ...(typeof body['platformAccountId'] === 'string' ? { platformAccountId: body['platformAccountId'] } : {}),
    ...(ownershipType === undefined ? {} : { ownershipType }),
    currency,
    defaultUmaDepositAccount:
      typeof requestedDefault === 'boolean' ? requestedDefault : rules.defaultUmaDepositAccountDefault,
    ...(verification ? { beneficiaryVerificationStatus: verification.status } : {}),
    ...(verification?.verifiedData ? { beneficiaryVerifiedData: { ...verification.verifiedData } } : {}),
    accountInfo,
    identityKey,
    ...(owner.agentId === undefined ? {} : { createdByAgentId: owner.agentId }),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.externalAccounts[record.id] = record;
  applyDefaultUmaDeposit(draft, record, rules, timestamp);
  return record;
}
