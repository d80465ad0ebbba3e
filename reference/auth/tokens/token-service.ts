/**
 * API tokens (1: "manage API tokens programmatically"): create, list, read, delete, as production shows them. A
 * created token's client id and secret are platform credentials for HTTP Basic (5) until it is deleted
 * (`token-credentials.ts`).
 */
import { randomBytes } from 'node:crypto';
import type { ApiTokenPermission } from '../../../spec/tokens.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { invalidInput, undocumentedError } from '../../http/api-error.ts';
import { pageOf, type Page, type PageRequest } from '../../http/page.outside-document.ts';
import { rowById, setRow, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import { clientIdOf, sha256Hex, toApiTokenResponse, type ApiTokenRecord } from './token-record.ts';

export async function createToken(deps: AppDeps, body: RequestBody<'createToken'>): Promise<Record<string, unknown>> {
  const id = newId('Token');
  // Production's secret: 36 hex digits (18 random bytes).
  const clientSecret = randomBytes(18).toString('hex');
  const now = deps.clock.now().toISOString();
  const record: ApiTokenRecord = {
    id,
    name: body.name,
    permissions: [...new Set(body.permissions)] as ApiTokenPermission[],
    clientId: clientIdOf(id),
    clientSecretDigest: sha256Hex(clientSecret),
    createdAt: now,
    updatedAt: now,
  };
  await deps.store.transact((draft) => setRow(draft.apiTokens, id, record));
  return toApiTokenResponse(record, clientSecret);
}

/** The filters of `listTokens` (production): a name, and inclusive bounds on the creation and update times. */
export interface TokenFilters {
  readonly name?: string;
  readonly createdAfter?: string;
  readonly createdBefore?: string;
  readonly updatedAfter?: string;
  readonly updatedBefore?: string;
}

const timeFilters = ['createdAfter', 'createdBefore', 'updatedAfter', 'updatedBefore'] as const;

/** The instant of each time filter given; 400 `INVALID_INPUT` naming every one that is no date-time. */
function instantsOf(filters: TokenFilters): Partial<Record<(typeof timeFilters)[number], number>> {
  const instants: Partial<Record<(typeof timeFilters)[number], number>> = {};
  const errors = [];
  for (const name of timeFilters) {
    const value = filters[name];
    if (value === undefined) continue;
    const instant = Date.parse(value);
    if (Number.isNaN(instant)) errors.push({ field: name, message: 'must be a date-time' });
    else instants[name] = instant;
  }
  if (errors.length > 0) throw invalidInput('A time filter is not a date-time.', errors);
  return instants;
}

function matches(token: ApiTokenRecord, filters: TokenFilters, instants: ReturnType<typeof instantsOf>): boolean {
  const created = Date.parse(token.createdAt);
  const updated = Date.parse(token.updatedAt);
  return (
    (filters.name === undefined || token.name === filters.name) &&
    (instants.createdAfter === undefined || created >= instants.createdAfter) &&
    (instants.createdBefore === undefined || created <= instants.createdBefore) &&
    (instants.updatedAfter === undefined || updated >= instants.updatedAfter) &&
    (instants.updatedBefore === undefined || updated <= instants.updatedBefore)
  );
}

export async function listTokens(
  deps: AppDeps,
  filters: TokenFilters,
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const instants = instantsOf(filters);
  const tokens = await deps.store.read((data) =>
    Object.values(data.apiTokens).filter((token) => matches(token, filters, instants)),
  );
  return pageOf(tokens, page, (token) => toApiTokenResponse(token));
}

function findToken(data: ReferenceData, id: string): ApiTokenRecord {
  const found = rowById(data.apiTokens, id);
  if (found === undefined) throw undocumentedError('notFound', 'No such token.');
  return found;
}

export async function getToken(deps: AppDeps, id: string): Promise<Record<string, unknown>> {
  return toApiTokenResponse(await deps.store.read((data) => findToken(data, id)));
}

/** Deletes a token: its credentials authenticate no more. */
export async function deleteToken(deps: AppDeps, id: string): Promise<void> {
  await deps.store.transact((draft) => {
    findToken(draft, id);
    delete draft.apiTokens[id];
  });
}
