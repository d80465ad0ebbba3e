/**
 * Generators of valid external-account create bodies (2.1), one `accountInfo` variant per `accountType` (2.3).
 *
 * The document shows the fields of `USD_ACCOUNT`, `AED_ACCOUNT` and `SPARK_WALLET` only; for the other variants the
 * bodies carry the production interface's field lists for each account type, so that a real deployment accepts
 * them as set-up. Tests assert only what the document states about the answers.
 */
import fc from 'fast-check';
import {
  type beneficiaryTypes,
  createAccountTypes,
  fiatAccountTypes,
  ownershipTypes,
  usdBankAccountTypes,
  walletAccountTypes,
} from '../../spec/enums.ts';
import { usdWireFields } from '../../spec/release-coverage.ts';
import { chainKeeping, everyOf } from '../properties/fixed-examples.ts';
import { addressArb, plainNameArb } from './customers.ts';
import { unreservedDigits } from './reserved-values.ts';
import {
  abaRoutingNumberArb,
  clabeArb,
  cpfArb,
  digits,
  evmAddressArb,
  ibanArb,
  neutralDigits,
  phoneNumberArb,
  solanaAddressArb,
  sparkAddressArb,
  swiftCodeArb,
  tronAddressArb,
} from './external-accounts-identifiers.ts';

export type Body = Record<string, unknown>;
export type CreateAccountType = (typeof createAccountTypes)[number];
export type FiatAccountType = (typeof fiatAccountTypes)[number];

const fiat: ReadonlySet<string> = new Set(fiatAccountTypes);
const wallets: ReadonlySet<string> = new Set(walletAccountTypes);

export const isFiatAccountType = (type: string): type is FiatAccountType => fiat.has(type);
export const isWalletAccountType = (type: string): boolean => wallets.has(type);

const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
const countryCode = fc.constantFrom('US', 'GB', 'DE', 'MX', 'NG', 'PH', 'BR', 'IN', 'KE', 'AE');
const bankNameArb = word.map((w) => `${w} Bank`);
const emailArb = fc.tuple(word, word).map(([a, b]) => `${a}.${b}@example.com`.toLowerCase());
const birthDateArb = fc
  .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2004-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** An `INDIVIDUAL` beneficiary with every field 2.3 names (production needs some of them for some currencies). */
export const individualBeneficiaryArb: fc.Arbitrary<Body> = fc.record({
  beneficiaryType: fc.constant('INDIVIDUAL'),
  fullName: plainNameArb,
  birthDate: birthDateArb,
  nationality: countryCode,
  countryOfResidence: countryCode,
  email: emailArb,
  phoneNumber: phoneNumberArb('1', 10),
  address: addressArb,
});

/**
 * A `BUSINESS` beneficiary. The document requires `fullName` of every beneficiary; production names the business
 * `legalName`: both carry the same name.
 */
export const businessBeneficiaryArb: fc.Arbitrary<Body> = fc
  .record({
    name: fc.tuple(word, fc.constantFrom('Ltd', 'LLC', 'GmbH', 'Inc')).map(([w, form]) => `${w} Trading ${form}`),
    registrationNumber: unreservedDigits('business-registration-number', 8),
    countryOfResidence: countryCode,
    email: emailArb,
    address: addressArb,
  })
  .map(({ name, ...rest }) => ({ beneficiaryType: 'BUSINESS', fullName: name, legalName: name, ...rest }));

export const beneficiaryArb: fc.Arbitrary<Body> = fc.oneof(individualBeneficiaryArb, businessBeneficiaryArb);

/** The beneficiary arbitrary of one `beneficiaryType`. */
export function beneficiaryOfTypeArb(type: (typeof beneficiaryTypes)[number]): fc.Arbitrary<Body> {
  return type === 'INDIVIDUAL' ? individualBeneficiaryArb : businessBeneficiaryArb;
}

const bankAccount = (length = 10) => fc.record({ bankName: bankNameArb, accountNumber: neutralDigits(length) });
const mobileMoney = (countryCode: string, provider: string) =>
  fc.record({ phoneNumber: phoneNumberArb(countryCode), provider: fc.constant(provider) });
const withSwift = (country: string, length = 10) =>
  fc.record({ bankName: bankNameArb, accountNumber: neutralDigits(length), swiftCode: swiftCodeArb(country) });

/**
 * The richer USD wire beneficiary of the release notes (2.3, 9): intermediary bank, its routing number and
 * bank-to-bank instructions, under the production interface's names (the document gives none).
 */
export const usdWireFieldsArb: fc.Arbitrary<Body> = fc.record({
  intermediaryBankName: bankNameArb.map((name) => name.slice(0, usdWireFields.intermediaryBankName.maxLength)),
  intermediaryRoutingNumber: abaRoutingNumberArb,
  fiToFiInformation: fc
    .tuple(word, neutralDigits(6))
    .map(([w, n]) => `/ACC/${w.toUpperCase()} ${n}`.slice(0, usdWireFields.fiToFiInformation.maxLength)),
});

/** The members of each `accountInfo` variant other than `accountType` and `beneficiary`. */
const variantFields: Readonly<Record<CreateAccountType, fc.Arbitrary<Body>>> = {
  // Named by the document (2.3).
  USD_ACCOUNT: fc.record({
    accountNumber: neutralDigits(12),
    routingNumber: abaRoutingNumberArb,
    bankAccountType: fc.constantFrom(...usdBankAccountTypes),
    bankName: bankNameArb,
  }),
  AED_ACCOUNT: fc.record({ iban: ibanArb('AE', 19), swiftCode: swiftCodeArb('AE') }),
  SPARK_WALLET: fc.record({ address: sparkAddressArb }),
  // Production field lists (the document does not show them).
  EUR_ACCOUNT: fc.record({ iban: ibanArb('DE', 18), swiftCode: swiftCodeArb('DE') }),
  DKK_ACCOUNT: fc.record({ iban: ibanArb('DK', 14) }),
  GBP_ACCOUNT: fc.record({ sortCode: digits(6), accountNumber: neutralDigits(8) }),
  MXN_ACCOUNT: fc.record({ clabeNumber: clabeArb }),
  BRL_ACCOUNT: fc.record({
    pixKey: fc.tuple(word, neutralDigits(4)).map(([w, n]) => `${w.toLowerCase()}${n}@example.com`),
    pixKeyType: fc.constant('EMAIL'),
    taxId: cpfArb,
  }),
  INR_ACCOUNT: fc.record({ vpa: fc.tuple(word, neutralDigits(4)).map(([w, n]) => `${w.toLowerCase()}${n}@upi`) }),
  SGD_ACCOUNT: fc.record({ accountNumber: neutralDigits(10), swiftCode: swiftCodeArb('SG') }),
  CAD_ACCOUNT: fc.record({ bankCode: digits(3), branchCode: digits(5), accountNumber: neutralDigits(9) }),
  NGN_ACCOUNT: bankAccount(10),
  ZAR_ACCOUNT: bankAccount(11),
  PHP_ACCOUNT: bankAccount(12),
  HKD_ACCOUNT: withSwift('HK'),
  MYR_ACCOUNT: withSwift('MY', 12),
  THB_ACCOUNT: withSwift('TH'),
  VND_ACCOUNT: withSwift('VN', 12),
  IDR_ACCOUNT: fc
    .tuple(withSwift('ID'), phoneNumberArb('62', 10))
    .map(([fields, phoneNumber]) => ({ ...fields, phoneNumber })),
  GTQ_ACCOUNT: fc.record({
    accountNumber: neutralDigits(10),
    bankAccountType: fc.constantFrom(...usdBankAccountTypes),
    bankName: bankNameArb,
  }),
  JMD_ACCOUNT: fc.record({
    accountNumber: neutralDigits(10),
    bankAccountType: fc.constantFrom(...usdBankAccountTypes),
    bankName: bankNameArb,
    branchCode: digits(5),
  }),
  BDT_ACCOUNT: bankAccount(13),
  CNY_ACCOUNT: bankAccount(16),
  COP_ACCOUNT: bankAccount(11),
  EGP_ACCOUNT: bankAccount(12),
  GHS_ACCOUNT: bankAccount(13),
  PKR_ACCOUNT: bankAccount(14),
  SLV_ACCOUNT: fc.record({}),
  KES_ACCOUNT: mobileMoney('254', 'MPESA'),
  RWF_ACCOUNT: mobileMoney('250', 'MTN'),
  TZS_ACCOUNT: mobileMoney('255', 'VODACOM'),
  ZMW_ACCOUNT: mobileMoney('260', 'MTN'),
  MWK_ACCOUNT: mobileMoney('265', 'AIRTEL'),
  UGX_ACCOUNT: mobileMoney('256', 'MTN'),
  BWP_ACCOUNT: mobileMoney('267', 'ORANGE'),
  HTG_ACCOUNT: fc.record({ phoneNumber: phoneNumberArb('509', 8) }),
  XAF_ACCOUNT: fc.tuple(mobileMoney('237', 'MTN'), fc.constant('CM')).map(([f, region]) => ({ ...f, region })),
  XOF_ACCOUNT: fc.tuple(mobileMoney('221', 'ORANGE'), fc.constant('SN')).map(([f, region]) => ({ ...f, region })),
  SWIFT_ACCOUNT: fc.record({
    country: fc.constant('GB'),
    swiftCode: swiftCodeArb('GB'),
    bankName: bankNameArb,
    iban: ibanArb('GB', 18),
  }),
  BASE_WALLET: fc.record({ address: evmAddressArb }),
  ETHEREUM_WALLET: fc.record({ address: evmAddressArb }),
  POLYGON_WALLET: fc.record({ address: evmAddressArb }),
  PLASMA_WALLET: fc.record({ address: evmAddressArb }),
  SOLANA_WALLET: fc.record({ address: solanaAddressArb }),
  TRON_WALLET: fc.record({ address: tronAddressArb }),
  LIGHTNING: fc
    .tuple(word, neutralDigits(4))
    .map(([w, n]) => ({ lightningAddress: `${w.toLowerCase()}${n}@example.com` })),
};

/**
 * The currency of an account of `type`: the currency a fiat type names (El Salvador's `SLV` account is in USD, the
 * ISO 4217 currency there), bitcoin for Spark and Lightning, US dollars for the stablecoin wallets and SWIFT.
 */
export function currencyFor(type: CreateAccountType): string {
  if (type === 'SLV_ACCOUNT') return 'USD';
  if (isFiatAccountType(type)) return type.slice(0, 3);
  if (type === 'SPARK_WALLET' || type === 'LIGHTNING') return 'BTC';
  return 'USD';
}

/** A valid `accountInfo` of `type`: its fields, and a beneficiary for fiat variants. */
export function accountInfoArb(type: CreateAccountType): fc.Arbitrary<Body> {
  const fields = variantFields[type];
  if (!isFiatAccountType(type)) return fields.map((f) => ({ accountType: type, ...f }));
  return fc.tuple(fields, beneficiaryArb).map(([f, beneficiary]) => ({ accountType: type, ...f, beneficiary }));
}

// One per type, built on first use: tests draw a body per request, and an arbitrary is pure, so sharing it changes
// no value drawn.
const createBodyArbs = new Map<CreateAccountType, fc.Arbitrary<Body>>();

/**
 * A valid create body of `type`, without `customerId` (the test adds it) and without `defaultUmaDepositAccount` (the
 * default is a rule under test). Wallets always say whose they are (`ownershipType`: required on platforms subject
 * to counterparty rules, recommended elsewhere).
 */
export function createBodyArb(type: CreateAccountType): fc.Arbitrary<Body> {
  let arb = createBodyArbs.get(type);
  if (arb === undefined) {
    arb = buildCreateBodyArb(type);
    createBodyArbs.set(type, arb);
  }
  return arb;
}

function buildCreateBodyArb(type: CreateAccountType): fc.Arbitrary<Body> {
  const ownership = isWalletAccountType(type)
    ? fc.constantFrom(...ownershipTypes).map((o) => ({ ownershipType: o }))
    : fc.option(fc.constantFrom(...ownershipTypes), { nil: undefined }).map((o) => (o ? { ownershipType: o } : {}));
  const platformAccountId = fc
    .option(
      fc.uuid().map((u) => `conformance-${u}`),
      { nil: undefined },
    )
    .map((id) => (id ? { platformAccountId: id } : {}));
  return fc
    .tuple(accountInfoArb(type), ownership, platformAccountId)
    .map(([accountInfo, o, p]) => ({ currency: currencyFor(type), ...o, ...p, accountInfo }));
}

/** Every `accountType` allowed on create, each one tried on every run. */
export const anyCreateAccountTypeArb: fc.Arbitrary<CreateAccountType> = everyOf(createAccountTypes);

/** A valid create body of any `accountType`: one of every type first on every run, then random ones. */
export const anyCreateBodyArb: fc.Arbitrary<Body> = chainKeeping(anyCreateAccountTypeArb, createBodyArb);

/** A valid fiat create body (it has a beneficiary): one of every fiat type first on every run. */
export const fiatCreateBodyArb: fc.Arbitrary<Body> = chainKeeping(everyOf(fiatAccountTypes), createBodyArb);
