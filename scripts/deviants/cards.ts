/**
 * Deviants of cards (3.3, 6, 7.1, 7.3, 9): each row of the 3.3 table broken in turn, issuance for a cardholder whose
 * KYC is not APPROVED, a card transaction transition left unannounced, an event without the card transaction.
 */
import { documentRules } from '../../reference/rules.ts';
import type { CardState, CardTransitionRow } from '../../spec/state-machines.ts';
import type { Deviant } from './deviant.ts';
import { rowsOf } from './seams/index.ts';
import { familyOf } from './deviant.ts';

const rows = documentRules.cardTransitionRows;

/** The 3.3 table with the row that `pick` selects changed by `change` (`null`: removed). */
const rowsWith = (
  pick: (row: CardTransitionRow) => boolean,
  change: (row: CardTransitionRow) => CardTransitionRow | null,
) => ({
  cardTransitionRows: rows.flatMap((row) => (pick(row) ? (change(row) ?? []) : [row])),
});

/** The 3.3 table with a row allowing `from` -> `to` put first, where it decides before the document's rows. */
const rowsAllowing = (from: CardState, to: CardState) => {
  const [template] = rows;
  if (!template) throw new Error('the 3.3 table has no rows');
  return { cardTransitionRows: [{ ...template, from: [from], requested: to, to, clauses: [] }, ...rows] };
};

const allowed = (from: CardState, requested: CardState) => (row: CardTransitionRow) =>
  row.requested === requested && row.from !== 'any' && row.from.includes(from) && row.to !== 'rejected';
const refusing = (code: string) => (row: CardTransitionRow) => row.errorCode === code;
const withCode =
  (code: CardTransitionRow['errorCode']) =>
  (row: CardTransitionRow): CardTransitionRow => ({ ...row, errorCode: code });
/** The close row, still allowing the close from the states other than `from`. */
const closeWithout =
  (from: CardState) =>
  (row: CardTransitionRow): CardTransitionRow => ({
    ...row,
    from: row.from === 'any' ? row.from : row.from.filter((state) => state !== from),
  });

/** The card transaction events with the event of `status` left out. */
const unannounced = (status: string) => ({
  cardTransactionEventType: (s: Parameters<typeof documentRules.cardTransactionEventType>[0]) =>
    s === status ? undefined : documentRules.cardTransactionEventType(s),
});

export const deviants: Deviant[] = [
  ...familyOf('cards', [
    {
      id: 'card-authorization-simulation-not-served',
      breaks: '9/jul-2026-sandbox-card-simulation',
      description: 'a sandbox built on the document before July 2026: the card authorization simulation is not served',
      areas: ['cards'],
      rules: { operationServed: (id) => id !== 'sandboxSimulateCardAuthorization' },
    },
    {
      id: 'card-active-to-frozen-refused',
      breaks: '3.3/active-to-frozen',
      description: 'freezing an ACTIVE card is refused with INVALID_STATE_TRANSITION',
      areas: ['cards'],
      rules: rowsWith(allowed('ACTIVE', 'FROZEN'), () => null),
    },
    {
      id: 'card-frozen-to-active-refused',
      breaks: '3.3/frozen-to-active',
      description: 'unfreezing a FROZEN card is refused with INVALID_STATE_TRANSITION',
      areas: ['cards'],
      rules: rowsWith(allowed('FROZEN', 'ACTIVE'), () => null),
    },
    {
      id: 'card-active-to-closed-refused',
      breaks: '3.3/active-to-closed',
      description: 'closing an ACTIVE card is refused (only a FROZEN card closes)',
      areas: ['cards'],
      rules: rowsWith(allowed('ACTIVE', 'CLOSED'), closeWithout('ACTIVE')),
    },
    {
      id: 'card-frozen-to-closed-refused',
      breaks: '3.3/frozen-to-closed',
      description: 'closing a FROZEN card is refused (only an ACTIVE card closes)',
      areas: ['cards'],
      rules: rowsWith(allowed('FROZEN', 'CLOSED'), closeWithout('FROZEN')),
    },
    {
      id: 'card-closed-to-closed-invalid-transition',
      breaks: '3.3/closed-to-closed-rejected',
      description: 'closing a CLOSED card answers 409 INVALID_STATE_TRANSITION instead of CARD_ALREADY_CLOSED',
      areas: ['cards'],
      rules: rowsWith(refusing('CARD_ALREADY_CLOSED'), withCode('INVALID_STATE_TRANSITION')),
    },
    {
      id: 'card-already-closed-code-swapped',
      breaks: '7.3/card-already-closed',
      description: 'closing a CLOSED card answers 409 CARD_NOT_MUTABLE instead of CARD_ALREADY_CLOSED',
      areas: ['cards'],
      rules: rowsWith(refusing('CARD_ALREADY_CLOSED'), withCode('CARD_NOT_MUTABLE')),
    },
    {
      id: 'card-closed-mutation-allowed',
      breaks: '3.3/closed-mutation-rejected',
      description: 'a CLOSED card takes mutations other than a close (funding sources, limits)',
      areas: ['cards'],
      rules: rowsWith(refusing('CARD_NOT_MUTABLE'), () => null),
    },
    {
      id: 'card-not-mutable-code-swapped',
      breaks: '7.3/card-not-mutable',
      description: 'mutating a CLOSED card answers 409 CONFLICT instead of CARD_NOT_MUTABLE',
      areas: ['cards'],
      rules: rowsWith(refusing('CARD_NOT_MUTABLE'), withCode('CONFLICT')),
    },
    {
      id: 'card-closed-unfrozen',
      breaks: '3.3/closed-mutation-rejected',
      description: 'a CLOSED card is unfrozen: a state update to ACTIVE reopens it',
      areas: ['cards'],
      rules: rowsAllowing('CLOSED', 'ACTIVE'),
    },
    {
      id: 'card-frozen-to-frozen-allowed',
      breaks: '3.3/other-transition-rejected',
      description: 'freezing a FROZEN card is carried out instead of 409 INVALID_STATE_TRANSITION',
      areas: ['cards'],
      rules: rowsAllowing('FROZEN', 'FROZEN'),
    },
    {
      id: 'card-invalid-transition-code-swapped',
      breaks: '7.3/invalid-state-transition',
      description: 'a transition not in 3.3 answers 409 CONFLICT instead of INVALID_STATE_TRANSITION',
      areas: ['cards'],
      rules: rowsWith(refusing('INVALID_STATE_TRANSITION'), withCode('CONFLICT')),
    },
    {
      id: 'card-issued-to-pending-cardholder',
      breaks: '3.3/issuance-requires-kyc-approved',
      description: 'a card is issued to a cardholder whose KYC is PENDING',
      areas: ['cards'],
      rules: { cardIssuanceKycStatuses: [...documentRules.cardIssuanceKycStatuses, 'PENDING'] },
    },
    {
      id: 'card-issued-to-unverified-cardholder',
      breaks: '7.1/cardholder-kyc-not-approved',
      description: 'a card is issued to a cardholder whose KYC is UNVERIFIED',
      areas: ['cards'],
      rules: { cardIssuanceKycStatuses: [...documentRules.cardIssuanceKycStatuses, 'UNVERIFIED'] },
    },
    {
      id: 'card-issuance-refused-to-approved-cardholder',
      breaks: '9/jul-2026-card-issuance',
      description: 'no card is issued, not even to an APPROVED cardholder',
      areas: ['cards'],
      rules: { cardIssuanceKycStatuses: [] },
    },
    {
      id: 'card-transaction-settled-unannounced',
      breaks: '6/card-transaction-event-on-every-transition',
      description: 'a card transaction moving to settled fires no CARD_TRANSACTION event',
      areas: ['cards'],
      rules: unannounced('SETTLED'),
    },
    {
      id: 'card-transaction-exception-unannounced',
      breaks: '6/card-transaction-event-on-every-transition',
      description: 'a card transaction moving to exception fires no CARD_TRANSACTION event',
      areas: ['cards'],
      rules: unannounced('EXCEPTION'),
    },
    {
      id: 'card-transaction-event-without-transaction',
      breaks: '6/card-transaction-event-carries-full-transaction',
      description: 'CARD_TRANSACTION events carry no card transaction',
      areas: ['cards'],
      rules: { cardTransactionEventData: () => undefined },
    },
    {
      id: 'card-transaction-event-partial-transaction',
      breaks: '6/card-transaction-event-carries-full-transaction',
      description: 'CARD_TRANSACTION events carry only the card transaction id and status',
      areas: ['cards'],
      rules: { cardTransactionEventData: (transaction) => ({ id: transaction['id'], status: transaction['status'] }) },
    },
    {
      id: 'card-transaction-event-status-before-transition',
      breaks: '6/card-transaction-event-carries-full-transaction',
      description:
        'each CARD_TRANSACTION event carries the card transaction with the status it had before the transition it announces',
      areas: ['cards'],
      rules: {
        cardTransactionEventData: (transaction, before) =>
          before === undefined ? transaction : { ...transaction, status: before },
      },
    },
  ]),
  ...rowsOf('cards'),
];
