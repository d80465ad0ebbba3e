/**
 * A stored card. The document shows only the card `state` (3.3); the other members and the answer follow production
 * (`Card`): a virtual card bound to internal accounts of its cardholder, in priority order.
 */
import type { CardState } from '../../spec/state-machines.ts';

/** Production: why a card is in its state; the reference closes cards only on the platform's request. */
export type CardStateReason = 'CLOSED_BY_PLATFORM';

export interface CardRecord {
  /** `Card:<uuid>`. */
  id: string;
  /** The customer holding the card. */
  cardholderId: string;
  platformCardId: string;
  state: CardState;
  stateReason: CardStateReason | null;
  form: 'VIRTUAL';
  brand: 'VISA';
  last4: string;
  expMonth: number;
  expYear: number;
  /** `InternalAccount:` ids of the cardholder, first tried first. */
  fundingSources: string[];
  /** Smallest unit of `currency`; null: no limit. */
  maxSpendPerTransaction: number | null;
  /** ISO 4217 code of the funding sources. */
  currency: string;
  createdAt: string;
  updatedAt: string;
}

/** The Card body the API answers with (production shape). */
export function toCardResponse(card: CardRecord): Record<string, unknown> {
  return {
    id: card.id,
    cardholderId: card.cardholderId,
    platformCardId: card.platformCardId,
    state: card.state,
    stateReason: card.stateReason,
    brand: card.brand,
    form: card.form,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fundingSources: [...card.fundingSources],
    maxSpendPerTransaction: card.maxSpendPerTransaction,
    currency: card.currency,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
  };
}
