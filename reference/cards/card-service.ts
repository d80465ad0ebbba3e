import type { AppDeps } from '../http/app-deps.ts';
import type { CardRecord } from './card-record.ts';
import { decideCardUpdate, type CardUpdate } from './card-update.ts';
import { findCard } from './find-card.ts';
import { cardFundingSources } from './funding-sources.ts';
import { issueCard, type CardCreateBody } from './issue-card.ts';

/** `POST /cards` (the body met its request schema at registration): issues the card in one store transaction. */
export function createCard(deps: AppDeps, body: CardCreateBody): Promise<CardRecord> {
  return deps.store.transact((draft) => issueCard(draft, body, { now: deps.clock.now(), rules: deps.rules }));
}

export function getCard(deps: AppDeps, id: string): Promise<CardRecord> {
  return deps.store.read((data) => findCard(data, id));
}

/**
 * `PATCH /cards/{id}` (the body met its request schema at registration): in one store transaction, lets 3.3 decide (`decideCardUpdate`) and applies the update; a refused update changes nothing.
 */
export function updateCard(deps: AppDeps, id: string, update: CardUpdate): Promise<CardRecord> {
  return deps.store.transact((draft) => {
    const card = findCard(draft, id);
    const next = decideCardUpdate(card.state, update, deps.rules.cardTransitionRows);
    if (update.fundingSources !== undefined) {
      cardFundingSources(draft, card.cardholderId, update.fundingSources);
      card.fundingSources = [...update.fundingSources];
    }
    if (update.maxSpendPerTransaction !== undefined) card.maxSpendPerTransaction = update.maxSpendPerTransaction;
    if (next !== card.state) {
      card.state = next;
      card.stateReason = next === 'CLOSED' ? 'CLOSED_BY_PLATFORM' : null;
    }
    card.updatedAt = deps.clock.now().toISOString();
    return card;
  });
}
