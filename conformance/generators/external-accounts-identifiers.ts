/**
 * Generators of account identifiers that a real deployment accepts: IBANs, ABA routing numbers, CLABEs and CPFs with
 * their check digits, wallet addresses in their chains' alphabets. Every identifier ends outside every table of 4.5
 * that reads an account identifier's ending (`reserved-values.ts`), so that no generated account triggers a sandbox
 * outcome by chance; the suites place a suffix on purpose when they want one.
 */
import fc from 'fast-check';
import { digits, isReserved, unreserved, unreservedDigits, unreservedEnding } from './reserved-values.ts';

export { digits } from './reserved-values.ts';

/** A three-digit ending outside every table reading an account identifier's ending. */
export const neutralTail: fc.Arbitrary<string> = unreservedEnding('account-identifier');

/** True when no table reading an account identifier's ending gives `value` an outcome of its own. */
export function endsNeutral(value: string): boolean {
  return !isReserved('account-identifier', value);
}

/** `n` digits (n >= 3) ending neutral. */
export function neutralDigits(n: number): fc.Arbitrary<string> {
  return unreservedDigits('account-identifier', n);
}

/** ISO 13616 check digits of an IBAN with this country and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.toUpperCase();
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

/** An IBAN of `country` whose BBAN is `bbanDigits` digits ending neutral. */
export function ibanArb(country: string, bbanDigits: number): fc.Arbitrary<string> {
  return neutralDigits(bbanDigits).map((bban) => `${country}${ibanCheckDigits(country, bban)}${bban}`);
}

/** A US ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export const abaRoutingNumberArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('01', '02', '03', '11', '12', '21', '26', '31'), digits(6))
  .map(([district, rest]) => {
    const d = `${district}${rest}`.split('').map(Number);
    const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
    return `${district}${rest}${(10 - (partial % 10)) % 10}`;
  });

/** A Mexican CLABE: 17 digits and the weighted (3, 7, 1) check digit, ending neutral. */
export const clabeArb: fc.Arbitrary<string> = digits(17)
  .map((body) => {
    const weights = [3, 7, 1];
    const sum = body.split('').reduce((acc, d, i) => acc + ((Number(d) * weights[i % 3]!) % 10), 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
  })
  .filter(endsNeutral);

/** A Brazilian CPF (11 digits with its two check digits), not all digits equal. */
export const cpfArb: fc.Arbitrary<string> = digits(9)
  .filter((d) => !/^(\d)\1+$/.test(d))
  .map((nine) => {
    const check = (base: string) => {
      const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * (base.length + 1 - i), 0);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const ten = `${nine}${check(nine)}`;
    return `${ten}${check(ten)}`;
  });

// Built once: `stringMatching` analyses its pattern when built.
const swiftPartsArb = fc.tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^[A-Z2-9]{2}$/));

/** A SWIFT/BIC code of a bank in `country` (8 characters). */
export function swiftCodeArb(country: string): fc.Arbitrary<string> {
  return swiftPartsArb.map(([bank, location]) => `${bank}${country}${location}`);
}

/** An E.164 phone number with `countryCode` and `n` more digits, ending neutral. */
export function phoneNumberArb(countryCode: string, n = 9): fc.Arbitrary<string> {
  return neutralDigits(n).map((rest) => `+${countryCode}${rest}`);
}

const hexChar = fc.constantFrom(...'0123456789abcdef'.split(''));
const base58Char = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split(''));
const bech32Char = fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.split(''));

function charString(char: fc.Arbitrary<string>, length: number): fc.Arbitrary<string> {
  return fc.array(char, { minLength: length, maxLength: length }).map((c) => c.join(''));
}

// A wallet address is an account's primary identifier too (4.5 names the Spark wallet address): its ending is kept
// out of the reserved ones like any account number's.
/** An EVM address (`0x` + 40 hex digits). */
export const evmAddressArb: fc.Arbitrary<string> = unreserved(
  'account-identifier',
  charString(hexChar, 40).map((h) => `0x${h}`),
);
/** A Solana address (base58, 44 characters). */
export const solanaAddressArb: fc.Arbitrary<string> = unreserved('account-identifier', charString(base58Char, 44));
/** A Tron address (`T` + 33 base58 characters). */
export const tronAddressArb: fc.Arbitrary<string> = unreserved(
  'account-identifier',
  charString(base58Char, 33).map((s) => `T${s}`),
);
/** A Spark address (`sp1` + bech32 characters). */
export const sparkAddressArb: fc.Arbitrary<string> = unreserved(
  'account-identifier',
  charString(bech32Char, 59).map((s) => `sp1${s}`),
);
