/**
 * `Idempotency-Key` on the quote operations (4.2 names the header on execute; production: "If the same key is sent
 * multiple times, the server will return the same response as the first request", on create and execute, the agent's
 * included). The first answer is kept with the key, per platform, for a bounded time on the clock; the same key with
 * the same request answers it again without executing again, and with another request is refused (409 `CONFLICT`).
 *
 * The record is written in the transaction that executes, so that a process killed between the execution and its
 * answer keeps both or neither: a retry after a restart replays the answer instead of executing twice. Concurrent
 * requests with one key meet in the store's one-at-a-time transactions: the second one finds the first's record.
 * Only answers of requests that were carried out are kept; a refused request leaves nothing (its transaction is
 * dropped), and a signed flow's 202 challenge executes nothing, so its signed retry with the same key carries on.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { documentedError } from '../http/api-error.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import type { Store } from '../store/store.ts';

/** How long a key is kept, on the clock (neither the document nor production gives a figure; the reference's). */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60_000;

/** The header, as 4.2 names it. */
export const idempotencyHeader = 'Idempotency-Key';

/** A kept first answer; keyed by `scope`. */
export interface IdempotencyRecord {
  /** The platform and the key. */
  scope: string;
  /** What the request was: its operation, caller, path and body. */
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: string;
  expiresAt: string;
}

/** The first answer of a request, to keep and replay. */
export interface KeptAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** One request under a key. */
export interface IdempotentRequest {
  readonly scope: string;
  readonly fingerprint: string;
}

/** Object members in one order, so that the same JSON body always prints the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

/**
 * The request's key, if it sent one: `platform` scopes it, `caller` (the platform or an agent), the operation, the
 * path and the body make the request it stands for.
 */
export function idempotentRequest(
  ctx: Context,
  input: { readonly platform: string; readonly caller: string; readonly operation: string; readonly body: unknown },
): IdempotentRequest | undefined {
  const key = ctx.get(idempotencyHeader);
  if (key === '') return undefined;
  const printed = JSON.stringify([input.operation, input.caller, ctx.path, canonical(input.body ?? null)]);
  return {
    scope: JSON.stringify([input.platform, key]),
    fingerprint: createHash('sha256').update(printed).digest('hex'),
  };
}

/**
 * The kept answer of the request, if its key was used before and is still kept; 409 `CONFLICT` when the key was used
 * for another request. Read in the transaction that would execute.
 */
export function keptAnswer(
  data: ReferenceData,
  request: IdempotentRequest | undefined,
  now: Date,
): KeptAnswer | undefined {
  if (request === undefined) return undefined;
  const kept = rowById(data.idempotencyRecords, request.scope);
  if (kept === undefined || Date.parse(kept.expiresAt) <= now.getTime()) return undefined;
  if (kept.fingerprint !== request.fingerprint) {
    throw documentedError(
      'CONFLICT',
      'This Idempotency-Key was used for another request; use a new key for a new request.',
    );
  }
  return { status: kept.status, body: kept.body };
}

/** Keeps the first answer of the request with its key, in the transaction that executed it. */
export function keepAnswer(
  draft: ReferenceData,
  request: IdempotentRequest | undefined,
  answer: KeptAnswer,
  now: Date,
): void {
  if (request === undefined) return;
  draft.idempotencyRecords[request.scope] = {
    scope: request.scope,
    fingerprint: request.fingerprint,
    status: answer.status,
    // A copy: the answer may share objects with rows of the same transaction.
    body: structuredClone(answer.body),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + idempotencyKeyLifetimeMs).toISOString(),
  };
}

/**
 * `store` for one keyed request whose answer body is what its one transaction returns (status `status`): the
 * transaction answers the key's kept body instead of running, or keeps what it returns. Without a key, `store`.
 */
export function keyedStore(store: Store, keyed: IdempotentRequest | undefined, status: number, now: () => Date): Store {
  if (keyed === undefined) return store;
  return {
    read: (fn) => store.read(fn),
    view: (fn) => store.view(fn),
    blobs: store.blobs,
    transact: (fn) =>
      store.transact(async (draft) => {
        const kept = keptAnswer(draft, keyed, now());
        if (kept !== undefined) return kept.body as Awaited<ReturnType<typeof fn>>;
        const result = await fn(draft);
        keepAnswer(draft, keyed, { status, body: result }, now());
        return result;
      }),
  };
}
