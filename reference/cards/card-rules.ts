/**
 * The interface rules of cards (3.3, 6, 7.1, 7.3), as data taken from `spec/`, in the injectable shape of
 * `reference/rules.ts`: a deviant server replaces one member to break one documented rule.
 */
import { cardTransactionEventPrefix } from '../../spec/enums.ts';
import {
  cardIssuanceRule,
  cardTransitionRows,
  type CardTransitionRow,
  type KycStatus,
} from '../../spec/state-machines.ts';
import type { CardTransactionStatus } from './card-transaction-record.ts';

export interface CardRules {
  /** 3.3: the card transition table, read in order (the first row that matches decides). */
  readonly cardTransitionRows: readonly CardTransitionRow[];
  /** 3.3, 7.1: the cardholder KYC statuses a card may be issued to (the document: `APPROVED` only). */
  readonly cardIssuanceKycStatuses: readonly KycStatus[];
  /**
   * 6: the event type announcing a card transaction's move into `status`; `undefined`: none. The document names the
   * events `CARD_TRANSACTION.*` and fires one on every transition; the names after the prefix are production's.
   */
  readonly cardTransactionEventType: (status: CardTransactionStatus) => string | undefined;
  /**
   * 6: the `data` of a card transaction event, from the card transaction answered after the transition (the document:
   * all of it), given the status it had before (`undefined`: it was just created).
   */
  readonly cardTransactionEventData: (
    transaction: Readonly<Record<string, unknown>>,
    before: CardTransactionStatus | undefined,
  ) => unknown;
}

export const rules: CardRules = {
  cardTransitionRows,
  cardIssuanceKycStatuses: [cardIssuanceRule.requiredKycStatus],
  cardTransactionEventType: (status) => `${cardTransactionEventPrefix}${status}`,
  cardTransactionEventData: (transaction) => transaction,
};
