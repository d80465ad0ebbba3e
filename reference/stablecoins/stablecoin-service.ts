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
    const token = String(body['providerTokenIdentifier']);
    const id = newId('Stablecoin');
    const record: StablecoinRecord = {
      id,
      name: token,
      symbol: token,
      baseCurrency: 'USD',
      network: String(body['network']),
      decimals: sandboxDecimals,
      issuanceStatus: 'PROVISIONED',
      gridOperationsStatus: 'NOT_ENABLED',
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
    const known = id.startsWith('InternalAccount:')
      ? rowById(data.internalAccounts, id)
      : rowById(data.externalAccounts, id);
    if (known === undefined) problems.push({ field, message: 'no such account' });
  }
  return problems;
}

function amountProblems(amount: unknown): FieldError[] {
  const value = typeof amount === 'string' ? BigInt(amount) : 0n;
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

function depositAddress(stablecoin: StablecoinRecord, operationId: string): Record<string, unknown> {
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
    const sourceField = type === 'MINT' ? 'fundingSource' : 'source';
    const problems = [
      ...amountProblems(body['amount']),
      ...accountProblems(draft, [
        [`${sourceField}.externalAccountId`, source['externalAccountId']],
        [`${sourceField}.accountId`, source['accountId']],
        ['destination.accountId', destination['accountId']],
        ['destination.externalAccountId', destination['externalAccountId']],
      ]),
    ];
    if (
      (source['type'] === 'ACH_DEBIT' || source['type'] === 'SAME_DAY_ACH_DEBIT') &&
      typeof source['externalAccountId'] !== 'string'
    ) {
      problems.push({ field: `${sourceField}.externalAccountId`, message: 'required for an ACH debit' });
    }
    if (problems.length > 0) throw invalidInput('The request body has invalid fields.', problems);
    const link = usableLink(draft, stablecoin.stablecoinProviderAccountId, deps.rules);
    const now = deps.clock.now();
    const id = newId('StablecoinOperation');
    const amount = String(body['amount']);
    // The members, states and funding instructions of an operation are production's: 4.3 shows no body, and
    // stablecoin-operation states are not shown (3.4).
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
    if (type !== 'MINT' && type !== 'BURN')
      throw invalidInput('operationType must be MINT or BURN.', [
        { field: 'operationType', message: 'must be MINT or BURN' },
      ]);
    return listed.filter((op) => op.operationType === type);
  });
}
