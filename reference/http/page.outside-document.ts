/**
 * Production's pagination of list reads (the document does not show pagination, part 8): `limit` (1 to 100, default
 * 20) and an opaque `cursor` from the previous page's `nextCursor`; the answer is `{ data, hasMore, nextCursor?,
 * totalCount }`. Items are ordered by `createdAt`, then id, so a page continues where the last one stopped even when
 * items are added meanwhile. Its mutants are marked outside the document for Stryker: the reference's own tests
 * (reference/customers/list-customers.test.ts) hold production's limit and cursor.
 */
import type { Context } from 'koa';
import { invalidInput } from './api-error.ts';

export const defaultPageLimit = 20;
export const maxPageLimit = 100;

interface OrderKey {
  readonly createdAt: string;
  readonly id: string;
}

// Stryker disable next-line ConditionalExpression,LogicalOperator: outside the document: pagination is not shown (8)
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

// Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8)
function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `limit` and `cursor` of a request; 400 `INVALID_INPUT` naming the field when one is unusable. */
export function readPageRequest(ctx: Context): PageRequest {
  // Stryker disable next-line StringLiteral: outside the document: pagination is not shown (8)
  const limitText = single(ctx, 'limit');
  // Stryker disable next-line StringLiteral: outside the document: pagination is not shown (8)
  const cursor = single(ctx, 'cursor');
  let limit = defaultPageLimit;
  // Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8)
  if (limitText !== undefined) {
    // Stryker disable next-line Regex: outside the document: pagination is not shown (8)
    limit = /^[0-9]{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
    // Stryker disable next-line BlockStatement,BooleanLiteral,ConditionalExpression,EqualityOperator,LogicalOperator: outside the document: pagination is not shown (8)
    if (!(limit >= 1 && limit <= maxPageLimit)) {
      // Stryker disable next-line ArrayDeclaration,StringLiteral: outside the document: pagination is not shown (8)
      throw invalidInput(`limit must be an integer from 1 to ${maxPageLimit}.`, [
        // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: pagination is not shown (8)
        {
          field: 'limit',
          constraint: { minimum: 1, maximum: maxPageLimit },
          message: `must be an integer from 1 to ${maxPageLimit}`,
        },
      ]);
    }
  }
  // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: pagination is not shown (8)
  if (cursor === undefined || cursor === '') return { limit };
  const after = decodeCursor(cursor);
  // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator: outside the document: pagination is not shown (8)
  if (after === undefined) {
    // Stryker disable next-line ArrayDeclaration,ObjectLiteral,StringLiteral: outside the document: pagination is not shown (8)
    throw invalidInput('cursor is not a cursor this server issued.', [
      { field: 'cursor', message: 'is not a cursor this server issued' },
    ]);
  }
  // Stryker disable next-line ObjectLiteral: outside the document: pagination is not shown (8)
  return { limit, after };
}

// Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8)
function decodeCursor(cursor: string): OrderKey | undefined {
  // Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8)
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      createdAt?: unknown;
      id?: unknown;
    } | null;
    // Stryker disable next-line LogicalOperator: outside the document: pagination is not shown (8)
    const { createdAt, id } = decoded ?? {};
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,ObjectLiteral,StringLiteral: outside the document: pagination is not shown (8)
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : undefined;
  } catch /* Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8) */ {
    return undefined;
  }
}

/** The items strictly after the previous page's last one, by its key: an item removed meanwhile does not lose the place. */
// Stryker disable next-line BlockStatement: outside the document: pagination is not shown (8)
function itemsAfter<T extends OrderKey>(ordered: readonly T[], after: OrderKey): T[] {
  // Stryker disable next-line ArrowFunction,ConditionalExpression,EqualityOperator,MethodExpression: outside the document: pagination is not shown (8)
  return ordered.filter((item) => compareKeys(item, after) > 0);
}

/** One page of `items` (filtered already), ordered by `createdAt` then id, shaped by `toAnswer`. */
export function pageOf<T extends { id: string; createdAt: string }, A>(
  items: readonly T[],
  request: PageRequest,
  toAnswer: (item: T) => A,
): Page<A> {
  // Stryker disable next-line MethodExpression: outside the document: pagination is not shown (8)
  const ordered = [...items].sort(compareKeys);
  const { after } = request;
  const rest = after === undefined ? ordered : itemsAfter(ordered, after);
  // Stryker disable next-line MethodExpression: outside the document: pagination is not shown (8)
  const slice = rest.slice(0, request.limit);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: outside the document: pagination is not shown (8)
  const hasMore = rest.length > request.limit;
  // Stryker disable next-line UnaryOperator: outside the document: pagination is not shown (8)
  const last = slice.at(-1);
  return {
    data: slice.map(toAnswer),
    hasMore,
    // Stryker disable next-line EqualityOperator,LogicalOperator: outside the document: pagination is not shown (8)
    ...(hasMore && last !== undefined
      ? /* Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: pagination is not shown (8) */ {
          nextCursor: Buffer.from(JSON.stringify({ createdAt: last.createdAt, id: last.id }), 'utf8').toString(
            'base64url',
          ),
        }
      : {}),
    totalCount: ordered.length,
  };
}
