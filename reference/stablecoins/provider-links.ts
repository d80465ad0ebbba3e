/**
 * Stablecoin provider account links (7.1). Linking is production's operation (not shown by the document); the
 * sandbox provider's verdict on the credentials gives the link's state (`spec/stablecoins.ts`). A stablecoin call
 * uses the link it names, or the only active one: an invalid or revoked link, or several active ones and none named,
 * answer 400 with the code 7.1 gives each.
 */
import { sandboxProviderLinkState } from '../../spec/stablecoins.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, undocumentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, setRow, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { ProviderAccountRecord } from './stablecoin-records.ts';
import { rowsWhere } from '../store/indexes.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** The provider environment of the reference: it is a sandbox unless configured as production. */
export const providerEnvironment = (deps: AppDeps): string => (deps.config.sandbox ? 'SANDBOX' : 'PRODUCTION');

/** The answer of a link: production's `StablecoinProviderAccount`, never the client id or secret. */
export function toProviderAccountResponse(record: ProviderAccountRecord, environment: string): Record<string, unknown> {
  const { apiClientId: _hidden, ...shown } = record;
  return { ...shown, providerEnvironment: environment };
}

export async function linkProviderAccount(
  deps: AppDeps,
  body: RequestBody<'linkStablecoinProviderAccount'>,
): Promise<Record<string, unknown>> {
  // The sandbox provider's verdict read from the client id is the reference's convention (a deployment without it skips the tests).
  const apiClientId = String(body['apiClientId']);
  const record = await deps.store.transact((draft) => {
    const now = deps.clock.now().toISOString();
    const status = sandboxProviderLinkState(apiClientId);
    const id = newId('StablecoinProviderAccount');
    const providerAccountId =
      typeof body['providerAccountId'] === 'string' ? body['providerAccountId'] : id.slice(-27).replaceAll('-', '');
    const row: ProviderAccountRecord = {
      id,
      provider: String(body['provider']),
      providerAccountId,
      apiClientId,
      status,
      ...(status === 'ACTIVE' ? { lastVerifiedAt: now } : {}),
      createdAt: now,
      updatedAt: now,
    };
    setRow(draft.stablecoinProviderAccounts, id, row);
    return row;
  });
  return toProviderAccountResponse(record, providerEnvironment(deps));
}

/** The platform's most recently created active link, if any (only a deviant's rule reads it). */
function newestActive(data: ReferenceData): ProviderAccountRecord | undefined {
  const active = Object.values(data.stablecoinProviderAccounts).filter((link) => link.status === 'ACTIVE');
  return active.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * The link a stablecoin call uses: the one named by `stablecoinProviderAccountId`, else the only active link of the
 * platform. Throws the 7.1 refusal when it cannot be used; 404 when the named link does not exist.
 */
export function usableLink(data: ReferenceData, named: unknown, rules: ReferenceRules): ProviderAccountRecord {
  const codes = rules.providerLinkRefusalCodes;
  if (typeof named === 'string') {
    const link = rowById(data.stablecoinProviderAccounts, named);
    if (link === undefined) {
      const message = 'No such stablecoin provider account link.';
      throw undocumentedError('notFound', message);
    }
    const replacement = rules.namedUnusableLinkRefused || link.status === 'ACTIVE' ? undefined : newestActive(data);
    if (replacement !== undefined) return replacement;
    if (link.status === 'INVALID') {
      throw documentedError(codes.INVALID, 'The stablecoin provider account link is not usable.');
    }
    if (link.status === 'REVOKED') {
      throw documentedError(codes.REVOKED, 'The stablecoin provider account link was revoked.');
    }
    return link;
  }
  const active = rowsWhere<ProviderAccountRecord>(data, 'stablecoinProviderAccounts', 'status', 'ACTIVE');
  // Which of several comes first matters only to a rule (a deviant's) that lets several active links resolve to one.
  active.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  if (active.length > 1 && rules.linkSelectionRequiredWhenSeveralActive) {
    throw documentedError(
      codes.SELECTION_REQUIRED,
      'Several active stablecoin provider account links exist; pass stablecoinProviderAccountId.',
      {
        details: { activeLinks: active.length },
      },
    );
  }
  const only = active[0];
  // No active link at all: nothing to use. The document gives no code for it; the link is "not usable". A platform that
  // has ever linked an active account keeps it (no operation unlinks one), so a conformance run never reaches this.
  if (only === undefined) throw documentedError(codes.INVALID, 'No active stablecoin provider account link exists.');
  return only;
}
