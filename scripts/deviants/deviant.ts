/**
 * A deviant server: the reference with exactly one documented rule broken, built through `rulesWith` (the seam of
 * `reference/rules.ts`), never through a fault switch in the domain code. The kill matrix runs the suite against each
 * one and expects it to fail on the clause the deviant names.
 */
import type { Area } from '../../spec/clauses/types.ts';
import type { ReferenceRules } from '../../reference/rules.ts';

/** A deviant's family is the area whose rules it replaces, the name of its file. */
export type DeviantFamily = Area;

export interface Deviant {
  /** Kebab-case, unique in the catalogue. */
  readonly id: string;
  readonly family: DeviantFamily;
  /** The registry clause the deviant breaks (`spec/clauses`). */
  readonly breaks: string;
  /** One line: the rule broken. */
  readonly description: string;
  /** The `--only` areas that hold the tests proving `breaks` (the selection of `--selection area`). */
  readonly areas: readonly Area[];
  /**
   * Suite files (relative to `conformance/suites`) to run it with, for a clause the whole suite cites (the error
   * envelope), or the files whose tests meet the case it breaks when no test declaring `breaks` does; absent: every
   * file with a test citing `breaks`.
   */
  readonly suites?: readonly string[];
  /** The rules replaced (given to `rulesWith`). */
  readonly rules: Partial<ReferenceRules>;
}

/** Builds the deviants of one family (the family is written once per file). */
export function familyOf(family: DeviantFamily, entries: readonly Omit<Deviant, 'family'>[]): Deviant[] {
  return entries.map((entry) => ({ ...entry, family }));
}
