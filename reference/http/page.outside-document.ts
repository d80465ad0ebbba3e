/**
 * Production's pagination of list reads (the document does not show pagination, part 8): `limit` (1 to 100, default
 * 20) and an opaque `cursor` from the previous page's `nextCursor`; the answer is `{ data, hasMore, nextCursor?,
 * totalCount }`. Items are ordered by `createdAt`, then id, so a page continues where the last one stopped even when
 * items are added meanwhile. The reference's own tests (reference/customers/list-customers.outside-document.test.ts)
 * hold production's limit and cursor.
 */
import type { Context } from 'koa';
import { invalidInput } from './api-error.ts';

export const defaultPageLimit = 20;
export const maxPageLimit = 100;

interface OrderKey {
  readonly createdAt: string;
  readonly id: string;
}

const compareKeys = (a: OrderKey, b: OrderKey): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export interface PageRequest {
  readonly limit: number;
  /** Where the previous page stopped: its last item's `createdAt` and id. */
  readonly after?: OrderKey;
}

export interface Page<T> {
  readonly data: T[];
  readonly hasMore: boolean;
  readonly nextCursor?: string;
  readonly totalCount: number;
}

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `limit` and `cursor` of a request; 400 `INVALID_INPUT` naming the field when one is unusable. */
export function readPageRequest(ctx: Context): PageRequest {
  const limitText = single(ctx, 'limit');
  const cursor = single(ctx, 'cursor');
  let limit = defaultPageLimit;
  if (limitText !== undefined) {
    limit = /^[0-9]{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= maxPageLimit)) {
      throw invalidInput(`limit must be an integer from 1 to ${maxPageLimit}.`, [
        {
          field: 'limit',
          constraint: { minimum: 1, maximum: maxPageLimit },
          message: `must be an integer from 1 to ${maxPageLimit}`,
        },
      ]);
    }
  }
  if (cursor === undefined || cursor === '') return { limit };
  const after = decodeCursor(cursor);
  if (after === undefined) {
    throw invalidInput('cursor is not a cursor this server issued.', [
      { field: 'cursor', message: 'is not a cursor this server issued' },
    ]);
  }
  return { limit, after };
}

function decodeCursor(cursor: string): OrderKey | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      createdAt?: unknown;
      id?: unknown;
    } | null;
    const { createdAt, id } = decoded ?? {};
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : undefined;
  } catch {
    return undefined;
  }
}

/** The items strictly after the previous page's last one, by its key: an item removed meanwhile does not lose the place. */
function itemsAfter<T extends OrderKey>(ordered: readonly T[], after: OrderKey, sign: number): T[] {
  return ordered.filter((item) => sign * compareKeys(item, after) > 0);
}

/**
 * One page of `items` (filtered already), ordered by `createdAt` then id (`desc`: newest first), shaped by
 * `toAnswer`.
 */
export function pageOf<T extends { id: string; createdAt: string }, A>(
  items: readonly T[],
  request: PageRequest,
  toAnswer: (item: T) => A,
  order: 'asc' | 'desc' = 'asc',
): Page<A> {
  const sign = order === 'asc' ? 1 : -1;
  const ordered = [...items].sort((a, b) => sign * compareKeys(a, b));
  const { after } = request;
  const rest = after === undefined ? ordered : itemsAfter(ordered, after, sign);
  const slice = rest.slice(0, request.limit);
  const hasMore = rest.length > request.limit;
  const last = slice.at(-1);
  return {
    data: slice.map(toAnswer),
    hasMore,
    ...(hasMore && last !== undefined
      ? {
          nextCursor: Buffer.from(JSON.stringify({ createdAt: last.createdAt, id: last.id }), 'utf8').toString(
            'base64url',
          ),
        }
      : {}),
    totalCount: ordered.length,
  };
}
