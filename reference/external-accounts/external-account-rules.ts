/**
 * The interface rules the external-account and agent slices apply, as data or small functions taken from `spec/`.
 * They are part of `ReferenceRules` (`reference/rules.ts`), so that a deviant server can replace exactly one of them.
 */
import { agentExternalAccountPermission, eventTypes } from '../../spec/enums.ts';
import { limits } from '../../spec/limits.ts';
import { openapiDocument } from '../../spec/openapi/document.ts';
import {
  beneficiaryVerificationSuffixes,
  type BeneficiaryVerificationOutcome,
  type SuffixTable,
} from '../../spec/sandbox.ts';
import { validateSchema, type SchemaViolation } from '../../spec/schemas.ts';
import { externalAccountTransitions, type ExternalAccountTransition } from '../../spec/state-machines.ts';

export interface ExternalAccountRules {
  /** 2.1-2.3: every invalid field of an external-account create body (2.4; part 7 lists them all at once). */
  readonly externalAccountCreateViolations: (body: unknown) => SchemaViolation[];
  /**
   * 2.1: on a platform subject to counterparty requirements (`config.counterpartyRequirements`), a self-custody wallet
   * create must carry `ownershipType`.
   */
  readonly ownershipTypeRequiredForSelfCustodyWallets: boolean;
  /** 2.1: the value of `defaultUmaDepositAccount` when the create omits it. */
  readonly defaultUmaDepositAccountDefault: boolean;
  /** 2.1 and 8: how many default UMA deposit accounts a customer keeps; a newer default replaces older ones. */
  readonly maxDefaultUmaDepositAccountsPerCustomer: number;
  /** 4.1 and 7.3: creating an external account that already exists answers 409. */
  readonly refuseExistingExternalAccount: boolean;
  /** 4.5 (sandbox): the beneficiary name verification outcome, by the suffix of the account's identifier. */
  readonly beneficiaryVerificationSuffixes: SuffixTable<BeneficiaryVerificationOutcome>;
  /** 3.1: where an ownership-verification attempt takes an account, and the event that announces it. */
  readonly externalAccountTransitions: readonly ExternalAccountTransition[];
  /** 4.1: the agent policy permission `POST /agents/me/external-accounts` requires. */
  readonly agentExternalAccountPermission: string;
  /** 4.1: on the agent endpoint the account belongs to the agent's customer, whatever `customerId` the body names. */
  readonly agentAccountsForAgentCustomer: boolean;
  /** 4.3: the message a wallet signature is verified over: the challenge's `messageToSign`, as answered. */
  readonly ownershipMessageChecked: (messageToSign: string) => string;
  /** 4.3: a wallet signature is verified synchronously: the status moves before verify answers (no delay). */
  readonly ownershipStatusDelayMs: number;
  /** 4.1: on the agent endpoint a body without `customerId` creates the account for the agent's customer. */
  readonly agentCustomerInferred: boolean;
  /** 4.1: an agent call with an access token the service does not know answers 401, like one without credentials. */
  readonly agentCredentialsRefused401: boolean;
  /** 5: an agent endpoint given platform Basic credentials (another scheme) answers 401, like one without credentials. */
  readonly agentOtherSchemesRefused401: boolean;
  /** 5: the agent endpoints (by operation id) that accept the agent's own access token: every one. */
  readonly agentTokenAcceptedOn: (operationId: string) => boolean;
  /** 4.3, 7.3: deleting a trusted beneficiary answers 409 `BENEFICIARY_TRUSTED`; untrust first. */
  readonly refuseDeletingTrustedBeneficiary: boolean;
}

const createRequest = openapiDocument.components.schemas['ExternalAccountCreateRequest'] as {
  properties: { defaultUmaDepositAccount: { default?: unknown } };
};
const statedDefault = createRequest.properties.defaultUmaDepositAccount.default;
if (typeof statedDefault !== 'boolean') throw new Error('spec: defaultUmaDepositAccount has no boolean default');

// The event of every 3.1 row is one of the part-6 event types; checked once here so a typo cannot ship.
for (const row of externalAccountTransitions) {
  if (!(eventTypes as readonly string[]).includes(row.event)) throw new Error(`spec: unknown event ${row.event}`);
}

/** The document's external-account and agent rules. */
export const rules: ExternalAccountRules = {
  externalAccountCreateViolations: (body) => validateSchema('ExternalAccountCreateRequest', body),
  ownershipTypeRequiredForSelfCustodyWallets: true,
  defaultUmaDepositAccountDefault: statedDefault,
  maxDefaultUmaDepositAccountsPerCustomer: limits.defaultUmaDepositAccount.numbers.max.value,
  refuseExistingExternalAccount: true,
  beneficiaryVerificationSuffixes,
  externalAccountTransitions,
  agentExternalAccountPermission,
  agentAccountsForAgentCustomer: true,
  agentCustomerInferred: true,
  ownershipMessageChecked: (messageToSign) => messageToSign,
  ownershipStatusDelayMs: 0,
  agentCredentialsRefused401: true,
  agentOtherSchemesRefused401: true,
  agentTokenAcceptedOn: () => true,
  refuseDeletingTrustedBeneficiary: true,
};
