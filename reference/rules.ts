/**
 * The interface rules the reference applies, gathered in one injectable object.
 *
 * Every rule comes from `spec/` by default. `createApp({ rules })` may replace any of them, which is how a deviant
 * server (the reference with exactly one documented rule broken) is built to prove that the suite catches it,
 * without fault switches in the domain code. Each area exports the rules it reads (`export const rules`, found by
 * `npm run generate`), as data or small functions taken from `spec/`, and its domain code reads them from `deps.rules`, never from `spec/` directly.
 */
import { errorEnvelopeRequired } from '../spec/errors.ts';
import type { FieldError } from './http/api-error.ts';
import { foundRules } from './generated/rules.ts';
// The answer-shaping rules of the HTTP layer serve every area, so no area folder holds them.
import { answerRules } from './http/answer-rules.ts';

/** The rules of each area (every file of an area exporting `rules`, found by `npm run generate`) and of the HTTP layer. */
const areaRules = [...foundRules, answerRules] as const;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export type ReferenceRules = Intersection<(typeof areaRules)[number]> & {
  /** Part 7: the members every error body carries. */
  readonly errorEnvelopeMembers: readonly string[];
  /** Part 7 (and 9, Aug 2026): the field errors a 400 lists out of those found; the document lists every one. */
  readonly fieldErrorsListed: (found: readonly FieldError[]) => readonly FieldError[];
};

/** The rules as the interface document states them. */
export const documentRules: ReferenceRules = {
  ...(Object.assign({}, ...areaRules) as Intersection<(typeof areaRules)[number]>),
  errorEnvelopeMembers: errorEnvelopeRequired,
  fieldErrorsListed: (found) => found,
};

/** The document's rules with some replaced (for deviant servers). */
export function rulesWith(overrides: Partial<ReferenceRules>): ReferenceRules {
  return { ...documentRules, ...overrides };
}
