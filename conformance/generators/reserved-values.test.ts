import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beneficiaryVerificationSuffixes,
  externalAccountSuffixes,
  listedSuffixes,
  quoteDestinationSuffixes,
  sandboxOtp,
  suffixTables,
  umaTestReceivers,
  type SuffixTable,
} from '../../spec/sandbox.ts';
import { otherSuffixArb } from './customers-verification.ts';
import { createAccountTypes } from '../../spec/enums.ts';
import { createBodyArb } from './external-accounts-bodies.ts';
import { evmAddressArb, neutralDigits, sparkAddressArb } from './external-accounts-identifiers.ts';
import { identifierKindOf, isReserved, reservedEndings, unreserved, unreservedEnding } from './reserved-values.ts';

/** The seeds of runs that drew a reserved ending before, and many more. */
const seeds = [628134638, 152906113, ...Array.from({ length: 60 }, (_, i) => 1_000 + i * 7_919)];
const accountTables: readonly SuffixTable<unknown>[] = [
  externalAccountSuffixes,
  beneficiaryVerificationSuffixes,
  quoteDestinationSuffixes,
];
const everyAccountEnding = accountTables.flatMap((t) => listedSuffixes(t));

function drawsOf<T>(arb: fc.Arbitrary<T>, numRuns = 200): T[] {
  return seeds.flatMap((seed) => fc.sample(arb, { seed, numRuns }));
}

describe('reserved values', () => {
  it('maps every suffix table of spec/ to the identifier it reads', () => {
    for (const table of suffixTables) expect(() => identifierKindOf(table)).not.toThrow();
  });

  it('reserves for an account identifier every ending any of the three 4.5 account tables lists, 105 included', () => {
    expect(new Set(reservedEndings('account-identifier'))).toEqual(new Set(everyAccountEnding));
    expect(isReserved('account-identifier', 'GB29NWBK60161331926105')).toBe(true);
    expect(isReserved('account-identifier', 'alice006@example.com')).toBe(true);
    expect(isReserved('account-identifier', 'alice@example006')).toBe(false);
    expect(isReserved('account-identifier', '12345000')).toBe(false);
  });

  it('never draws a reserved account ending, for any seed, however the table under test is left out', () => {
    for (const except of [undefined, ...accountTables]) {
      const endings = drawsOf(unreservedEnding('account-identifier', except));
      const mine = except === undefined ? [] : listedSuffixes(except);
      const hits = endings.filter((e) => everyAccountEnding.includes(e) && !mine.includes(e));
      expect(hits, `reserved endings drawn with ${except?.name ?? 'no table'} under test`).toEqual([]);
      expect(endings.every((e) => /^[0-9]{3}$/.test(e))).toBe(true);
    }
  });

  it('keeps account numbers, wallet addresses and every generated account body out of the reserved endings', () => {
    for (const value of [
      ...drawsOf(neutralDigits(10), 50),
      ...drawsOf(evmAddressArb, 50),
      ...drawsOf(sparkAddressArb, 50),
    ]) {
      expect(everyAccountEnding, value).not.toContain(value.slice(-3));
    }
    for (const type of createAccountTypes) {
      for (const body of fc.sample(createBodyArb(type), { seed: 628134638, numRuns: 20 })) {
        const info = body['accountInfo'] as Record<string, unknown>;
        // The members that may hold an account's primary identifier (production's names), whichever one carries it.
        const identifiers = [
          'accountNumber',
          'iban',
          'clabeNumber',
          'pixKey',
          'vpa',
          'phoneNumber',
          'address',
          'lightningAddress',
        ].map((m) => info[m]);
        for (const value of identifiers.filter((v): v is string => typeof v === 'string')) {
          const subject = value.includes('@') ? value.slice(0, value.lastIndexOf('@')) : value;
          expect(everyAccountEnding, `${type}: ${value}`).not.toContain(subject.slice(-3));
        }
      }
    }
  });

  it('draws an "any other" name or registration ending that no table of its identifier lists', () => {
    for (const table of suffixTables) {
      const kind = identifierKindOf(table);
      const reserved = suffixTables.filter((t) => identifierKindOf(t) === kind).flatMap((t) => listedSuffixes(t));
      const drawn = drawsOf(otherSuffixArb(table), 30);
      expect(
        drawn.filter((s) => reserved.includes(s)),
        table.name,
      ).toEqual([]);
    }
  });

  it('keeps the OTP code and the UMA test receivers out of their identifiers draws', () => {
    expect(drawsOf(unreserved('otp-code', fc.constantFrom(sandboxOtp.code, '000001')), 20)).not.toContain(
      sandboxOtp.code,
    );
    const receiver = umaTestReceivers[0]!.name;
    expect(drawsOf(unreserved('uma-username', fc.constantFrom(receiver, receiver.slice(1), 'someone')), 20)).toEqual(
      expect.not.arrayContaining([receiver, receiver.slice(1)]),
    );
  });
});
