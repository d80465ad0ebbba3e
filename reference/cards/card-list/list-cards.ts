/**
 * Production's `GET /cards`: the platform's cards, filtered by cardholder, funding account, platform card id and
 * state, a page at a time, newest first unless `sortOrder=asc`. The document shows no card list (3.3 gives the state
 * machine only).
 */
import type { Context } from 'koa';
import { invalidInput, type FieldError } from '../../http/api-error.ts';
import type { ReferenceData } from '../../store/data.ts';
import type { CardRecord } from '../card-record.ts';

export interface CardFilters {
  readonly cardholderId?: string;
  readonly accountId?: string;
  readonly platformCardId?: string;
  readonly state?: string;
  readonly order: 'asc' | 'desc';
}

const textFilters = ['cardholderId', 'accountId', 'platformCardId', 'state'] as const;

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The filters of a request; 400 naming each unusable one (`state` and `sortOrder` outside their values). */
export function readCardFilters(ctx: Context, states: readonly string[]): CardFilters {
  const errors: FieldError[] = [];
  const state = single(ctx, 'state');
  if (state !== undefined && !states.includes(state))
    errors.push({ field: 'state', constraint: { enum: [...states] }, message: `must be one of ${states.join(', ')}` });
  const sortOrder = single(ctx, 'sortOrder');
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc')
    errors.push({ field: 'sortOrder', constraint: { enum: ['asc', 'desc'] }, message: 'must be asc or desc' });
  if (errors.length > 0) throw invalidInput('The card filters are invalid.', errors);
  const filters: Record<string, string> = {};
  for (const name of textFilters) {
    const value = single(ctx, name);
    if (value !== undefined) filters[name] = value;
  }
  return { ...filters, order: sortOrder === 'asc' ? 'asc' : 'desc' };
}

/** The cards the filters select, in no particular order. */
export function filterCards(data: ReferenceData, f: CardFilters): CardRecord[] {
  return Object.values(data.cards).filter(
    (card) =>
      (f.cardholderId === undefined || card.cardholderId === f.cardholderId) &&
      (f.accountId === undefined || card.fundingSources.includes(f.accountId)) &&
      (f.platformCardId === undefined || card.platformCardId === f.platformCardId) &&
      (f.state === undefined || card.state === f.state),
  );
}
