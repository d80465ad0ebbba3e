/**
 * Production's `getAvailableUmaProviders`: the providers of a region and currency, with or without those off the
 * allow list (with them by default), a page at a time ordered by domain (`sortOrder`, descending by default).
 */
import { isCountryCode, isCurrencyCode } from '../../../spec/iso-codes.ts';
import { invalidInput, type FieldError } from '../../http/api-error.ts';
import { defaultPageLimit, maxPageLimit } from '../../http/page.outside-document.ts';
import type { UmaProvider } from './uma-provider-directory.ts';

export interface ProviderQuery {
  readonly countryCode?: string;
  readonly currencyCode?: string;
  readonly hasBlockedProviders?: string;
  readonly limit?: string;
  readonly cursor?: string;
  readonly sortOrder?: string;
}

export interface ProviderPage {
  readonly data: UmaProvider[];
  readonly hasMore: boolean;
  readonly nextCursor?: string;
  readonly totalCount: number;
}

/** Every problem of a query at once, as `details.errors`. */
function problemsOf(query: ProviderQuery): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  if (query.countryCode !== undefined && !isCountryCode(query.countryCode))
    add('countryCode', 'must be an ISO 3166-1 alpha-2 country code');
  if (query.currencyCode !== undefined && !isCurrencyCode(query.currencyCode))
    add('currencyCode', 'must be an ISO 4217 currency code');
  if (query.hasBlockedProviders !== undefined && !['true', 'false'].includes(query.hasBlockedProviders))
    add('hasBlockedProviders', 'must be true or false');
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder))
    add('sortOrder', 'must be asc or desc');
  if (query.limit !== undefined) {
    const limit = /^[0-9]{1,3}$/.test(query.limit) ? Number(query.limit) : Number.NaN;
    if (!(limit >= 1 && limit <= maxPageLimit)) add('limit', `must be an integer from 1 to ${maxPageLimit}`);
  }
  return errors;
}

export function listUmaProviders(directory: readonly UmaProvider[], query: ProviderQuery): ProviderPage {
  const errors = problemsOf(query);
  if (errors.length > 0) throw invalidInput('The query is not usable.', errors);
  const descending = query.sortOrder !== 'asc';
  const matching = directory
    .filter((p) => query.countryCode === undefined || p.supportedRegions.includes(query.countryCode))
    .filter((p) => query.currencyCode === undefined || p.supportedCurrencies.some((c) => c.code === query.currencyCode))
    .filter((p) => query.hasBlockedProviders !== 'false' || p.allowListStatus)
    .sort((a, b) => (descending ? b.domain.localeCompare(a.domain) : a.domain.localeCompare(b.domain)));
  // The cursor is the domain the previous page ended on.
  const after = query.cursor === undefined ? undefined : Buffer.from(query.cursor, 'base64url').toString('utf8');
  const rest =
    after === undefined
      ? matching
      : matching.filter((p) => (descending ? p.domain.localeCompare(after) < 0 : p.domain.localeCompare(after) > 0));
  const limit = query.limit === undefined ? defaultPageLimit : Number(query.limit);
  const data = rest.slice(0, limit);
  const hasMore = rest.length > limit;
  const last = data.at(-1);
  return {
    data,
    hasMore,
    ...(hasMore && last !== undefined ? { nextCursor: Buffer.from(last.domain).toString('base64url') } : {}),
    totalCount: matching.length,
  };
}
