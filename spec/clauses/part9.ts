/** Clauses of part 9 (versioning and release notes): only statements a test can check, or whose values are missing. */
import { notTestable, sandboxOnly, section } from './define.ts';
import type { Clause } from './types.ts';

export const part9Clauses: readonly Clause[] = [
  ...section('9', { area: 'versioning' }, [
    ['9/version-segment', '`{base_url}` ends in the date version segment `2025-10-13`'],
    ['9/sandbox-same-versioned-path', 'Sandbox endpoints are served under the same versioned path', sandboxOnly()],
    // August 2026
    ['9/aug-2026-fee-configs-on-patch-config', '`PATCH /config` accepts `feeConfigs`', { area: 'platform-config' }],
    ['9/aug-2026-platform-fee-override-on-quotes', '`POST /quotes` accepts `platformFeeOverride`', { area: 'quotes' }],
    ['9/aug-2026-platform-fees-included-on-quotes', 'Quotes carry `platformFeesIncluded`', { area: 'quotes' }],
    [
      '9/aug-2026-platform-fees-on-outgoing-transactions',
      'Outgoing transactions carry `platformFees`',
      { area: 'transactions' },
    ],
    ['9/aug-2026-end-user-terms-endpoint', '`GET /customers/end-user-terms` exists', { area: 'customers' }],
    [
      '9/aug-2026-end-user-terms-consent-on-customer',
      'Customer create and update accept `endUserTermsConsent`',
      { area: 'customers' },
    ],
    [
      '9/aug-2026-end-user-terms-not-accepted-quote-failure',
      'Quotes can fail with `END_USER_TERMS_NOT_ACCEPTED`',
      { area: 'quotes' },
    ],
    [
      '9/aug-2026-edd-fields-optional',
      'Enhanced due diligence fields are optional on individual customers',
      { area: 'customers' },
    ],
    [
      '9/aug-2026-verification-resolve-errors-entries',
      '`POST /verifications` returns `RESOLVE_ERRORS` with one entry per problem',
      { area: 'customers' },
    ],
    [
      '9/aug-2026-validation-errors-list-all-fields',
      'Validation errors list all invalid fields in `details.errors`',
      { area: 'errors' },
    ],
    [
      '9/aug-2026-shared-identity-fields',
      'Individuals and beneficial owners both accept `idType`, `identifier` and `countryOfIssuance`',
      { area: 'customers' },
    ],
    [
      '9/aug-2026-sca-and-ownership-endpoints-defined',
      'The SCA and Travel Rule ownership verification endpoints exist (they may answer 409 where not available)',
      { area: 'sca' },
    ],
    ['9/aug-2026-stablecoin-endpoints', 'The stablecoin endpoints exist', { area: 'stablecoins' }],
    [
      '9/aug-2026-usdt-ethereum-plasma',
      'USDT is supported on Ethereum and Plasma as well as Tron: external accounts of the `ETHEREUM_WALLET`, ' +
        '`PLASMA_WALLET` and `TRON_WALLET` variants (2.3) are created in USDT',
      { area: 'external-accounts' },
    ],
    [
      '9/aug-2026-bitcoin-l1-deposit-instruction',
      'Quotes can carry a Bitcoin L1 deposit address payment instruction',
      notTestable('the payment instruction shape is not shown', 'quotes'),
    ],
    [
      '9/aug-2026-richer-usd-wire-beneficiary',
      'USD wire beneficiaries carry intermediary bank details and bank-to-bank instructions',
      { area: 'external-accounts' },
    ],
    [
      '9/aug-2026-more-business-types',
      'More business types are accepted outside the US',
      notTestable('the business type values are not shown', 'customers'),
    ],
    [
      '9/aug-2026-on-chain-transaction-for-wallet-transfers',
      'Wallet transfers report their settlement in `onChainTransaction`',
      { area: 'transactions' },
    ],
    [
      '9/aug-2026-reconciliation-hash-uma-leg',
      '`reconciliationInstructions.transactionHash` still reports the inter-VASP settlement leg of a UMA payment',
      notTestable(
        'needs an inter-VASP UMA settlement on chain, which no documented operation brings about',
        'transactions',
      ),
    ],
    [
      '9/aug-2026-removed-failure-reasons',
      'The removed failure reasons `EXECUTION_FAILED_POST_DEBIT`, `SETTLEMENT_FAILED`, `TIMEOUT`, `MANUAL_REFUND` never appear',
      { area: 'transactions' },
    ],
    // July 2026
    ['9/jul-2026-card-issuance', 'Cards can be issued on an internal account', { area: 'cards' }],
    ['9/jul-2026-sandbox-card-simulation', 'The sandbox simulates the full set of card events', sandboxOnly('cards')],
    [
      '9/jul-2026-country-coverage-china',
      'Country coverage includes China: a `CNY_ACCOUNT` external account (2.3) is created in CNY',
      { area: 'external-accounts' },
    ],
    // Standing notes
    [
      '9/same-currency-through-quotes',
      'Same-currency transfers are made through the quote endpoints',
      { area: 'quotes' },
    ],
    [
      '9/lightning-account-alias',
      '`LIGHTNING_ACCOUNT` in a response denotes the `LIGHTNING` variant',
      { area: 'external-accounts' },
    ],
  ]),
];
