/**
 * Which tables of the document reserve values of each kind of identifier, in one place.
 *
 * An "any other" draw must land on the "any other" row of every table that reads the same identifier, not only of
 * the table under test: an account ending drawn for the 4.5 account table must not be `105`, which the beneficiary
 * table reserves for a refused create. Every generator of an identifier asks this module, which reads the tables of
 * `spec/` and restates none of their values.
 */
import fc from 'fast-check';
import {
  beneficialOwnerSuffixes,
  beneficiaryVerificationSuffixes,
  businessRegistrationSuffixes,
  externalAccountSuffixes,
  individualCustomerSuffixes,
  listedSuffixes,
  quoteDestinationSuffixes,
  sandboxOtp,
  suffixOf,
  suffixSubject,
  umaTestReceivers,
  type SuffixTable,
} from '../../spec/sandbox.ts';

/** The identifiers whose values a table of the document reserves. */
export type IdentifierKind =
  | 'account-identifier'
  | 'individual-full-name'
  | 'business-registration-number'
  | 'owner-last-name'
  | 'uma-username'
  | 'otp-code';

/** The tables reserving values of one identifier: endings (suffix tables) and whole values. */
interface Reservations {
  readonly suffixTables: readonly SuffixTable<unknown>[];
  readonly wholeValues: readonly string[];
}

/** The UMA test receivers' names without their `$`, as a username a generator might draw. */
const umaTestUsernames = umaTestReceivers.flatMap((r) => [r.name, r.name.replace(/^\$/, '')]);

/** Every identifier kind and the tables of `spec/` that reserve its values. */
export const reservingTables: Readonly<Record<IdentifierKind, Reservations>> = {
  // 4.5: the account identifier's ending decides a transfer, a quote's execution and the beneficiary check.
  'account-identifier': {
    suffixTables: [externalAccountSuffixes, beneficiaryVerificationSuffixes, quoteDestinationSuffixes],
    wholeValues: [],
  },
  'individual-full-name': { suffixTables: [individualCustomerSuffixes], wholeValues: [] },
  'business-registration-number': { suffixTables: [businessRegistrationSuffixes], wholeValues: [] },
  'owner-last-name': { suffixTables: [beneficialOwnerSuffixes], wholeValues: [] },
  'uma-username': { suffixTables: [], wholeValues: umaTestUsernames },
  'otp-code': { suffixTables: [], wholeValues: [sandboxOtp.code] },
};

/** The identifier whose values `table` reads; every suffix table of `spec/` reads one. */
export function identifierKindOf(table: SuffixTable<unknown>): IdentifierKind {
  const kind = (Object.keys(reservingTables) as IdentifierKind[]).find((k) =>
    reservingTables[k].suffixTables.includes(table),
  );
  if (kind === undefined) throw new Error(`reserved-values: no identifier kind reads the table "${table.name}"`);
  return kind;
}

/** The tables reserving values of `kind`, leaving out `except` (the table a test puts under test on purpose). */
function tablesOf(kind: IdentifierKind, except?: SuffixTable<unknown>): readonly SuffixTable<unknown>[] {
  return reservingTables[kind].suffixTables.filter((t) => t !== except);
}

/** Every ending of `kind` some table lists, but those of `except`. */
export function reservedEndings(kind: IdentifierKind, except?: SuffixTable<unknown>): string[] {
  return [...new Set(tablesOf(kind, except).flatMap((t) => listedSuffixes(t)))];
}

/** Every whole value of `kind` a table reserves. */
export function reservedWholeValues(kind: IdentifierKind): readonly string[] {
  return reservingTables[kind].wholeValues;
}

/** True when a table reserving values of `kind` (but `except`) gives `value` an outcome of its own. */
export function isReserved(kind: IdentifierKind, value: string, except?: SuffixTable<unknown>): boolean {
  if (reservingTables[kind].wholeValues.includes(value)) return true;
  return tablesOf(kind, except).some((t) =>
    listedSuffixes(t).includes(suffixOf(suffixSubject(t, value), t.suffixLength)),
  );
}

/** `arbitrary` kept to values no table reserving `kind` (but `except`) reserves. */
export function unreserved(
  kind: IdentifierKind,
  arbitrary: fc.Arbitrary<string>,
  except?: SuffixTable<unknown>,
): fc.Arbitrary<string> {
  return arbitrary.filter((v) => !isReserved(kind, v, except));
}

/** `n` decimal digits. */
export function digits(n: number): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
}

/** `n` digits whose ending no table reserving `kind` lists. */
export function unreservedDigits(kind: IdentifierKind, n: number): fc.Arbitrary<string> {
  return unreserved(kind, digits(n));
}

/** A three-digit ending of `kind` that every table reserving it reads as "any other", or only `except` lists. */
export function unreservedEnding(kind: IdentifierKind, except?: SuffixTable<unknown>): fc.Arbitrary<string> {
  return unreserved(kind, digits(3), except);
}
