/** Clauses of part 1 (what the service does): only its checkable statements. */
import { section } from './define.ts';
import type { Clause } from './types.ts';

export const part1Clauses: readonly Clause[] = [
  ...section('1', { area: 'versioning' }, [
    [
      '1/json-bodies',
      'Request and response bodies are JSON, except document upload, which is multipart form data',
      { provenBy: { check: 'json-body' } },
    ],
    [
      '1/contact-verification-409-when-not-mandated',
      'Contact verification endpoints answer 409 for customers whose payment provider does not mandate it',
      { area: 'customers' },
    ],
    [
      '1/contact-verification-one-time-code',
      "Where the payment provider mandates it, a customer's e-mail and phone are each verified by a one-time code",
      { area: 'customers' },
    ],
    [
      '1/sca-endpoints-409-outside-sca-regions',
      'SCA endpoints answer 409 outside SCA-regulated regions',
      { area: 'sca' },
    ],
    [
      '1/sca-authorizes-money-movement',
      'In an SCA-regulated region a quote moves no money until its SCA challenge is authorized, on every path that ' +
        "executes it (execute, immediate execution, an agent's execution, an embedded wallet's signed execution); a " +
        'wrong proof authorizes nothing',
      { area: 'sca' },
    ],
    [
      '1/sca-money-movement-only-in-sca-regions',
      'Outside SCA-regulated regions a quote moves money without an SCA challenge, and quote authorization answers 409',
      { area: 'sca' },
    ],
    [
      '1/agent-requests-act-for-agent-customer',
      "Every agent operation acts on behalf of the agent's customer and is scoped to it",
      { area: 'agents' },
    ],
    [
      '1/agent-approval-leaves-transaction-pending',
      'An agent action that requires approval leaves the resulting transaction pending until the platform approves it ' +
        'through `POST /transactions/{transactionId}/approve`',
      { area: 'agents' },
    ],
    [
      '1/exchange-rates-include-platform-fees',
      'Exchange rates are cached foreign-exchange rates that include platform-specific fees: the fee of a rate from USD ' +
        "grows by the fee the platform's `feeConfigs` give its sending amount, exactly where the rate's share is whole " +
        "(4.3; the operation and its fee member are production's)",
      { area: 'quotes' },
    ],
    [
      '1/agent-transaction-rejected-moves-nothing',
      'The platform rejects an agent-initiated transaction pending its approval (agent management: "approve or ' +
        'reject agent-initiated transactions"; the operation is production\'s): it ends without moving money and is no ' +
        'longer pending',
      { area: 'agents' },
    ],
    [
      '1/agent-management-operations',
      'Agent management (experimental) creates agents with a policy and installs them by device code (`createAgent`, then the redeem)',
      { area: 'agents', provenBy: { check: 'operation-status', operations: ['createAgent', 'redeemAgentDeviceCode'] } },
    ],
    [
      '1/card-operations',
      'Cards are issued on an internal account, frozen, unfrozen and closed through the card operations (issue, read, state update)',
      {
        area: 'cards',
        provenBy: { check: 'operation-status', operations: ['createCard', 'getCardById', 'updateCardById'] },
      },
    ],
    [
      '1/stablecoin-area',
      'Stablecoins: link provider accounts, register stablecoins, mint and burn, track operation status',
      {
        area: 'stablecoins',
        provenBy: {
          check: 'operation-status',
          operations: [
            'linkStablecoinProviderAccount',
            'registerStablecoin',
            'createStablecoinMint',
            'createStablecoinBurn',
            'listStablecoinOperations',
          ],
        },
      },
    ],
    [
      '1/invitation-area',
      "Invitations: a UMA invitation is created, claimed by an invitee, and a pending one cancelled (production's operations)",
      {
        area: 'invitations',
        provenBy: {
          check: 'operation-status',
          operations: ['createInvitation', 'claimInvitation', 'cancelInvitation'],
        },
      },
    ],
    [
      '1/quotes-serve-same-currency-transfers',
      'The quote endpoints accept same-currency transfers as well as cross-currency ones',
      { area: 'quotes' },
    ],
  ]),
];
