/**
 * Production's customer listing (`GET /customers` and its filters): outside the document, which has no list operation
 * (4.3); no conformance test reaches it, and list-customers.outside-document.test.ts holds its filters.
 */
import type { Context } from 'koa';
import { invalidInput } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import type { CustomerRecord } from './customer-record.ts';

/** The filters of `GET /customers` (production's query parameters). */
export interface CustomerFilters {
  readonly platformCustomerId?: string;
  readonly customerType?: string;
  readonly umaAddress?: string;
  readonly createdAfter?: number;
  readonly createdBefore?: number;
  readonly updatedAfter?: number;
  readonly updatedBefore?: number;
  readonly includingDeleted: boolean;
}

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the filters; a timestamp that is no date-time, or an `isIncludingDeleted` other than true/false, answers 400. */
export function readCustomerFilters(ctx: Context): CustomerFilters {
  const time = (name: string): number | undefined => {
    const text = single(ctx, name);
    if (text === undefined) return undefined;
    const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(at))
      throw invalidInput(`${name} must be a date-time.`, [
        { field: name, constraint: { format: 'date-time' }, message: 'must be a date-time' },
      ]);
    return at;
  };
  const deleted = single(ctx, 'isIncludingDeleted');
  if (deleted !== undefined && deleted !== 'true' && deleted !== 'false') {
    throw invalidInput('isIncludingDeleted must be true or false.', [
      { field: 'isIncludingDeleted', constraint: { enum: ['true', 'false'] }, message: 'must be true or false' },
    ]);
  }
  const text = (name: string) => {
    const value = single(ctx, name);
    return value === undefined ? {} : { [name]: value };
  };
  const times = {
    createdAfter: time('createdAfter'),
    createdBefore: time('createdBefore'),
    updatedAfter: time('updatedAfter'),
    updatedBefore: time('updatedBefore'),
  };
  return {
    ...text('platformCustomerId'),
    ...text('customerType'),
    ...text('umaAddress'),
    ...Object.fromEntries(Object.entries(times).filter(([, v]) => v !== undefined)),
    includingDeleted: deleted === 'true',
  };
}

/** The platform's customers the filters select (bounds inclusive), in no particular order. */
export function filterCustomers(data: ReferenceData, f: CustomerFilters): CustomerRecord[] {
  const within = (iso: string, after?: number, before?: number) => {
    const at = Date.parse(iso);
    return (after === undefined || at >= after) && (before === undefined || at <= before);
  };
  return Object.values(data.customers).filter(
    (c) =>
      (f.includingDeleted || !c.isDeleted) &&
      (f.platformCustomerId === undefined || c.platformCustomerId === f.platformCustomerId) &&
      (f.customerType === undefined || c.customerType === f.customerType) &&
      (f.umaAddress === undefined || c.profile['umaAddress'] === f.umaAddress) &&
      within(c.createdAt, f.createdAfter, f.createdBefore) &&
      within(c.updatedAt, f.updatedAfter, f.updatedBefore),
  );
}
