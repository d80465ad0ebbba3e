/**
 * The state machines of part 3 of the interface document, one row per documented transition.
 *
 * Every row names the clauses (see `spec/clauses/`) that state it, so the registry test can prove that no row is left
 * without a clause. Moves the document marks "not shown" have no row: nothing may be asserted about them.
 */
import type { ErrorCodeRow } from './errors.ts';
import type { ClauseId } from './keys/index.ts';
import type {
  cardStates,
  externalAccountStatuses,
  kybStatusesSeen,
  kycStatusesSeen,
  verificationStatuses,
} from './enums.ts';

type ErrorCode = ErrorCodeRow['code'];
export type ExternalAccountStatus = (typeof externalAccountStatuses)[number];
export type CardState = (typeof cardStates)[number];
export type KycStatus = (typeof kycStatusesSeen)[number];
export type KybStatus = (typeof kybStatusesSeen)[number];
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The machines of part 3. */
export type MachineName =
  | 'external-account-status'
  | 'individual-verification'
  | 'business-verification'
  | 'card-state'
  | 'credentials-sessions';

interface RowBase<M extends MachineName> {
  readonly machine: M;
  /** The section of part 3 the row comes from. */
  readonly section: '3.1' | '3.2' | '3.3' | '3.4';
  readonly trigger: string;
  /** The condition column; empty when the document gives none. */
  readonly condition: string;
  /** The "Also" column (or the result column of 3.4); empty when the document gives nothing. */
  readonly also: string;
  /** Ids of the clauses that state this row; at least one. */
  readonly clauses: readonly ClauseId[];
}

// ---------------------------------------------------------------------------------------------------------------------
// 3.1 External account status

/** A row of the 3.1 table. `outcome` is the result of the ownership-verification attempt that triggers it. */
export interface ExternalAccountTransition extends RowBase<'external-account-status'> {
  readonly from: ExternalAccountStatus;
  readonly outcome: 'succeeded' | 'failed';
  readonly to: ExternalAccountStatus;
  /** The event announcing the change. */
  readonly event: 'EXTERNAL_ACCOUNT.STATUS_UPDATED';
}

/** 3.1: the ownership-verification lifecycle of an external account. Other moves between statuses: not shown. */
export const externalAccountTransitions: readonly ExternalAccountTransition[] = [
  {
    machine: 'external-account-status',
    section: '3.1',
    from: 'PENDING_OWNERSHIP_VERIFICATION',
    trigger: 'Ownership verification succeeds',
    condition: 'Wallet ownership proven (for example wallet signature or hosted liveness check)',
    outcome: 'succeeded',
    to: 'ACTIVE',
    event: 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
    also: 'Status change is announced by event EXTERNAL_ACCOUNT.STATUS_UPDATED',
    clauses: ['3.1/pending-ownership-verification-to-active', '3.1/status-change-announced-by-event'],
  },
  {
    machine: 'external-account-status',
    section: '3.1',
    from: 'PENDING_OWNERSHIP_VERIFICATION',
    trigger: 'Ownership verification attempt fails',
    condition: '',
    outcome: 'failed',
    to: 'UNVERIFIED',
    event: 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
    also: 'Same event',
    clauses: ['3.1/pending-ownership-verification-to-unverified', '3.1/status-change-announced-by-event'],
  },
  {
    machine: 'external-account-status',
    section: '3.1',
    from: 'UNVERIFIED',
    trigger: 'New challenge started and verification succeeds',
    condition: '',
    outcome: 'succeeded',
    to: 'ACTIVE',
    event: 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
    also: 'Same event',
    clauses: ['3.1/unverified-to-active-on-new-challenge', '3.1/status-change-announced-by-event'],
  },
];

/** 3.1: statements about statuses that are not transitions. */
export const externalAccountStatusNotes = {
  /** While `PENDING_OWNERSHIP_VERIFICATION` the account stays usable for transfers below regulatory thresholds. */
  usableWhilePending: {
    status: 'PENDING_OWNERSHIP_VERIFICATION',
    clause: '3.1/pending-ownership-verification-usable-below-threshold',
  },
  /** Moves into `PENDING`, `UNDER_REVIEW`, `INACTIVE` and any other move not in the table: not shown. */
  otherMovesNotShown: true,
} as const;

/**
 * The documented target of an ownership-verification attempt on an account in `from`, or `undefined` when the document
 * does not show that move (the caller must then assert nothing).
 */
export function externalAccountTransition(
  from: ExternalAccountStatus,
  outcome: 'succeeded' | 'failed',
): ExternalAccountTransition | undefined {
  return externalAccountTransitions.find((r) => r.from === from && r.outcome === outcome);
}

// ---------------------------------------------------------------------------------------------------------------------
// 3.2 Customer verification (sandbox behaviour, driven by the last three characters of a field)

/** What `POST /verifications` does for a customer; `400` means it is refused with that status. */
export type VerificationSubmission = 'accepted' | 400;

/** A row of the individual half of the 3.2 table: a `fullName` suffix decides the `kycStatus` at creation. */
export interface IndividualVerificationRow extends RowBase<'individual-verification'> {
  readonly from: null;
  /** The last three characters of `fullName` this row applies to; `'other'` for any other ending. */
  readonly suffixes: readonly string[] | 'other';
  readonly to: KycStatus;
  readonly verificationSubmission: VerificationSubmission;
  /**
   * What a submission with complete data gives, where the row itself says (003: `RESOLVE_ERRORS` with a
   * poor-quality-document error). Rows without it follow {@link verificationRules}.individualResubmission.
   */
  readonly completeDataSubmission?: {
    readonly verificationStatus: VerificationStatus;
    readonly documentError?: 'poor-quality-document';
  };
}

/** A row of the business half of the 3.2 table: a `businessInfo.registrationNumber` suffix decides verification. */
export interface BusinessVerificationRow extends RowBase<'business-verification'> {
  readonly from: 'UNVERIFIED';
  readonly suffixes: readonly string[] | 'other';
  /** `'unchanged'`: no automatic decision, normal validation applies. */
  readonly to: KybStatus | 'unchanged';
  /** The `verificationStatus` the verification reports; `RESOLVE_ERRORS` until complete for the undecided row. */
  readonly verificationStatus: VerificationStatus;
  /** True where the document says validation of data and documents is skipped. */
  readonly validationSkipped: boolean;
}

const individualTrigger = 'POST /customers individual';
const businessTrigger = 'business verified (POST /verifications or hosted link)';

/** 3.2, individual customers, by the last three characters of `fullName`. The "other" row comes last. */
export const individualVerificationRows: readonly IndividualVerificationRow[] = [
  {
    machine: 'individual-verification',
    section: '3.2',
    from: null,
    trigger: individualTrigger,
    condition: 'Last 3 characters of fullName are 001',
    suffixes: ['001'],
    to: 'PENDING',
    verificationSubmission: 'accepted',
    also: 'Can be submitted for verification',
    clauses: ['3.2/individual-suffix-001-pending'],
  },
  {
    machine: 'individual-verification',
    section: '3.2',
    from: null,
    trigger: individualTrigger,
    condition: '002',
    suffixes: ['002'],
    to: 'REJECTED',
    verificationSubmission: 400,
    also: 'POST /verifications returns 400',
    clauses: ['3.2/individual-suffix-002-rejected', '3.2/individual-suffix-002-verification-400'],
  },
  {
    machine: 'individual-verification',
    section: '3.2',
    from: null,
    trigger: individualTrigger,
    condition: '003',
    suffixes: ['003'],
    to: 'UNVERIFIED',
    verificationSubmission: 'accepted',
    completeDataSubmission: { verificationStatus: 'RESOLVE_ERRORS', documentError: 'poor-quality-document' },
    also: 'Submission with complete data gives RESOLVE_ERRORS with a poor-quality-document error',
    clauses: ['3.2/individual-suffix-003-unverified', '3.2/individual-suffix-003-poor-quality-document'],
  },
  {
    machine: 'individual-verification',
    section: '3.2',
    from: null,
    trigger: individualTrigger,
    condition: 'any other ending',
    suffixes: 'other',
    to: 'APPROVED',
    verificationSubmission: 400,
    also: 'POST /verifications returns 400',
    clauses: ['3.2/individual-suffix-other-approved', '3.2/individual-suffix-other-verification-400'],
  },
];

/** 3.2, business customers, by the last three characters of `businessInfo.registrationNumber`. */
export const businessVerificationRows: readonly BusinessVerificationRow[] = [
  {
    machine: 'business-verification',
    section: '3.2',
    from: 'UNVERIFIED',
    trigger: businessTrigger,
    condition: 'Registration number ends 002',
    suffixes: ['002'],
    to: 'REJECTED',
    verificationStatus: 'REJECTED',
    validationSkipped: false,
    also: 'verificationStatus REJECTED',
    clauses: ['3.2/business-suffix-002-rejected'],
  },
  {
    machine: 'business-verification',
    section: '3.2',
    from: 'UNVERIFIED',
    trigger: businessTrigger,
    condition: 'Registration number ends other than 001, 002, 003',
    suffixes: 'other',
    to: 'APPROVED',
    verificationStatus: 'APPROVED',
    validationSkipped: true,
    also: 'verificationStatus APPROVED; validation of data and documents is skipped',
    clauses: ['3.2/business-suffix-other-approved', '3.2/business-suffix-other-skips-validation'],
  },
  {
    machine: 'business-verification',
    section: '3.2',
    from: 'UNVERIFIED',
    trigger: businessTrigger,
    condition: 'Ends 001 or 003',
    suffixes: ['001', '003'],
    to: 'unchanged',
    verificationStatus: 'RESOLVE_ERRORS',
    validationSkipped: false,
    also: 'Normal validation; RESOLVE_ERRORS until complete',
    clauses: ['3.2/business-suffix-001-003-normal-validation'],
  },
];

/** 3.2: statements about verification that are not rows of the table. */
export const verificationRules = {
  /** After a business customer is approved or rejected, further `POST /verifications` calls return 400. */
  businessAfterTerminal: {
    statuses: ['APPROVED', 'REJECTED'],
    verificationSubmission: 400,
    clause: '3.2/business-verification-after-terminal-400',
  },
  /** The verification flow paragraph of 3.2 is about individuals whose `fullName` ends in this suffix. */
  individualFlowSuffix: '001',
  /** Individual `001`: a first submission with missing data lists every missing field and identity document. */
  individualFirstSubmission: {
    verificationStatus: 'RESOLVE_ERRORS',
    clause: '3.2/individual-001-first-verification-resolve-errors',
  },
  /** Individual `001`: after patching the customer and uploading a document, resubmission gives manual review. */
  individualResubmission: {
    verificationStatus: 'PENDING_MANUAL_REVIEW',
    kycStatus: 'PENDING',
    clause: '3.2/individual-001-resubmit-pending-manual-review',
  },
} as const;

/** The last `length` characters of `value` (the whole value when it is shorter). */
export function suffixOf(value: string, length = 3): string {
  return value.slice(Math.max(0, value.length - length));
}

/** The row whose suffixes contain `suffix`, else the row for any other ending; throws when a table has none. */
export function rowForSuffix<R extends { readonly suffixes: readonly string[] | 'other' }>(
  rows: readonly R[],
  suffix: string,
): R {
  const exact = rows.find((r) => r.suffixes !== 'other' && r.suffixes.includes(suffix));
  if (exact) return exact;
  const other = rows.find((r) => r.suffixes === 'other');
  if (!other) throw new Error('suffix table has no row for "any other" suffix');
  return other;
}

/** 3.2: the documented outcome of creating an individual whose `fullName` ends in `suffix` (three characters). */
export function individualOutcomeForSuffix(suffix: string): IndividualVerificationRow {
  return rowForSuffix(individualVerificationRows, suffixOf(suffix));
}

/** 3.2: the documented outcome of verifying a business whose registration number ends in `suffix`. */
export function businessOutcomeForSuffix(suffix: string): BusinessVerificationRow {
  return rowForSuffix(businessVerificationRows, suffixOf(suffix));
}

// ---------------------------------------------------------------------------------------------------------------------
// 3.3 Card state

/** A row of the 3.3 table. Rows are ordered: the first row that matches a request decides it. */
export interface CardTransitionRow extends RowBase<'card-state'> {
  /** States the row applies to; `'any'` for every state. */
  readonly from: readonly CardState[] | 'any';
  /** The state requested by the update; `'any'` for any mutation (also mutations that are not state updates). */
  readonly requested: CardState | 'any';
  readonly to: CardState | 'rejected';
  readonly httpStatus?: 409;
  readonly errorCode?: ErrorCode;
}

/** 3.3: card state transitions, in the order the document lists them (which is also the order of precedence). */
export const cardTransitionRows: readonly CardTransitionRow[] = [
  {
    machine: 'card-state',
    section: '3.3',
    from: ['ACTIVE'],
    trigger: 'state update',
    requested: 'FROZEN',
    condition: '',
    to: 'FROZEN',
    also: '',
    clauses: ['3.3/active-to-frozen'],
  },
  {
    machine: 'card-state',
    section: '3.3',
    from: ['FROZEN'],
    trigger: 'state update',
    requested: 'ACTIVE',
    condition: '',
    to: 'ACTIVE',
    also: '',
    clauses: ['3.3/frozen-to-active'],
  },
  {
    machine: 'card-state',
    section: '3.3',
    from: ['ACTIVE', 'FROZEN'],
    trigger: 'state update',
    requested: 'CLOSED',
    condition: '',
    to: 'CLOSED',
    also: '',
    clauses: ['3.3/active-to-closed', '3.3/frozen-to-closed'],
  },
  {
    machine: 'card-state',
    section: '3.3',
    from: ['CLOSED'],
    trigger: 'state update to CLOSED',
    requested: 'CLOSED',
    condition: '',
    to: 'rejected',
    httpStatus: 409,
    errorCode: 'CARD_ALREADY_CLOSED',
    also: '409 CARD_ALREADY_CLOSED',
    clauses: ['3.3/closed-to-closed-rejected'],
  },
  {
    machine: 'card-state',
    section: '3.3',
    from: ['CLOSED'],
    trigger: 'any mutation',
    requested: 'any',
    condition: '',
    to: 'rejected',
    httpStatus: 409,
    errorCode: 'CARD_NOT_MUTABLE',
    also: '409 CARD_NOT_MUTABLE',
    clauses: ['3.3/closed-mutation-rejected'],
  },
  {
    machine: 'card-state',
    section: '3.3',
    from: 'any',
    trigger: 'requested transition not among those above',
    requested: 'any',
    condition: '',
    to: 'rejected',
    httpStatus: 409,
    errorCode: 'INVALID_STATE_TRANSITION',
    also: '409 INVALID_STATE_TRANSITION',
    clauses: ['3.3/other-transition-rejected'],
  },
];

/** The documented answer to a card state update. */
export type CardTransitionOutcome =
  | { readonly allowed: true; readonly to: CardState; readonly row: CardTransitionRow }
  | {
      readonly allowed: false;
      readonly httpStatus: 409;
      readonly errorCode: ErrorCode;
      readonly row: CardTransitionRow;
    };

function outcomeOf(row: CardTransitionRow): CardTransitionOutcome {
  if (row.to !== 'rejected') return { allowed: true, to: row.to, row };
  if (row.httpStatus === undefined || row.errorCode === undefined)
    throw new Error('rejected card row without an error');
  return { allowed: false, httpStatus: row.httpStatus, errorCode: row.errorCode, row };
}

/**
 * 3.3: what the service must answer when a card in `from` is asked to move to `requested`. `rows` is the table to read
 * (the document's by default; the reference passes the table of its rules, which a deviant server may change).
 */
export function cardTransition(
  from: CardState,
  requested: CardState,
  rows: readonly CardTransitionRow[] = cardTransitionRows,
): CardTransitionOutcome {
  const row = rows.find(
    (r) => (r.from === 'any' || r.from.includes(from)) && (r.requested === 'any' || r.requested === requested),
  );
  // The last row matches everything, so this cannot miss unless the table is edited wrongly.
  if (!row) throw new Error(`no card transition row covers ${from} -> ${requested}`);
  return outcomeOf(row);
}

/** 3.3: the documented answer to a mutation that is not a state update (funding sources, for example). */
export function cardMutation(
  state: CardState,
  rows: readonly CardTransitionRow[] = cardTransitionRows,
): CardTransitionOutcome | undefined {
  const row = rows.find((r) => r.requested === 'any' && r.from !== 'any' && r.from.includes(state));
  return row ? outcomeOf(row) : undefined;
}

/** 3.3: card issuance is refused unless the cardholder's KYC status is `APPROVED`. */
export const cardIssuanceRule = {
  requiredKycStatus: 'APPROVED',
  httpStatus: 400,
  errorCode: 'CARDHOLDER_KYC_NOT_APPROVED',
  clause: '3.3/issuance-requires-kyc-approved',
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// 3.4 Credentials and sessions

/** A row of the 3.4 table. */
export interface CredentialStepRow extends RowBase<'credentials-sessions'> {
  readonly from: null;
  /** The "Step" column. */
  readonly to: string;
  readonly method: 'POST' | 'DELETE';
  readonly path: string;
  /** HTTP statuses of the step, in the order they are answered (challenge first, then the signed retry). */
  readonly statuses: readonly number[];
  /** The success body, when the document names one. */
  readonly body?: 'AuthMethod' | 'AuthSession';
}

/** 3.4: credential and session steps. */
export const credentialStepRows: readonly CredentialStepRow[] = [
  {
    machine: 'credentials-sessions',
    section: '3.4',
    from: null,
    to: 'Credential created',
    method: 'POST',
    path: '/auth/credentials',
    trigger: 'POST /auth/credentials',
    condition: 'Account has no credential yet, or signed retry completes',
    statuses: [201],
    body: 'AuthMethod',
    also: '201 AuthMethod',
    clauses: ['3.4/credential-created-first', '3.4/credential-created-after-signed-retry'],
  },
  {
    machine: 'credentials-sessions',
    section: '3.4',
    from: null,
    to: 'Credential creation requested',
    method: 'POST',
    path: '/auth/credentials',
    trigger: 'POST /auth/credentials',
    condition: 'Account already holds a credential',
    statuses: [202, 201],
    body: 'AuthMethod',
    also: '202 signed-retry challenge; the same request repeated with valid headers creates it (201)',
    clauses: ['3.4/credential-creation-signed-retry-challenge', '3.4/credential-created-after-signed-retry'],
  },
  {
    machine: 'credentials-sessions',
    section: '3.4',
    from: null,
    to: 'Credential revoked',
    method: 'DELETE',
    path: '/auth/credentials/{id}',
    trigger: 'DELETE /auth/credentials/{id}',
    condition:
      'Signed with a session of a different credential of the same account; account keeps at least one credential',
    statuses: [202, 204],
    also: '202 challenge, then 204 on signed retry; all active sessions issued by the revoked credential are revoked',
    clauses: [
      '3.4/credential-revoke-challenge-then-204',
      '3.4/credential-revoke-needs-other-credential-session',
      '3.4/credential-revoke-revokes-sessions',
    ],
  },
  {
    machine: 'credentials-sessions',
    section: '3.4',
    from: null,
    to: 'Session issued',
    method: 'POST',
    path: '/auth/credentials/{id}/verify',
    trigger: 'POST /auth/credentials/{id}/verify',
    condition: 'Proof accepted',
    statuses: [200],
    body: 'AuthSession',
    also: '200 AuthSession (for EMAIL_OTP after the signed retry)',
    clauses: ['3.4/session-issued-on-verify'],
  },
];

/** 3.4: the signed-retry `requestId` is single use and expires at `expiresAt`; reuse gives 401. */
export const signedRetryRequestIdRule = {
  uses: 1,
  reuseStatus: 401,
  clauses: ['3.4/request-id-single-use', '3.4/request-id-expires'],
} as const;

// ---------------------------------------------------------------------------------------------------------------------

/** Any row of part 3. */
export type StateMachineRow =
  | ExternalAccountTransition
  | IndividualVerificationRow
  | BusinessVerificationRow
  | CardTransitionRow
  | CredentialStepRow;

/** Every transition row of part 3, in document order. */
export const stateMachineRows: readonly StateMachineRow[] = [
  ...externalAccountTransitions,
  ...individualVerificationRows,
  ...businessVerificationRows,
  ...cardTransitionRows,
  ...credentialStepRows,
];

/** Clause ids stated by part-3 rules that are not table rows (notes, issuance, requestId rules). */
export const stateMachineRuleClauses: readonly string[] = [
  externalAccountStatusNotes.usableWhilePending.clause,
  verificationRules.businessAfterTerminal.clause,
  verificationRules.individualFirstSubmission.clause,
  verificationRules.individualResubmission.clause,
  cardIssuanceRule.clause,
  ...signedRetryRequestIdRule.clauses,
];
