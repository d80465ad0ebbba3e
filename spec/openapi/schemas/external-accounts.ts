/**
 * Part 2.1-2.3: external accounts, their `accountInfo` variants, beneficiaries and addresses.
 *
 * One schema per `accountType` value is generated from `spec/enums.ts`. The create union (`CreateAccountInfo`) has
 * the 46 create values; the response union (`AccountInfo`) adds the `LIGHTNING_ACCOUNT` alias.
 */
import {
  beneficiaryTypes,
  beneficiaryVerificationStatuses,
  createAccountTypes,
  externalAccountStatuses,
  fiatAccountTypes,
  ownershipTypes,
  responseAccountTypeAliases,
  usdBankAccountTypes,
} from '../../enums.ts';
import type { SchemaObject } from '../types.ts';
import {
  calendarDate,
  countryCode,
  currencyCode,
  discriminatedUnion,
  notShown,
  pascal,
  prefixedId,
  ref,
  str,
  untyped,
} from './common.ts';

/** Component name of the `accountInfo` variant for one `accountType` value (`USD_ACCOUNT` -> `UsdAccountInfo`). */
export function accountInfoSchemaName(accountType: string): string {
  return `${pascal(accountType)}Info`;
}

/** Component name of the beneficiary branch for one `beneficiaryType` value. */
export function beneficiarySchemaName(beneficiaryType: string): string {
  return `${pascal(beneficiaryType)}Beneficiary`;
}

const perCurrencyNotShown =
  'Per-currency field lists of the accountInfo variants: not shown, beyond the fields named in 2.3';

interface VariantFields {
  readonly properties: Record<string, SchemaObject>;
  readonly required?: readonly string[];
  readonly notShown?: string;
}

/** 2.3: the fields the document names for three variants. */
const namedVariantFields: Readonly<Record<string, VariantFields>> = {
  USD_ACCOUNT: {
    properties: {
      accountNumber: str(),
      routingNumber: str(),
      bankAccountType: { type: 'string', enum: [...usdBankAccountTypes] },
      bankName: str(),
    },
    notShown:
      `${perCurrencyNotShown}; the release notes add intermediary bank, intermediary routing number and ` +
      'bank-to-bank instructions for USD wire beneficiaries, field names not given',
  },
  AED_ACCOUNT: {
    // The document marks only `swiftCode` optional, so `iban` is read as required.
    properties: { iban: str(), swiftCode: str() },
    required: ['iban'],
  },
  SPARK_WALLET: {
    properties: { address: str('wallet address') },
  },
};

const fiat: ReadonlySet<string> = new Set(fiatAccountTypes);

/** One variant; `tagValue` differs from `accountType` only for a response alias. */
function accountInfoVariant(accountType: string, tagValue: string): SchemaObject {
  const named = namedVariantFields[accountType];
  const isFiat = fiat.has(accountType);
  const properties: Record<string, SchemaObject> = {
    accountType: { type: 'string', const: tagValue },
    ...named?.properties,
  };
  if (isFiat) properties.beneficiary = ref('Beneficiary');
  const required = ['accountType', ...(isFiat ? ['beneficiary'] : []), ...(named?.required ?? [])];
  const description =
    tagValue === accountType
      ? `accountInfo variant \`${accountType}\`${isFiat ? ' (fiat: requires a beneficiary)' : ''}`
      : `accountInfo variant \`${tagValue}\`, accepted in responses as an alias of \`${accountType}\``;
  return notShown(named?.notShown ?? perCurrencyNotShown, {
    type: 'object',
    description,
    'x-section': '2.3',
    required,
    'x-required-source': 'document (2.3)',
    properties,
  });
}

function accountInfoVariants(): Record<string, SchemaObject> {
  const variants: Record<string, SchemaObject> = {};
  for (const type of createAccountTypes) variants[accountInfoSchemaName(type)] = accountInfoVariant(type, type);
  for (const [alias, target] of Object.entries(responseAccountTypeAliases)) {
    variants[accountInfoSchemaName(alias)] = accountInfoVariant(target, alias);
  }
  return variants;
}

const createBranches = createAccountTypes.map((t) => [t, accountInfoSchemaName(t)] as const);
const aliasBranches = Object.keys(responseAccountTypeAliases).map((a) => [a, accountInfoSchemaName(a)] as const);

function beneficiaryBranch(beneficiaryType: string): SchemaObject {
  return {
    type: 'object',
    description:
      beneficiaryType === 'INDIVIDUAL' ? 'A currency-specific individual beneficiary' : 'A shared business beneficiary',
    'x-section': '2.3',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', const: beneficiaryType },
      // The sandbox reads suffixes of names, so names are strings (4.5).
      fullName: str(),
      birthDate: calendarDate,
      // "country code": ISO 3166 alpha-2 or alpha-3; a value of another form is not a country code (2.3).
      nationality: { type: 'string', pattern: '^[A-Z]{2,3}$', description: 'country code' },
      countryOfResidence: untyped('country of residence'),
      email: untyped('e-mail'),
      phoneNumber: untyped('phone number'),
      address: ref('Address'),
    },
  };
}

/** 2.3: the Address members the document marks required; the customer request address shares the rule. */
export const addressRequiredMembers = ['line1', 'postalCode', 'country'] as const;

export const schemas: Record<string, SchemaObject> = {
  OwnershipType: { type: 'string', enum: [...ownershipTypes], 'x-section': '2.1' },
  ExternalAccountStatus: { type: 'string', enum: [...externalAccountStatuses], 'x-section': '3.1' },
  BeneficiaryVerificationStatus: { type: 'string', enum: [...beneficiaryVerificationStatuses], 'x-section': '2.2' },

  Address: {
    type: 'object',
    description: 'Address object (2.3)',
    'x-section': '2.3',
    required: [...addressRequiredMembers],
    properties: {
      line1: untyped('first address line'),
      line2: untyped('second address line'),
      city: untyped('city'),
      state: untyped('state'),
      postalCode: untyped('postal code'),
      country: countryCode,
    },
  },

  Beneficiary: discriminatedUnion(
    'beneficiaryType',
    beneficiaryTypes.map((t) => [t, beneficiarySchemaName(t)] as const),
    { description: 'Beneficiary of a fiat account, discriminated by beneficiaryType', 'x-section': '2.3' },
  ),
  ...Object.fromEntries(beneficiaryTypes.map((t) => [beneficiarySchemaName(t), beneficiaryBranch(t)])),

  ...accountInfoVariants(),
  CreateAccountInfo: discriminatedUnion('accountType', createBranches, {
    description: 'accountInfo on create: the 46 accountType values of 2.3',
    'x-section': '2.3',
  }),
  AccountInfo: discriminatedUnion('accountType', [...createBranches, ...aliasBranches], {
    description: 'accountInfo in responses: the create values plus the LIGHTNING_ACCOUNT alias (2.3, 9)',
    'x-section': '2.3',
  }),

  ExternalAccountCreateRequest: {
    type: 'object',
    'x-section': '2.1',
    required: ['currency', 'accountInfo'],
    properties: {
      customerId: prefixedId(
        'Customer',
        'Customer the account is created for; omitted: on behalf of the platform (agent endpoint: inferred)',
      ),
      currency: currencyCode,
      platformAccountId: str("the platform's own identifier for the account"),
      ownershipType: ref('OwnershipType'),
      defaultUmaDepositAccount: { type: 'boolean', default: false },
      accountInfo: ref('CreateAccountInfo'),
    },
  },

  ExternalAccountPage: notShown('Pagination parameters and page sizes', {
    type: 'object',
    'x-section': '2.2',
    description: 'A page of external accounts (the page members are not shown; production: data, hasMore, nextCursor)',
    properties: { data: { type: 'array', items: ref('ExternalAccount') } },
  }),

  ExternalAccount: {
    type: 'object',
    'x-section': '2.2',
    required: ['id', 'status', 'currency', 'accountInfo'],
    properties: {
      id: prefixedId('ExternalAccount'),
      customerId: {
        ...prefixedId('Customer', 'null when the account is on behalf of the platform'),
        type: ['string', 'null'],
      },
      status: ref('ExternalAccountStatus'),
      platformAccountId: str(),
      ownershipType: ref('OwnershipType'),
      currency: currencyCode,
      defaultUmaDepositAccount: { type: 'boolean' },
      beneficiaryVerificationStatus: ref('BeneficiaryVerificationStatus'),
      beneficiaryVerifiedData: { type: 'object', properties: { fullName: str() } },
      accountInfo: ref('AccountInfo'),
    },
  },
};
