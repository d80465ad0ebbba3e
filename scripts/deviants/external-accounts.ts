/**
 * Deviants of external accounts, the default UMA deposit account, ownership verification and the agent operation
 * (2.1, 3.1, 4.1, 4.5, 6, 7.3, 8).
 */
import { documentRules } from '../../reference/rules.ts';
import { eventTypes } from '../../spec/enums.ts';
import { chinaCoverage, releaseCoverageClauses, usdtAsset } from '../../spec/release-coverage.ts';
import { beneficiaryVerificationSuffixes } from '../../spec/sandbox.ts';
import type { ExternalAccountTransition } from '../../spec/state-machines.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';
import { answersAs } from './suffix-swap.ts';

/** The creates of 2.1 (not the agent's, where a missing `customerId` is inferred). */
const platformOrCustomerCreate: readonly string[] = ['createCustomerExternalAccount', 'createPlatformExternalAccount'];

/** The create validation with one more refusal: bodies that `refused` picks get a field error at `field`. */
const createAlsoRefusing = (field: string, refused: (info: Record<string, unknown>) => boolean) => ({
  externalAccountCreateViolations: (body: unknown) => {
    const found = documentRules.externalAccountCreateViolations(body);
    const info = (body as { accountInfo?: unknown } | null)?.accountInfo;
    const isObject = typeof info === 'object' && info !== null;
    return isObject && refused(info as Record<string, unknown>)
      ? [...found, { field, message: 'is not accepted' }]
      : found;
  },
});

/** The create validation with one more refusal: whole bodies that `refused` picks get a field error at `field`. */
const createAlsoRefusingBody = (field: string, refused: (body: Record<string, unknown>) => boolean) => ({
  externalAccountCreateViolations: (body: unknown) => {
    const found = documentRules.externalAccountCreateViolations(body);
    return typeof body === 'object' && body !== null && refused(body as Record<string, unknown>)
      ? [...found, { field, message: 'is not accepted' }]
      : found;
  },
});

/** The create validation with the refusals at `field` dropped when its value passes `shapeOnly` (a shape check only). */
const createAcceptingShape = (
  field: string,
  readValue: (body: Record<string, unknown>) => unknown,
  shapeOnly: RegExp,
) => ({
  externalAccountCreateViolations: (body: unknown) => {
    const found = documentRules.externalAccountCreateViolations(body);
    const value = typeof body === 'object' && body !== null ? readValue(body as Record<string, unknown>) : undefined;
    return typeof value === 'string' && shapeOnly.test(value) ? found.filter((v) => v.field !== field) : found;
  },
});
const memberAt = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );

/** A value no suffix row lists: it falls in the row for any other ending. */
const otherEnding = '999';

const beneficiaryRow = (suffix: string, donor: string) => ({
  beneficiaryVerificationSuffixes: answersAs(beneficiaryVerificationSuffixes, suffix, donor),
});

const transitions = documentRules.externalAccountTransitions;
/** The 3.1 table with the rows `pick` selects changed by `change` (`null`: the row removed). */
const transitionsWith = (
  pick: (row: ExternalAccountTransition) => boolean,
  change: (row: ExternalAccountTransition) => ExternalAccountTransition | null,
) => ({
  externalAccountTransitions: transitions.flatMap((row) => (pick(row) ? (change(row) ?? []) : [row])),
});
const fromPending = (outcome: 'succeeded' | 'failed') => (row: ExternalAccountTransition) =>
  row.from === 'PENDING_OWNERSHIP_VERIFICATION' && row.outcome === outcome;
/** Another event type the document names, for a status change announced under the wrong name. */
const wrongEvent = eventTypes.find((type) => !transitions.some((row) => row.event === type)) ?? 'UNKNOWN';

/** The beneficiary rows, each answering the outcome of another row. */
const beneficiaryDeviants = [
  {
    suffix: '102',
    donor: otherEnding,
    breaks: '4.5/beneficiary-suffix-102-not-matched',
    what: 'MATCHED instead of NOT_MATCHED',
  },
  {
    suffix: '103',
    donor: otherEnding,
    breaks: '4.5/beneficiary-suffix-103-partial-match',
    what: 'MATCHED instead of PARTIAL_MATCH',
  },
  {
    suffix: '104',
    donor: otherEnding,
    breaks: '4.5/beneficiary-suffix-104-pending',
    what: 'MATCHED instead of PENDING',
  },
  {
    suffix: '105',
    donor: otherEnding,
    breaks: '4.5/beneficiary-suffix-105-invalid-account',
    what: 'a created account instead of 400 INVALID_BANK_ACCOUNT',
  },
  {
    suffix: '106',
    donor: otherEnding,
    breaks: '4.5/beneficiary-suffix-106-unsupported',
    what: 'MATCHED instead of UNSUPPORTED',
  },
  {
    suffix: '107',
    donor: '104',
    breaks: '4.5/beneficiary-suffix-107-checked-by-receiving-fi',
    what: 'PENDING instead of CHECKED_BY_RECEIVING_FI',
  },
  {
    suffix: 'other',
    donor: '102',
    breaks: '4.5/beneficiary-suffix-other-matched',
    what: 'NOT_MATCHED instead of MATCHED',
  },
] as const;

/**
 * The sandbox's answer for any other beneficiary ending, with a `beneficiaryVerificationStatus` outside the six values
 * of 2.2: a schema-breaking body on creates that most tests make only for set-up.
 */
const otherRowOutsideValues = {
  beneficiaryVerificationSuffixes: {
    ...beneficiaryVerificationSuffixes,
    rows: beneficiaryVerificationSuffixes.rows.map((row) =>
      row.suffixes === 'other'
        ? { ...row, outcome: { beneficiaryVerificationStatus: 'VERIFIED' } as unknown as typeof row.outcome }
        : row,
    ),
  },
};

export const deviants: Deviant[] = [
  ...familyOf('external-accounts', [
    {
      id: 'beneficiary-status-outside-values',
      breaks: '2.2/beneficiary-verification-status-value',
      description:
        'external accounts with a beneficiary answer `beneficiaryVerificationStatus` VERIFIED, not one of the six values',
      areas: ['external-accounts'],
      // A file whose tests create such accounts only for set-up and never read the status: the automatic response
      // check is what catches it.
      suites: ['external-accounts/default-uma-deposit.conformance.ts'],
      rules: otherRowOutsideValues,
    },
    {
      id: 'create-violations-first-only',
      breaks: '7/field-errors-list-every-invalid-field',
      description: 'an invalid external-account create lists only its first invalid field',
      areas: ['external-accounts'],
      suites: ['external-accounts/field-errors.conformance.ts'],
      rules: {
        externalAccountCreateViolations: (body) => documentRules.externalAccountCreateViolations(body).slice(0, 1),
      },
    },
    {
      id: 'ownership-type-optional',
      breaks: '2.1/ownership-type-required-self-custody-counterparty',
      description: 'a self-custody wallet create without ownershipType is accepted under counterparty requirements',
      areas: ['external-accounts'],
      rules: { ownershipTypeRequiredForSelfCustodyWallets: false },
    },
    {
      id: 'default-uma-deposit-defaults-true',
      breaks: '2.1/default-uma-deposit-defaults-false',
      description: 'defaultUmaDepositAccount is true when the create omits it',
      areas: ['external-accounts'],
      rules: { defaultUmaDepositAccountDefault: !documentRules.defaultUmaDepositAccountDefault },
    },
    {
      id: 'default-uma-deposit-not-replaced',
      breaks: '2.1/default-uma-deposit-replaces-existing',
      description: 'a new default UMA deposit account leaves the previous default in place',
      areas: ['external-accounts'],
      rules: { maxDefaultUmaDepositAccountsPerCustomer: documentRules.maxDefaultUmaDepositAccountsPerCustomer + 1 },
    },
    {
      id: 'default-uma-deposit-never-cleared',
      breaks: '8/default-uma-deposit-at-most-one',
      description: 'a new default UMA deposit account leaves every earlier default of the customer marked default',
      areas: ['external-accounts'],
      rules: { maxDefaultUmaDepositAccountsPerCustomer: Number.MAX_SAFE_INTEGER },
    },
    {
      id: 'agent-existing-account-accepted',
      breaks: '4.1/agent-already-exists-409',
      description: "an agent's create of an external account that already exists creates it again (no 409)",
      areas: ['agents'],
      rules: { refuseExistingExternalAccount: false },
    },
    {
      id: 'existing-account-accepted',
      breaks: '7.3/external-account-exists-409',
      description: 'creating an external account that already exists creates a second one instead of 409',
      areas: ['external-accounts'],
      rules: { refuseExistingExternalAccount: false },
    },
    ...beneficiaryDeviants.map(({ suffix, donor, breaks, what }) => ({
      id: `beneficiary-${suffix}-wrong`,
      breaks,
      description: `beneficiary verification of an identifier ending ${suffix === 'other' ? 'otherwise' : suffix} gives ${what}`,
      areas: ['external-accounts' as const],
      rules: beneficiaryRow(suffix, donor),
    })),
    {
      id: 'ownership-success-unverified',
      breaks: '3.1/pending-ownership-verification-to-active',
      description: 'a successful ownership verification leaves the account UNVERIFIED instead of ACTIVE',
      areas: ['external-accounts'],
      rules: transitionsWith(fromPending('succeeded'), (row) => ({ ...row, to: 'UNVERIFIED' })),
    },
    {
      id: 'ownership-failure-active',
      breaks: '3.1/pending-ownership-verification-to-unverified',
      description: 'a failed ownership verification makes the account ACTIVE instead of UNVERIFIED',
      areas: ['external-accounts'],
      rules: transitionsWith(fromPending('failed'), (row) => ({ ...row, to: 'ACTIVE' })),
    },
    {
      id: 'unverified-stays-unverified',
      breaks: '3.1/unverified-to-active-on-new-challenge',
      description: 'an UNVERIFIED account cannot be verified again with a new challenge',
      areas: ['external-accounts'],
      rules: transitionsWith(
        (row) => row.from === 'UNVERIFIED',
        () => null,
      ),
    },
    {
      id: 'ownership-change-wrong-event',
      breaks: '3.1/status-change-announced-by-event',
      description: `an ownership status change is announced as ${wrongEvent} instead of EXTERNAL_ACCOUNT.STATUS_UPDATED`,
      areas: ['events'],
      // The row type allows the documented event only; a deviant row is precisely one the document rules out.
      rules: transitionsWith(
        () => true,
        (row) => ({ ...row, event: wrongEvent as ExternalAccountTransition['event'] }),
      ),
    },
    {
      id: 'agent-permission-view-transactions',
      breaks: '4.1/agent-permission-required',
      description: 'the agent operation requires VIEW_TRANSACTIONS instead of MANAGE_EXTERNAL_ACCOUNTS',
      areas: ['agents'],
      rules: { agentExternalAccountPermission: 'VIEW_TRANSACTIONS' },
    },
    {
      id: 'create-customer-id-required',
      breaks: '2.1/customer-id-omitted-platform-account',
      description: 'a platform or customers create without `customerId` is refused (the member taken as required)',
      areas: ['external-accounts'],
      rules: {
        requestViolations: (schema, body, found, operationId) =>
          platformOrCustomerCreate.includes(operationId) &&
          typeof body === 'object' &&
          body !== null &&
          !('customerId' in body)
            ? [...found, { field: 'customerId', constraint: { required: true }, message: 'is required' }]
            : documentRules.requestViolations(schema, body, found, operationId),
      },
    },
    {
      id: 'agent-account-without-customer-for-platform',
      breaks: '4.1/agent-customer-inferred',
      description:
        "an agent's create without `customerId` makes a platform account (customerId null), not its customer's",
      areas: ['agents'],
      rules: { agentCustomerInferred: false },
    },
    {
      id: 'agent-unknown-token-403',
      breaks: '4.1/agent-credentials-required',
      description: 'an agent call with an unknown access token answers 403, not 401',
      areas: ['agents'],
      rules: { agentCredentialsRefused401: false },
    },
    {
      id: 'agent-endpoint-basic-credentials-403',
      breaks: '5/agent-endpoints-require-agent-auth',
      description: 'an agent endpoint given platform Basic credentials answers 403, not 401 (no agent credentials)',
      areas: ['agents'],
      rules: { agentOtherSchemesRefused401: false },
    },
    {
      id: 'agent-create-account-refuses-agent-token',
      breaks: '5/agent-auth-on-agent-endpoints',
      description:
        "the agent's create of an external account does not recognise the agent's own access token (401), as on a platform route",
      areas: ['agents'],
      rules: { agentTokenAcceptedOn: (operationId) => operationId !== 'agentCreateExternalAccount' },
    },
    {
      id: 'ownership-message-with-newline',
      breaks: '4.3/ownership-verification-challenge-verify',
      description:
        "verify checks the wallet signature over the challenge's message with a trailing newline, not the message answered",
      areas: ['external-accounts'],
      rules: { ownershipMessageChecked: (message) => `${message}\n` },
    },
    {
      id: 'ownership-status-applied-later',
      breaks: '4.3/ownership-signature-verified-synchronously',
      description: "the account's status moves 500 ms after the verify call has answered, not before",
      areas: ['external-accounts'],
      rules: { ownershipStatusDelayMs: 500 },
    },
    {
      id: 'agent-any-customer',
      breaks: '1/agent-requests-act-for-agent-customer',
      description: 'the agent operation creates the account for whatever customerId the body names',
      areas: ['agents'],
      rules: { agentAccountsForAgentCustomer: false },
    },
    {
      id: 'business-beneficiary-refused',
      breaks: '2.3/beneficiary-type-values',
      description: 'a fiat account whose beneficiary is of type BUSINESS is refused',
      areas: ['external-accounts'],
      rules: createAlsoRefusing('accountInfo.beneficiary.beneficiaryType', (info) => {
        const beneficiary = info['beneficiary'] as { beneficiaryType?: unknown } | undefined;
        return beneficiary?.beneficiaryType === 'BUSINESS';
      }),
    },
    {
      id: 'aed-swift-code-required',
      breaks: '2.3/aed-swift-code-optional',
      description: 'an AED_ACCOUNT without swiftCode is refused',
      areas: ['external-accounts'],
      rules: createAlsoRefusing(
        'accountInfo.swiftCode',
        (info) => info['accountType'] === 'AED_ACCOUNT' && info['swiftCode'] === undefined,
      ),
    },
    {
      id: 'spark-wallet-refused',
      breaks: '2.3/spark-wallet-address',
      description: 'a SPARK_WALLET with a string address is refused',
      areas: ['external-accounts'],
      rules: createAlsoRefusing('accountInfo.address', (info) => info['accountType'] === 'SPARK_WALLET'),
    },
    {
      id: 'currency-three-letters-accepted',
      breaks: '2.1/currency-iso-4217',
      description: 'any three capital letters are accepted as currency, ISO 4217 code or not (ZZZ, USA)',
      areas: ['external-accounts'],
      rules: createAcceptingShape('currency', (body) => body['currency'], /^[A-Z]{3}$/),
    },
    {
      id: 'address-country-any-string',
      breaks: '2.3/address-country-code',
      description: 'an address country is accepted whatever string it is (USA, zz, 1)',
      areas: ['external-accounts'],
      rules: createAcceptingShape(
        'accountInfo.beneficiary.address.country',
        (body) => memberAt(body, 'accountInfo', 'beneficiary', 'address', 'country'),
        /^/,
      ),
    },
    {
      id: 'uma-payment-ignores-default',
      breaks: '2.1/default-uma-deposit-receives-uma-payments',
      description:
        'incoming UMA payments go to the primary internal account even when a default deposit account is set',
      areas: ['external-accounts'],
      rules: { incomingUmaPaymentTargets: ['primary-internal-account'] },
    },
    {
      id: 'uma-payment-without-primary-fallback',
      breaks: '2.1/no-default-uma-goes-to-primary-internal',
      description: 'incoming UMA payments to a customer without a default deposit account are not deposited anywhere',
      areas: ['external-accounts'],
      rules: { incomingUmaPaymentTargets: ['default-uma-deposit-account'] },
    },
    // Transfers to accounts pending ownership verification (3.1, 7.1, 8).
    {
      id: 'ownership-verification-never-required',
      breaks: '7.1/external-account-verification-required',
      description:
        'a transfer at the threshold to an account pending ownership verification goes through instead of answering 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
      areas: ['external-accounts'],
      rules: { ownershipVerificationRequired: () => false },
    },
    {
      id: 'ownership-required-below-threshold',
      breaks: '3.1/pending-ownership-verification-usable-below-threshold',
      description: 'an account pending ownership verification refuses every transfer, also below the threshold',
      areas: ['external-accounts'],
      rules: { ownershipVerificationRequired: () => true },
    },
    {
      id: 'beneficiary-suffix-read-on-account-numbers-only',
      breaks: '4.5/beneficiary-suffix-103-partial-match',
      description: 'the beneficiary verification suffix is read on accountNumber only: an IBAN ending 103 is MATCHED',
      areas: ['external-accounts'],
      rules: {
        sandboxIdentifierOf: (info: Readonly<Record<string, unknown>>) =>
          typeof info['accountNumber'] === 'string' ? info['accountNumber'] : undefined,
      },
    },
    {
      id: 'lightning-answered-as-lightning-address',
      breaks: '9/lightning-account-alias',
      description:
        'a LIGHTNING account is answered with accountType `LIGHTNING_ADDRESS`, an alias of its own, not `LIGHTNING_ACCOUNT`',
      areas: ['external-accounts'],
      rules: {
        answerShapes: [
          {
            component: 'ExternalAccount',
            change: (account) => {
              const info = (account['accountInfo'] ?? {}) as Record<string, unknown>;
              return info['accountType'] === 'LIGHTNING'
                ? { ...account, accountInfo: { ...info, accountType: 'LIGHTNING_ADDRESS' } }
                : account;
            },
          },
        ],
      },
    },
    // The coverage the release notes of part 9 add.
    {
      id: 'usd-wire-intermediary-refused',
      breaks: releaseCoverageClauses.usdWire,
      description: 'a USD account naming an intermediary routing number is refused',
      areas: ['external-accounts'],
      rules: createAlsoRefusing('accountInfo.intermediaryRoutingNumber', (info) => 'intermediaryRoutingNumber' in info),
    },
    {
      id: 'usd-wire-instructions-not-kept',
      breaks: releaseCoverageClauses.usdWire,
      description: 'the bank-to-bank instructions of a USD wire beneficiary are accepted and not kept',
      areas: ['external-accounts'],
      rules: {
        answerShapes: [
          {
            component: 'ExternalAccount',
            change: (account) => {
              const { fiToFiInformation: _dropped, ...info } = (account['accountInfo'] ?? {}) as Record<
                string,
                unknown
              >;
              return { ...account, accountInfo: info };
            },
          },
        ],
      },
    },
    {
      id: 'cny-account-refused',
      breaks: releaseCoverageClauses.china,
      description: 'a CNY_ACCOUNT is refused: no coverage of China',
      areas: ['external-accounts'],
      rules: createAlsoRefusing('accountInfo.accountType', (info) => info['accountType'] === chinaCoverage.accountType),
    },
    ...(['ETHEREUM_WALLET', 'PLASMA_WALLET'] as const).map((type) => ({
      id: `usdt-refused-on-${type.toLowerCase().replace('_', '-')}`,
      breaks: releaseCoverageClauses.usdt,
      description: `a ${type} in USDT is refused: USDT on Tron only, as before August 2026`,
      areas: ['external-accounts' as const],
      rules: createAlsoRefusingBody(
        'currency',
        (body) => body['currency'] === usdtAsset && memberAt(body, 'accountInfo', 'accountType') === type,
      ),
    })),
  ]),
  ...rowsOf('external-accounts'),
];
