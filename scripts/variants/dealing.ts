/**
 * Dealing: variants taking one freedom otherwise (an `exclusive` key: two offsets, two content types, two windows) in
 * one server, each on its own share of the answers. The document leaves the choice open per answer (each timestamp is
 * ISO 8601 with any offset, each JSON answer labelled as JSON, each challenge and session carrying its own
 * `expiresAt`, each account ending `005` pending "about 30 seconds"), so a server mixing the alternatives is as
 * conformant as each alone, and one whole-suite run faces them all instead of one run per alternative.
 *
 * Three ways, each so that every alternative shows wherever the suite looks more than once:
 * - answers: of the answers of one kind (an operation: method and path template), the alternatives take every other
 *   one, so every operation the suite calls twice shows each of them;
 * - items: an instant is written one way wherever it appears (as a server keeping each record's offset would: a record
 *   read twice reads the same), and the instants of a run are shared out between the alternatives;
 * - reads: a figure of the configuration or the rules takes the alternatives read by read (a knob read twice in the
 *   whole suite, like the delay of an account ending `005`, still shows each).
 * A test comparing two answers sees alternatives side by side, a case no single alternative shows. Which takes which
 * turns with an offset (the kill matrix's seed): over seeds, every answer faces every alternative. Alone (when blame
 * narrows a failure down to one variant), a variant takes every answer.
 *
 * Why not a composite per alternative: that was a second whole-suite run. Why not run the second alternative with the
 * files where its knob shows: the signed retries, the wallet sessions and the `005` accounts are a third of the suite,
 * and a timestamp or a content type shows in every file.
 *
 * A request's number is carried in an async context from the outermost middleware, so that the configuration and
 * the rules, read while the request is handled, take the alternative dealt to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'koa';
import { operations, pathParameterNames } from '../../spec/operations.ts';

/** What the request being handled was dealt: its number, and the alternative of each member read so far. */
interface Dealt {
  readonly number: number;
  readonly picks: Map<string, number>;
}

const dealt = new AsyncLocalStorage<Dealt>();

/** The number dealt to the request being handled; 0 outside any request (the server starting). */
export const dealtNumber = (): number => dealt.getStore()?.number ?? 0;

/** The value at `path` inside `value`. */
export const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Operation path templates as patterns on the end of a path (the base path before them), fewest parameters first. */
const templates = [...operations]
  .sort((a, b) => pathParameterNames(a.path).length - pathParameterNames(b.path).length)
  .map((o) => ({
    kind: `${o.method.toUpperCase()} ${o.path}`,
    method: o.method.toUpperCase(),
    pattern: new RegExp(
      `${o.path
        .split(/\{[^}]+\}/)
        .map(escaped)
        .join('[^/]+')}$`,
    ),
  }));

/** The kind of answer a request gets: its operation (method and path template), else its method and path. */
export function answerKindOf(method: string, path: string): string {
  const upper = method.toUpperCase();
  return templates.find((t) => t.method === upper && t.pattern.test(path))?.kind ?? `${upper} ${path}`;
}

/**
 * Middleware numbering each request by its kind, in turn (the first of a kind `offset`, the next `offset + 1`), for
 * the handling of the request; outermost, so that every other middleware and the app run inside it.
 */
export function dealing(offset: number): Middleware {
  const counts = new Map<string, number>();
  return (ctx, next) => {
    const kind = answerKindOf(ctx.method, ctx.path);
    const count = counts.get(kind) ?? 0;
    counts.set(kind, count + 1);
    return dealt.run({ number: offset + count, picks: new Map() }, next);
  };
}

/** The seat of `seats` the request being handled is dealt to. */
export const dealtSeat = (seats: number): number => dealtNumber() % seats;

/** A number of its own for a text (FNV-1a), so that the same text is always dealt the same seat. */
function numberOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The seat of `seats` an item (an instant, say) is dealt to, the same wherever it appears, turned by `offset`. */
export const seatOfItem = (item: string, seats: number, offset: number): number => (numberOf(item) + offset) % seats;

/** Whether a request is being handled (not the server starting, checking its configuration). */
export const inRequest = (): boolean => dealt.getStore() !== undefined;

/**
 * Picks alternatives for the members of the configuration or rules that differ between them, read by read in turn
 * (a knob read rarely, like the delay of an account ending `005`, still shows each alternative), the same for every
 * read of one member while one request is handled. Outside a request (the server starting), the first alternative,
 * taking no turn.
 */
export function turnsOf(count: number, offset: number): (path: readonly string[]) => number {
  const turns = new Map<string, number>();
  return (path) => {
    const picks = dealt.getStore()?.picks;
    if (picks === undefined) return offset % count;
    const key = path.join('.');
    const picked = picks.get(key);
    if (picked !== undefined) return picked;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    const pick = (offset + turn) % count;
    picks.set(key, pick);
    return pick;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * One object taking, member by member, the value of `alternatives[pick(path)]` where they differ, read when the member
 * is read; members the same in every alternative are kept as they are, plain objects compared inside. A member that
 * differs at the top level must be a function (called through the alternative picked): the reference copies its
 * rules and configuration at their top level (`{ ...documentRules, ...rules }`), which would fix any other there.
 * `read(i, path)` is told each time alternative `i` gives a member that differs, at `path`.
 */
export function dealtObject<T extends object>(
  alternatives: readonly T[],
  pick: (path: readonly string[]) => number,
  read: (alternative: number, path: readonly string[]) => void = () => undefined,
): T {
  if (alternatives.length === 1) return alternatives[0]!;
  const build = (path: readonly string[]): Record<string, unknown> => {
    const values = alternatives.map((alternative) => valueAt(alternative, path) as Record<string, unknown>);
    const keys = [...new Set(values.flatMap((value) => Object.keys(value)))];
    const built: Record<string, unknown> = {};
    for (const key of keys) {
      const each = values.map((value) => value[key]);
      if (each.every((value) => value === each[0])) built[key] = each[0];
      else if (each.every(isPlainObject)) built[key] = build([...path, key]);
      else if (path.length === 0 && each.every((value) => typeof value === 'function')) {
        built[key] = (...args: unknown[]) => {
          const i = pick([key]);
          read(i, [key]);
          return (each[i] as (...a: unknown[]) => unknown)(...args);
        };
      } else if (path.length === 0) {
        throw new Error(`the alternatives differ at the top level in "${key}": only a function can be dealt there`);
      } else {
        Object.defineProperty(built, key, {
          enumerable: true,
          get: () => {
            const i = pick([...path, key]);
            read(i, [...path, key]);
            return each[i];
          },
        });
      }
    }
    return built;
  };
  return build([]) as T;
}
