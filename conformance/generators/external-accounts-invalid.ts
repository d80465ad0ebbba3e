/**
 * The documented ways an external-account create body (2.1, 2.3) can be invalid, each with the dot path (2.4) a
 * server must report and the clause that makes it invalid. Only what the document itself makes invalid is used: a
 * required member missing, a value outside a documented set, a value not of the documented form.
 *
 * Some invalid fields hide others (with no `accountInfo`, nothing inside it can be judged), so a generated set holds
 * at most one change per level of the body: each top-level member, then either one of the exclusive `accountInfo`
 * changes or any set of invalid beneficiary members.
 */
import fc from 'fast-check';
import { beneficiaryTypes, createAccountTypes, ownershipTypes } from '../../spec/enums.ts';
import { addressRequiredMembers } from './customers.ts';
import type { Body } from './external-accounts-bodies.ts';
import type { ClauseId } from '../../spec/keys/index.ts';
import { withFixedExamples } from '../properties/fixed-examples.ts';
import { stringNearMisses } from '../properties/near-misses.ts';

/** One way to make one field invalid, and the dot path a server must report for it. */
export interface InvalidField {
  readonly field: string;
  /** The clause of 2.1 / 2.3 that makes the change invalid. */
  readonly clause: ClauseId;
  readonly apply: (body: Body) => void;
}

/**
 * A kind of invalid change: where it sits in the body (which changes can go together), and the values it may put
 * (`absent` removes the member).
 */
interface InvalidKind {
  readonly field: string;
  readonly clause: ClauseId;
  readonly level: 'currency' | 'ownershipType' | 'accountInfo' | 'beneficiaryMember';
  readonly values: readonly (string | typeof absent)[];
  readonly apply: (body: Body, value: string | typeof absent) => void;
}

const absent = Symbol('absent');

const notInSet = (values: readonly string[]): string => `${values.join('_')}_NOT_A_VALUE`;

/** A value far from the set, and every value one step from a member of it (case changed, truncated, padded...). */
const outsideSet = (values: readonly string[]): string[] => [
  notInSet(values),
  ...new Set(values.flatMap(stringNearMisses).filter((v) => !values.includes(v))),
];

/**
 * Codes of the right shape, or near it, that no list assigns: a country's alpha-3 code, a lowercase two-letter code,
 * a digit, and `ZZZ` (no ISO 4217 code, nor an ISO 3166-1 alpha-2 one).
 */
const unassignedCodes = ['USA', 'zz', '1', 'ZZZ'];
/** Values that are no ISO 4217 code under any reading: wrong case, wrong length, digits among letters. */
// A code's near-misses that no ISO 4217 code can be (case changed, truncated, extended, padded), and other shapes.
const badCurrencies = [
  ...new Set([
    ...unassignedCodes,
    'usd',
    'US',
    'USDX',
    'U5D',
    'Dollar',
    ...stringNearMisses('USD').filter((c) => !/^[A-Z]{3}$/.test(c)),
  ]),
];
/** Values that are no country code (production: ISO 3166-1 alpha-2). */
const badAddressCountries = [...unassignedCodes, 'United States'];
/** Dates not in `YYYY-MM-DD` form. */
const badDates = ['01/02/1990', '1990-1-2', '19900102', '2 January 1990'];
/** Values that are no country code. */
const badCountryCodes = ['United States', 'u', 'U5', 'us-a'];

function setMember(target: Body, member: string, value: string | typeof absent): void {
  if (value === absent) delete target[member];
  else target[member] = value;
}

function accountInfoOf(body: Body): Body {
  const info = { ...(body['accountInfo'] as Body) };
  body['accountInfo'] = info;
  return info;
}

function beneficiaryOf(body: Body): Body {
  const info = accountInfoOf(body);
  const beneficiary = { ...(info['beneficiary'] as Body) };
  info['beneficiary'] = beneficiary;
  return beneficiary;
}

const addressClause: Readonly<Record<string, ClauseId>> = {
  line1: '2.3/address-line1-required',
  postalCode: '2.3/address-postal-code-required',
  country: '2.3/address-country-required',
};

/** Every kind of invalid change the document defines for a fiat create body. */
const kinds: readonly InvalidKind[] = [
  {
    field: 'currency',
    clause: '2.1/currency-required',
    level: 'currency',
    values: [absent],
    apply: (b, v) => setMember(b, 'currency', v),
  },
  {
    field: 'currency',
    clause: '2.1/currency-iso-4217',
    level: 'currency',
    values: badCurrencies,
    apply: (b, v) => setMember(b, 'currency', v),
  },
  {
    field: 'ownershipType',
    clause: '2.1/ownership-type-values',
    level: 'ownershipType',
    values: outsideSet(ownershipTypes),
    apply: (b, v) => setMember(b, 'ownershipType', v),
  },
  {
    field: 'accountInfo',
    clause: '2.1/account-info-required',
    level: 'accountInfo',
    values: [absent],
    apply: (b, v) => setMember(b, 'accountInfo', v),
  },
  {
    field: 'accountInfo.accountType',
    clause: '2.3/unknown-account-type-rejected',
    level: 'accountInfo',
    values: outsideSet(createAccountTypes),
    apply: (b, v) => setMember(accountInfoOf(b), 'accountType', v),
  },
  {
    field: 'accountInfo.beneficiary',
    clause: '2.3/fiat-requires-beneficiary',
    level: 'accountInfo',
    values: [absent],
    apply: (b, v) => setMember(accountInfoOf(b), 'beneficiary', v),
  },
  {
    field: 'accountInfo.beneficiary.beneficiaryType',
    clause: '2.3/beneficiary-type-required',
    level: 'accountInfo',
    values: [absent],
    apply: (b, v) => setMember(beneficiaryOf(b), 'beneficiaryType', v),
  },
  {
    field: 'accountInfo.beneficiary.beneficiaryType',
    clause: '2.3/beneficiary-type-values',
    level: 'accountInfo',
    values: outsideSet(beneficiaryTypes),
    apply: (b, v) => setMember(beneficiaryOf(b), 'beneficiaryType', v),
  },
  {
    field: 'accountInfo.beneficiary.fullName',
    clause: '2.3/beneficiary-full-name-required',
    level: 'beneficiaryMember',
    values: [absent],
    apply: (b, v) => setMember(beneficiaryOf(b), 'fullName', v),
  },
  {
    field: 'accountInfo.beneficiary.birthDate',
    clause: '2.3/beneficiary-birth-date-format',
    level: 'beneficiaryMember',
    values: badDates,
    apply: (b, v) => setMember(beneficiaryOf(b), 'birthDate', v),
  },
  {
    field: 'accountInfo.beneficiary.nationality',
    clause: '2.3/beneficiary-nationality-country-code',
    level: 'beneficiaryMember',
    values: badCountryCodes,
    apply: (b, v) => setMember(beneficiaryOf(b), 'nationality', v),
  },
  {
    field: 'accountInfo.beneficiary.address.country',
    clause: '2.3/address-country-code',
    level: 'beneficiaryMember',
    values: badAddressCountries,
    apply: (b, v) => {
      const beneficiary = beneficiaryOf(b);
      beneficiary['address'] = { ...(beneficiary['address'] as Body), country: v };
    },
  },
  ...addressRequiredMembers().map<InvalidKind>((member) => ({
    field: `accountInfo.beneficiary.address.${member}`,
    clause: addressClause[member] ?? '2.3/address-line1-required',
    level: 'beneficiaryMember',
    values: [absent],
    apply: (b, v) => {
      const beneficiary = beneficiaryOf(b);
      const address = { ...(beneficiary['address'] as Body) };
      setMember(address, member, v);
      beneficiary['address'] = address;
    },
  })),
];

function instance(kind: InvalidKind, value: string | typeof absent): InvalidField {
  const field: InvalidField = { field: kind.field, clause: kind.clause, apply: (b) => kind.apply(b, value) };
  // Counterexamples print the field and value, not the function that changes it.
  const shown = value === absent ? 'missing' : JSON.stringify(value);
  return Object.assign(field, { [fc.toStringMethod]: () => `${kind.field} ${shown}` });
}

function kindArb(kind: InvalidKind): fc.Arbitrary<InvalidField> {
  return fc.constantFrom(...kind.values).map((v) => instance(kind, v));
}

const ofLevel = (level: InvalidKind['level']) => kinds.filter((k) => k.level === level);

/** One instance of every kind: a deterministic pass over every clause, before the generated combinations. */
export function everyInvalidFieldKind(): InvalidField[] {
  return kinds.map((k) => instance(k, k.values[0]!));
}

/** Every clause an invalid field of a create body can prove. */
export const invalidFieldClauses: readonly ClauseId[] = [...new Set(kinds.map((k) => k.clause))];

const optionalOne = (level: InvalidKind['level']) =>
  fc.option(fc.oneof(...ofLevel(level).map(kindArb)), { nil: undefined }).map((f) => (f ? [f] : []));

/**
 * A non-empty set of invalid fields for a fiat create body (one with a beneficiary that has an address), with at most
 * one change per field. Every value of every kind alone (each member dropped, each near-miss of a code or an
 * enumeration value), and every beneficiary member at once, are tried first on every run.
 */
export const invalidFiatFieldSetArb: fc.Arbitrary<InvalidField[]> = withFixedExamples(
  fc
    .tuple(
      optionalOne('currency'),
      optionalOne('ownershipType'),
      fc.oneof(
        optionalOne('accountInfo'),
        fc.uniqueArray(fc.oneof(...ofLevel('beneficiaryMember').map(kindArb)), {
          minLength: 1,
          selector: (f) => f.field,
        }),
      ),
    )
    .map(([currency, ownership, info]) => [...currency, ...ownership, ...info])
    .filter((fields) => fields.length > 0),
  [
    ...kinds.flatMap((k) => k.values.map((v) => [instance(k, v)])),
    ofLevel('beneficiaryMember').map((k) => instance(k, k.values[0]!)),
  ],
);

/** Applies the invalid fields to a copy of `body`. */
export function withInvalidFields(body: Body, fields: readonly InvalidField[]): Body {
  const copy = structuredClone(body);
  for (const f of fields) f.apply(copy);
  return copy;
}
