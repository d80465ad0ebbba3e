/**
 * Composite servers: the reference taking several variants' freedoms at once. Most freedoms touch different things (a
 * header, a member, a configured window), so one server can take them all, and one run of the whole suite against it
 * shows every one of them on every answer: the cost of the variants is about one suite run, not one per variant.
 *
 * Variants holding the same `exclusive` key take one freedom otherwise (two offsets, two windows): in one server they
 * are dealt its answers in turn (`dealing.ts`, which says why), so they too face the whole suite in the one composite,
 * and alone (when blame narrows a failure down to one) every answer.
 *
 * The variants costing time on every request (`aloneWith`) go together into a composite of their own, with the union
 * of their files: one short run whose delays and pauses overlap, instead of one run each.
 */
import type { ReferenceConfig } from '../../reference/config.ts';
import { documentRules, rulesWith, type ReferenceRules } from '../../reference/rules.ts';
import { dealing, dealtObject, dealtSeat, inRequest, seatOfItem, turnsOf, valueAt } from './dealing.ts';
import type { Variant } from './variant.ts';

export interface Composite {
  /** `composite-1` for the whole suite, `composite-costly` for the variants costing time on every request. */
  readonly id: string;
  /** In catalogue order: the first one's middleware wraps the others. */
  readonly members: readonly Variant[];
  /** The suite files it faces (relative to `conformance/suites`); absent: the whole suite. */
  readonly files?: readonly string[];
}

/** The composites facing the whole suite: one, holding every variant not run with its own files. */
export function compositesOf(variants: readonly Variant[]): Composite[] {
  const members = variants.filter((v) => v.aloneWith === undefined);
  return members.length === 0 ? [] : [{ id: 'composite-1', members }];
}

/** The variants costing time on every request, together, with every file one of them names. */
export function costlyCompositeOf(variants: readonly Variant[]): Composite | undefined {
  const members = variants.filter((v) => v.aloneWith !== undefined);
  if (members.length === 0) return undefined;
  return { id: 'composite-costly', members, files: [...new Set(members.flatMap((v) => v.aloneWith!))] };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * The rules the variants replace, all at once. A variant replaces a whole rule even to change one figure of it (the
 * sandbox delays), so where two replace the same object each keeps only the figures it changes from the document's.
 */
export function composedRules(variants: readonly Variant[]): Partial<ReferenceRules> {
  const composed: Record<string, unknown> = {};
  for (const variant of variants) {
    for (const [key, value] of Object.entries(variant.rules ?? {})) {
      const theDocument = (documentRules as unknown as Record<string, unknown>)[key];
      const before = composed[key];
      if (isPlainObject(value) && isPlainObject(theDocument) && isPlainObject(before)) {
        const changed = Object.entries(value).filter(([figure, v]) => v !== theDocument[figure]);
        composed[key] = { ...before, ...Object.fromEntries(changed) };
      } else composed[key] = value;
    }
  }
  return composed as Partial<ReferenceRules>;
}

/** Where each member sits among those of its `exclusive` key (alone: seat 0 of 1). */
function seatsOf(members: readonly Variant[]): Map<string, { seat: number; seats: number }> {
  const seats = new Map<string, { seat: number; seats: number }>();
  for (const member of members) {
    const sharing = members.filter((m) => m.exclusive !== undefined && m.exclusive === member.exclusive);
    seats.set(member.id, {
      seat: Math.max(0, sharing.indexOf(member)),
      seats: Math.max(1, sharing.length),
    });
  }
  return seats;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A composite variant, and how many answers each member dealt a share of them took (the others take every one). */
export type CompositeVariant = Variant & {
  /** Per dealt member: the answers its middleware took, and the reads of the configuration or rules it changes. */
  readonly shown: ReadonlyMap<string, number>;
};

/**
 * One variant taking every member's freedom: their rules, their configurations in turn, their middleware in order;
 * members sharing an `exclusive` key dealt the answers in turn, starting from `offset`.
 */
export function compositeVariant(id: string, members: readonly Variant[], offset = 0): CompositeVariant {
  const seats = seatsOf(members);
  const seatOf = (member: Variant) => seats.get(member.id)!;
  const dealt = members.filter((m) => seatOf(m).seats > 1);
  const shown = new Map(dealt.map((m) => [m.id, 0]));
  const show = (member: Variant) => {
    const count = shown.get(member.id);
    if (count !== undefined) shown.set(member.id, count + 1);
  };
  // Alternative `i` of the whole: each member sharing its key with others takes part in the alternatives of its seat.
  const cycle = [...seats.values()].reduce((n, { seats: s }) => (n * s) / gcd(n, s), 1);
  const takesPart = (member: Variant, alternative: number) =>
    alternative % seatOf(member).seats === seatOf(member).seat;
  const alternatives = Array.from({ length: cycle }, (_, i) => members.filter((m) => takesPart(m, i)));
  /** Counts a read of alternative `i` at `path`, handling a request, for its dealt members that change what is there. */
  const readBy =
    (changes: (member: Variant, path: readonly string[]) => boolean) => (i: number, path: readonly string[]) => {
      if (!inRequest()) return;
      for (const member of alternatives[i]!) if (shown.has(member.id) && changes(member, path)) show(member);
    };

  const configures = members.flatMap((m) => (m.configure === undefined ? [] : [m.configure]));
  const wires = members.flatMap((m) => (m.wire === undefined ? [] : [m]));
  const ruled = members.some((m) => m.rules !== undefined);
  const rules = ruled
    ? dealtObject(
        alternatives.map((taking) => rulesWith(composedRules(taking))),
        turnsOf(cycle, offset),
        readBy(
          (member, path) =>
            member.rules !== undefined && valueAt(rulesWith(member.rules), path) !== valueAt(documentRules, path),
        ),
      )
    : undefined;
  return {
    id,
    freedom: `all at once: ${members.map((m) => m.id).join(', ')}`,
    leftOpenBy: {
      part: [...new Set(members.flatMap((m) => m.leftOpenBy.part.split(', ')))].join(', '),
      wording: 'the wording of each variant taken',
    },
    seam: wires.length > 0 ? 'wire' : configures.length > 0 ? 'configuration' : 'rules',
    shown,
    ...(rules === undefined ? {} : { rules }),
    ...(configures.length === 0
      ? {}
      : {
          configure: (config: ReferenceConfig) =>
            dealtObject(
              alternatives.map((taking) =>
                taking.reduce((changed, m) => (m.configure === undefined ? changed : m.configure(changed)), config),
              ),
              turnsOf(cycle, offset),
              readBy(
                (member, path) =>
                  member.configure !== undefined && valueAt(member.configure(config), path) !== valueAt(config, path),
              ),
            ),
        }),
    ...(wires.length === 0 && cycle === 1
      ? {}
      : {
          wire: (run) => [
            ...(cycle > 1 ? [dealing(offset)] : []),
            ...wires.flatMap((member) => {
              const { seat, seats: of } = seatOf(member);
              if (of === 1) return member.wire!(run);
              if (member.dealtBy === 'item') {
                const takes = (item: string) => {
                  if (seatOfItem(item, of, offset) !== seat) return false;
                  show(member);
                  return true;
                };
                return member.wire!({ onClose: (close) => run.onClose(close), takes });
              }
              const made = member.wire!(run);
              return made.map((middleware): typeof middleware => (ctx, next) => {
                if (dealtSeat(of) !== seat) return next();
                show(member);
                return middleware(ctx, next);
              });
            }),
          ],
        }),
  };
}
