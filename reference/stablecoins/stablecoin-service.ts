/**
 * Stablecoins (4.3): register a provider-created stablecoin, mint, burn, and track the operations. The document states
 * what each does and leaves the bodies "not shown"; the reference takes production's shapes. The sandbox provider
 * accepts every well-formed operation: a wire-funded mint and a burn from an external wallet wait for their funds
 * (`PENDING_FUNDING`, with funding instructions), an ACH-debit mint is with the provider (`PENDING_PROVIDER`).
 */
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, undocumentedError, type FieldError } from '../http/api-error.ts';
import { rowById, setRow, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { providerEnvironment, usableLink } from './provider-links.ts';
import type { StablecoinOperationRecord, StablecoinOperationType, StablecoinRecord } from './stablecoin-records.ts';
import { rowsWhere } from '../store/indexes.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** Decimals of a sandbox stablecoin (production's example). */
const sandboxDecimals = 6;
/** Smallest units per fiat cent at those decimals: an amount must convert exactly to whole cents (production). */
const unitsPerCent = 10 ** (sandboxDecimals - 2);
/** How long an operation waits for external funding (production gives no figure; a week). */
const fundingWindowMs = 7 * 24 * 60 * 60_000;

export async function registerStablecoin(
  deps: AppDeps,
  body: RequestBody<'registerStablecoin'>,
): Promise<StablecoinRecord> {
  return deps.store.transact((draft) => {
    const link = usableLink(draft, body['stablecoinProviderAccountId'], deps.rules);
    const now = deps.clock.now().toISOString();
    // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
    const token = String(body['providerTokenIdentifier']);
    // Stryker disable next-line StringLiteral: outside the document: the id prefix is production's shape
    const id = newId('Stablecoin');
    const record: StablecoinRecord = {
      id,
      name: token,
      symbol: token,
      // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
      baseCurrency: 'USD',
      // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
      network: String(body['network']),
      decimals: sandboxDecimals,
      // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
      issuanceStatus: 'PROVISIONED',
      // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
      gridOperationsStatus: 'NOT_ENABLED',
      // Stryker disable next-line StringLiteral: outside the document: the stablecoin's members are production's (4.3 shows no body)
      networkTokenIdentifier: String(body['networkTokenIdentifier']),
      provider: link.provider,
      stablecoinProviderAccountId: link.id,
      providerEnvironment: providerEnvironment(deps),
      providerTokenIdentifier: token,
      createdAt: now,
      updatedAt: now,
    };
    setRow(draft.stablecoins, id, record);
    return record;
  });
}

function findStablecoin(data: ReferenceData, id: string): StablecoinRecord {
  const found = rowById(data.stablecoins, id);
  if (found === undefined) {
    // Stryker disable next-line StringLiteral: message: the text is not fixed by the document
    const message = 'No such stablecoin.';
    throw undocumentedError('notFound', message);
  }
  return found;
}

/** The problems of the accounts an operation names: each must exist (`accountId` fields by their id prefix). */
function accountProblems(data: ReferenceData, refs: readonly (readonly [field: string, id: unknown])[]): FieldError[] {
  const problems: FieldError[] = [];
  for (const [field, id] of refs) {
    if (typeof id !== 'string') continue;
    // An internal account as the account of a mint or burn is production's (the binding's bodies name external accounts).
    // Stryker disable next-line MethodExpression: outside the document: the accounts a mint or burn may name are production's
    const known = id.startsWith('InternalAccount:')
      ? rowById(data.internalAccounts, id)
      : rowById(data.externalAccounts, id);
    // Stryker disable next-line ObjectLiteral,StringLiteral: message: the error bodies of the stablecoin operations are not shown
    if (known === undefined) problems.push({ field, message: 'no such account' });
  }
  return problems;
}

function amountProblems(amount: unknown): FieldError[] {
  const value = typeof amount === 'string' ? BigInt(amount) : 0n;
  // Stryker disable next-line LogicalOperator: outside the document: with "or" any positive amount passes, dropping production's whole-cents rule
  return value > 0n && value % BigInt(unitsPerCent) === 0n
    ? []
    : // Stryker disable next-line all: outside the document: production's whole-cents rule (the schema already refuses an amount that is not positive)
      [
        {
          field: 'amount',
          message: `must be positive and convert exactly to whole cents (a multiple of ${unitsPerCent})`,
        },
      ];
}

// Stryker disable next-line all: outside the document: the funding instructions of a burn are production's
function depositAddress(stablecoin: StablecoinRecord, operationId: string): Record<string, unknown> {
  // Stryker disable next-line all: outside the document: the funding instructions of a burn are production's
  return {
    rail: 'SPARK',
    network: stablecoin.network,
    address: `spark1sandbox${operationId.slice(-12).replaceAll('-', '')}`,
    valueType: stablecoin.providerTokenIdentifier,
  };
}

async function createOperation(
  deps: AppDeps,
  stablecoinId: string,
  type: StablecoinOperationType,
  body: RequestBody<'createStablecoinMint' | 'createStablecoinBurn'>,
  /** The funding source of a mint, the source of a burn; read by name, as it may name an account. */
  source: Readonly<Record<string, unknown>>,
): Promise<StablecoinOperationRecord> {
  return deps.store.transact((draft) => {
    const stablecoin = findStablecoin(draft, stablecoinId);
    const destination: Readonly<Record<string, unknown>> = body.destination;
    // Stryker disable next-line all: message: the field names of the error details (error bodies of the stablecoin operations are not shown)
    const sourceField = type === 'MINT' ? 'fundingSource' : 'source';
    const problems = [
      ...amountProblems(body['amount']),
      ...accountProblems(draft, [
        // Stryker disable next-line all: outside the document: the source of a mint or burn naming an account is production's (the binding's sources name none)
        [`${sourceField}.externalAccountId`, source['externalAccountId']],
        // Stryker disable next-line all: outside the document: the source of a mint or burn naming an account is production's (the binding's sources name none)
        [`${sourceField}.accountId`, source['accountId']],
        ['destination.accountId', destination['accountId']],
        ['destination.externalAccountId', destination['externalAccountId']],
      ]),
    ];
    // Stryker disable next-line StringLiteral,BlockStatement: outside the document: production's ACH-debit funding needs an external account
    if (
      (source['type'] === 'ACH_DEBIT' || source['type'] === 'SAME_DAY_ACH_DEBIT') &&
      typeof source['externalAccountId'] !== 'string'
    ) {
      // Stryker disable next-line all: outside the document: production's ACH-debit funding needs an external account
      problems.push({ field: `${sourceField}.externalAccountId`, message: 'required for an ACH debit' });
    }
    // Stryker disable next-line StringLiteral: message: the error bodies of the stablecoin operations are not shown
    if (problems.length > 0) throw invalidInput('The request body has invalid fields.', problems);
    const link = usableLink(draft, stablecoin.stablecoinProviderAccountId, deps.rules);
    const now = deps.clock.now();
    // Stryker disable next-line StringLiteral: outside the document: the id prefix is production's shape
    const id = newId('StablecoinOperation');
    const amount = String(body['amount']);
    // The members, states and funding instructions of an operation are production's: 4.3 shows no body, and
    // stablecoin-operation states are not shown (3.4).
    // Stryker disable all: outside the document: the operation's members, states and funding instructions are production's
    const awaitsFunds = source['type'] === 'WIRE' || source['type'] === 'EXTERNAL_ACCOUNT';
    const fundingInstructions =
      type === 'MINT'
        ? { rail: 'WIRE', amount: String(BigInt(amount) / BigInt(unitsPerCent)), currency: stablecoin.baseCurrency }
        : depositAddress(stablecoin, id);
    const shown = {
      status: awaitsFunds ? 'PENDING_FUNDING' : 'PENDING_PROVIDER',
      amount,
      source: { ...source },
      destination:
        type === 'MINT'
          ? { accountId: destination['accountId'] }
          : { accountId: destination['externalAccountId'], rail: destination['rail'] },
      ...(awaitsFunds
        ? { fundingInstructions, expiresAt: new Date(now.getTime() + fundingWindowMs).toISOString() }
        : {}),
      ...(typeof body['description'] === 'string' ? { description: body['description'] } : {}),
    };
    // Stryker restore all
    const record: StablecoinOperationRecord = {
      id,
      stablecoinId: stablecoin.id,
      operationType: type,
      ...shown,
      provider: link.provider,
      providerEnvironment: providerEnvironment(deps),
      stablecoinProviderAccountId: link.id,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    setRow(draft.stablecoinOperations, id, record);
    return record;
  });
}

export const createMint = (deps: AppDeps, stablecoinId: string, body: RequestBody<'createStablecoinMint'>) =>
  createOperation(deps, stablecoinId, 'MINT', body, body.fundingSource);
export const createBurn = (deps: AppDeps, stablecoinId: string, body: RequestBody<'createStablecoinBurn'>) =>
  createOperation(deps, stablecoinId, 'BURN', body, body.source);

/**
 * The stablecoin's operations (4.3: tracked), of one type when asked; 404 for an unknown stablecoin. The `operationType`
 * filter is production's: the document lists the operations, it does not filter them.
 */
export async function operationsOf(
  deps: AppDeps,
  stablecoinId: string,
  type: unknown,
): Promise<StablecoinOperationRecord[]> {
  return deps.store.read((data) => {
    const stablecoin = findStablecoin(data, stablecoinId);
    const listed = rowsWhere<StablecoinOperationRecord>(data, 'stablecoinOperations', 'stablecoinId', stablecoin.id);
    if (type === undefined) return listed;
    // Stryker disable next-line all: outside the document: the operationType filter and its refusal of another type are production's
    if (type !== 'MINT' && type !== 'BURN')
      throw invalidInput('operationType must be MINT or BURN.', [
        { field: 'operationType', message: 'must be MINT or BURN' },
      ]);
    // Stryker disable next-line all: outside the document: the operationType filter is production's
    return listed.filter((op) => op.operationType === type);
  });
}
