/**
 * Deviants of the external-account resource (2.1-2.3, 4.1): a member of `ExternalAccount` left out or answered in
 * another form, a create whose validation forgets one rule of 2.1 or 2.3, an agent create answered with the wrong
 * status or code.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import {
  at,
  lowerCased,
  memberAs,
  memberOmitted,
  requestAlsoRefusing,
  requestCheckForgotten,
  requestMemberOptional,
  withoutPrefix,
} from './answer-seams.ts';
import type { SchemaViolation } from '../../../spec/schemas.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/**
 * A required member's deviant, run with the file of the field-errors test: that test drops each member on its own
 * first and names it, where the required-members tests, which declare the clause as well, drop every member of every
 * variant before they report, at many times the cost.
 */
const fieldErrorsFirst = (deviant: ReturnType<typeof of>) => ({
  ...deviant,
  suites: ['external-accounts/field-errors.conformance.ts'],
});

const account = 'ExternalAccount';
const create = 'ExternalAccountCreateRequest';
/** `accountInfo` changed by `change` on every external account answered. */
const accountInfoAs = (change: (info: Record<string, unknown>) => Record<string, unknown>): Deviant['rules'] =>
  memberAs(account, 'accountInfo', (info) =>
    typeof info === 'object' && info !== null ? change({ ...(info as Record<string, unknown>) }) : info,
  );

/** The create also refusing the `accountInfo` bodies `refused` picks, with a field error at `field`. */
const refusing = (field: string, refused: (info: Record<string, unknown>) => boolean): Deviant['rules'] =>
  requestAlsoRefusing(create, field, (body) => {
    const info = body['accountInfo'];
    return typeof info === 'object' && info !== null && refused(info as Record<string, unknown>);
  });

export const externalAccountMemberDeviants: Deviant[] = familyOf('external-accounts', [
  of(
    'external-account-without-currency',
    '2.2/required-members',
    'external accounts are answered without `currency`',
    memberOmitted(account, 'currency'),
  ),
  of(
    'external-account-id-bare-uuid',
    '2.2/id-form',
    'external accounts answer `id` without `ExternalAccount:`',
    memberAs(account, 'id', withoutPrefix),
  ),
  of(
    'external-account-customer-id-bare-uuid',
    '2.2/customer-id-form',
    'external accounts answer `customerId` without `Customer:`',
    memberAs(account, 'customerId', withoutPrefix),
  ),
  of(
    'platform-account-customer-id-empty',
    '2.2/customer-id-null-for-platform-account',
    'an account of the platform answers `customerId` as an empty string rather than null',
    memberAs(account, 'customerId', (v) => v ?? ''),
  ),
  of(
    'external-account-status-lower-case',
    '2.2/status-value',
    'external accounts answer `status` in lower case',
    memberAs(account, 'status', lowerCased),
  ),
  of(
    'external-account-currency-lower-case',
    '2.2/currency-iso-4217',
    'external accounts answer `currency` in lower case (`usd`)',
    memberAs(account, 'currency', lowerCased),
  ),
  of(
    'ownership-type-lower-case',
    '2.2/ownership-type-value',
    'external accounts answer `ownershipType` in lower case',
    memberAs(account, 'ownershipType', lowerCased),
  ),
  of(
    'platform-account-id-as-number',
    '2.2/platform-account-id-string',
    '`platformAccountId` is answered as a number (null when it is not numeric), as a column of integers would give it',
    memberAs(account, 'platformAccountId', (v) => (Number.isFinite(Number(v)) ? Number(v) : null)),
  ),
  of(
    'default-uma-deposit-as-string',
    '2.2/default-uma-deposit-boolean',
    '`defaultUmaDepositAccount` is answered as the string `"true"`/`"false"`',
    memberAs(account, 'defaultUmaDepositAccount', String),
  ),
  of(
    'beneficiary-verified-data-as-name',
    '2.2/beneficiary-verified-data-shape',
    '`beneficiaryVerifiedData` is answered as the verified name itself, not an object with `fullName`',
    memberAs(account, 'beneficiaryVerifiedData', (v) =>
      typeof v === 'object' && v !== null ? (v as { fullName?: unknown }).fullName : v,
    ),
  ),
  of(
    'account-info-type-only',
    '2.2/account-info-variant',
    "`accountInfo` is answered with its `accountType` only, the variant's members left out",
    accountInfoAs((info) => ({ accountType: info['accountType'] })),
  ),
  of(
    'account-info-without-account-type',
    '2.3/account-type-discriminator',
    '`accountInfo` is answered without its `accountType`',
    accountInfoAs(({ accountType: _left, ...rest }) => rest),
  ),
  of(
    'account-type-lower-case',
    '2.3/response-account-type-in-set',
    '`accountInfo.accountType` is answered in lower case',
    accountInfoAs((info) => ({ ...info, accountType: lowerCased(info['accountType']) })),
  ),
  of(
    'customer-id-answered-null',
    '2.1/customer-id-honoured',
    "accounts are answered with a null `customerId` (the create's `customerId` not carried to the answer)",
    memberAs(account, 'customerId', () => null),
  ),
  of(
    'platform-account-id-not-kept',
    '2.1/platform-account-id-kept',
    'the `platformAccountId` given on create is not returned',
    memberOmitted(account, 'platformAccountId'),
  ),
  fieldErrorsFirst(
    of(
      'create-currency-not-required',
      '2.1/currency-required',
      'a create without `currency` is not refused',
      requestMemberOptional(create, 'currency', 'USD'),
    ),
  ),
  of(
    'create-ownership-type-any-value',
    '2.1/ownership-type-values',
    'a create with an `ownershipType` outside the two values is accepted',
    requestCheckForgotten(create, at('ownershipType', 'enum')),
  ),
  of(
    'create-account-type-any-value',
    '2.3/unknown-account-type-rejected',
    'a create whose `accountType` is none of the allowed values is not refused',
    requestCheckForgotten(create, at('accountInfo.accountType', 'enum')),
  ),
  fieldErrorsFirst(
    of(
      'create-beneficiary-type-not-required',
      '2.3/beneficiary-type-required',
      'a beneficiary without `beneficiaryType` is not refused',
      requestCheckForgotten(create, at('accountInfo.beneficiary.beneficiaryType', 'required')),
    ),
  ),
  fieldErrorsFirst(
    of(
      'create-full-name-not-required',
      '2.3/beneficiary-full-name-required',
      'a beneficiary without `fullName` is not refused',
      requestCheckForgotten(create, at('accountInfo.beneficiary.fullName', 'required')),
    ),
  ),
  of(
    'create-birth-date-any-form',
    '2.3/beneficiary-birth-date-format',
    'a beneficiary `birthDate` in another form is accepted',
    requestCheckForgotten(create, at('accountInfo.beneficiary.birthDate')),
  ),
  of(
    'create-nationality-any-value',
    '2.3/beneficiary-nationality-country-code',
    'a beneficiary `nationality` that is not a country code is accepted',
    requestCheckForgotten(create, at('accountInfo.beneficiary.nationality')),
  ),
  fieldErrorsFirst(
    of(
      'create-address-line1-not-required',
      '2.3/address-line1-required',
      'an address without `line1` is not refused',
      requestCheckForgotten(
        create,
        (v) => /(^|\.)address\.line1$/.test(v.field) && v.constraint?.['required'] !== undefined,
      ),
    ),
  ),
  fieldErrorsFirst(
    of(
      'create-postal-code-not-required',
      '2.3/address-postal-code-required',
      'an address without `postalCode` is not refused',
      requestCheckForgotten(
        create,
        (v) => /(^|\.)address\.postalCode$/.test(v.field) && v.constraint?.['required'] !== undefined,
      ),
    ),
  ),
  fieldErrorsFirst(
    of(
      'create-address-country-not-required',
      '2.3/address-country-required',
      'an address without `country` is not refused',
      requestCheckForgotten(
        create,
        (v) => /(^|\.)address\.country$/.test(v.field) && v.constraint?.['required'] !== undefined,
      ),
    ),
  ),
  of(
    'create-aed-iban-not-required',
    '2.3/aed-iban-required',
    'an `AED_ACCOUNT` without `iban` is not refused',
    requestCheckForgotten(create, at('accountInfo.iban', 'required')),
  ),
  of(
    'create-savings-refused',
    '2.3/usd-bank-account-type-values',
    'a `USD_ACCOUNT` with `bankAccountType` SAVINGS is refused (checking only)',
    refusing('accountInfo.bankAccountType', (info) => info['bankAccountType'] === 'SAVINGS'),
  ),
  of(
    'create-tron-wallet-refused',
    '2.3/every-account-type-accepted',
    'a `TRON_WALLET` account is refused (a wallet type left out of the allowed list)',
    refusing('accountInfo.accountType', (info) => info['accountType'] === 'TRON_WALLET'),
  ),
  fieldErrorsFirst(
    of(
      'create-beneficiary-not-required',
      '2.3/fiat-requires-beneficiary',
      'a fiat variant without `beneficiary` is not refused',
      requestCheckForgotten(create, at('accountInfo.beneficiary', 'required')),
    ),
  ),
  of(
    'create-account-type-not-required',
    '2.3/account-type-required',
    'an `accountInfo` without `accountType` is not refused',
    requestMemberOptional(create, 'accountInfo.accountType', 'SPARK_WALLET'),
  ),
  of(
    'usd-account-without-bank-name',
    '2.3/usd-account-fields',
    'a `USD_ACCOUNT` is answered without its `bankName`',
    accountInfoAs((info) => {
      if (info['accountType'] === 'USD_ACCOUNT') delete info['bankName'];
      return info;
    }),
  ),
  of(
    'aed-account-without-iban',
    '2.3/aed-account-fields',
    'an `AED_ACCOUNT` is answered without its `iban`',
    accountInfoAs((info) => {
      if (info['accountType'] === 'AED_ACCOUNT') delete info['iban'];
      return info;
    }),
  ),
]);

/** The agent's create (4.1) refusing what `refused` picks, or keeping only the violations `kept` picks. */
const onAgentCreate = (
  change: (body: unknown, found: readonly SchemaViolation[]) => readonly SchemaViolation[],
): Deviant['rules'] => ({
  requestViolations: (_schema, body, found, operationId) =>
    operationId === 'agentCreateExternalAccount' ? change(body, found) : found,
});
const agentRefusing = (accountType: string) =>
  onAgentCreate((body, found) =>
    (body as { accountInfo?: { accountType?: unknown } } | null)?.accountInfo?.accountType === accountType
      ? [
          ...found,
          {
            field: 'accountInfo.accountType',
            constraint: { enum: [] },
            message: `${accountType} is not accepted here`,
          },
        ]
      : found,
  );

export const agentCreateDeviants: Deviant[] = familyOf('external-accounts', [
  of(
    'agent-create-checks-presence-only',
    '4.1/agent-invalid-body-400',
    "the agent's create checks that members are present but not their values (the customer path checks both)",
    onAgentCreate((_body, found) => found.filter((v) => v.constraint?.['required'] !== undefined)),
  ),
  of(
    'agent-usd-account-refused',
    '4.1/agent-usd-account-accepted',
    "the agent's create refuses a `USD_ACCOUNT`",
    agentRefusing('USD_ACCOUNT'),
  ),
  of(
    'agent-spark-wallet-refused',
    '4.1/agent-spark-wallet-accepted',
    "the agent's create refuses a `SPARK_WALLET`",
    agentRefusing('SPARK_WALLET'),
  ),
]);
