/**
 * Where the reference's answers may differ from production's schemas because the interface document says otherwise
 * (the document wins over production). One list; each entry quotes the document's reason. A violation of production's
 * schemas that no entry covers is a defect of the reference (see `scripts/production-shapes.ts`).
 */
import { transactionFailureReasons } from '../enums.ts';
import type { SchemaViolation } from '../schemas.ts';

export interface ProductionException {
  readonly id: string;
  /** Operation ids it applies to (never every operation: each difference is named where it occurs). */
  readonly operations: readonly string[];
  /** HTTP status it applies to; absent: every status. */
  readonly status?: number;
  /** Dot paths of the fields the answer differs at (`*` for any array index or member name). */
  readonly fields: readonly string[];
  /** The violation messages it covers (`is required`...); absent: any violation at those fields. */
  readonly messages?: readonly string[];
  /** Narrows the exception to answers it holds for (absent: every answer of the operations). */
  readonly when?: (body: unknown) => boolean;
  /** Section of the interface document. */
  readonly section: string;
  /** What the document says, in its words or close to them. */
  readonly reason: string;
}

const externalAccountAnswers = [
  'createCustomerExternalAccount',
  'getCustomerExternalAccountById',
  'listCustomerExternalAccounts',
  'createPlatformExternalAccount',
  'getPlatformExternalAccountById',
  'listPlatformExternalAccounts',
  'agentCreateExternalAccount',
  'agentGetExternalAccount',
  'agentListExternalAccounts',
  'createExternalAccountOwnershipChallenge',
  'verifyExternalAccountOwnership',
  'createPlatformExternalAccountOwnershipChallenge',
  'verifyPlatformExternalAccountOwnership',
];

export const productionExceptions: readonly ProductionException[] = [
  {
    id: 'external-account-customer-id-null',
    operations: externalAccountAnswers,
    fields: ['customerId', 'data.*.customerId'],
    section: '2.2',
    reason:
      '`customerId` is "Null when the account is on behalf of the platform"; production types it as a string only ' +
      '(and leaves it empty for the platform).',
  },
  {
    id: 'lightning-account-alias',
    operations: externalAccountAnswers,
    fields: ['accountInfo.accountType', 'data.*.accountInfo.accountType'],
    section: '2.3',
    reason:
      '"In responses the same set applies, and `LIGHTNING_ACCOUNT` is also accepted as an alias of the `LIGHTNING` ' +
      'variant"; production maps the alias to a schema whose `accountType` allows `LIGHTNING` only.',
  },
  {
    id: 'swift-account-without-beneficiary',
    operations: externalAccountAnswers,
    fields: ['accountInfo.beneficiary', 'data.*.accountInfo.beneficiary'],
    when: (body) => JSON.stringify(body ?? null).includes('"accountType":"SWIFT_ACCOUNT"'),
    section: '2.3',
    reason:
      '"Rules for fiat variants: each requires a `beneficiary` object", and `SWIFT_ACCOUNT` is listed apart from the ' +
      'fiat accounts: the document does not require its beneficiary, so an account created without one is answered ' +
      'without one; production requires it.',
  },
  {
    id: 'transaction-failure-reasons-of-the-document',
    operations: ['sandboxReceive', 'getTransactionById', 'listTransactions'],
    fields: ['failureReason', 'data.*.failureReason'],
    when: (body) =>
      transactionFailureReasons.some((reason) => JSON.stringify(body ?? null).includes(`"failureReason":"${reason}"`)),
    section: '7.5',
    reason:
      '"Failure reasons on transactions: `QUOTE_EXECUTION_FAILED` ..., `PAYOUT_RETURNED`, `LIMIT_EXCEEDED`, ' +
      '`ACCOUNT_CANNOT_RECEIVE`, `ACCOUNT_INVALID`, `COMPLIANCE_REJECTED`, `SCA_NOT_COMPLETED`": the document names them ' +
      'for transactions, incoming ones included (an incoming payment paid out to an invalid account fails ' +
      '`ACCOUNT_INVALID`, 4.5); production lists fewer reasons for incoming transactions.',
  },
  {
    id: 'fee-config-rate-or-fixed-amount-alone',
    operations: ['getPlatformConfig', 'updatePlatformConfig'],
    status: 200,
    fields: ['feeConfigs.*.variableFeeBps', 'feeConfigs.*.fixedFee'],
    messages: ['is required'],
    when: (body) => feeConfigsOf(body).every((c) => 'variableFeeBps' in c || 'fixedFee' in c),
    section: '4.3',
    reason:
      '`PATCH /config` "Accepts `feeConfigs`: a variable rate in basis points, a fixed amount, or both, applied to ' +
      'cross-currency transactions": a fee configuration with a rate alone or a fixed amount alone is answered as ' +
      'set; production requires both members in each.',
  },
  {
    id: 'approved-agent-transaction-is-outgoing',
    operations: ['approvePendingPayment', 'rejectPendingPayment'],
    status: 200,
    fields: ['type'],
    when: (body) => (body as { type?: unknown } | null)?.type === 'OUTGOING',
    section: '1, 4.3',
    reason:
      'Agent operations: "When an action requires approval, the resulting transaction becomes pending and must be ' +
      'approved by the platform through `POST /transactions/{transactionId}/approve`" (1), "Platform approval of an ' +
      'agent-initiated pending transaction" (4.3): the transaction an agent\'s payment leaves pending is outgoing, and ' +
      'the approval (or the rejection) answers it; production declares an incoming transaction as the answer.',
  },
];

/** The fee configurations of a platform config answer (none when the answer has no list). */
function feeConfigsOf(body: unknown): Record<string, unknown>[] {
  const list = (body as { feeConfigs?: unknown } | null)?.feeConfigs;
  return Array.isArray(list)
    ? list.filter((c): c is Record<string, unknown> => c !== null && typeof c === 'object')
    : [];
}

function fieldMatches(pattern: string, field: string): boolean {
  const want = pattern.split('.');
  const got = field.split('.');
  return want.length === got.length && want.every((segment, i) => segment === '*' || segment === got[i]);
}

/** The exception covering a violation of an answer, if any. */
export function exceptionFor(
  operationId: string,
  status: number,
  violation: SchemaViolation,
  body?: unknown,
): ProductionException | undefined {
  return productionExceptions.find(
    (e) =>
      e.operations.includes(operationId) &&
      (e.when === undefined || e.when(body)) &&
      (e.status === undefined || e.status === status) &&
      (e.messages === undefined || e.messages.includes(violation.message)) &&
      e.fields.some((pattern) => fieldMatches(pattern, violation.field)),
  );
}
