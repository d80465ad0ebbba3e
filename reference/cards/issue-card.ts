import { randomInt, randomUUID } from 'node:crypto';
import type { RequestBody } from '../../spec/keys/index.ts';
import { documentedError } from '../http/api-error.ts';
import { findCustomer } from '../customers/find-customer.ts';
import { customerNotFound } from '../customers/customer-rules.ts';
import type { CustomerRecord, KybStatus, KycStatus } from '../customers/customer-record.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { CardRecord } from './card-record.ts';
import type { CardRules } from './card-rules.ts';
import { cardFundingSources } from './funding-sources.ts';

/** A `POST /cards` body that passed schema validation (`CardCreateRequest`). */
export type CardCreateBody = RequestBody<'createCard'>;

/** Production: cards are issued for this many years. */
const cardValidityYears = 3;

/** The cardholder's KYC status: `kycStatus` of an individual, `kybStatus` of a business. */
function kycStatusOf(customer: CustomerRecord): KycStatus | KybStatus {
  return 'kycStatus' in customer.verification ? customer.verification.kycStatus : customer.verification.kybStatus;
}

/**
 * 3.3, 7.1, 9 (July 2026): issues a virtual card on internal accounts of the cardholder, in `draft`. Refused with 400
 * `CARDHOLDER_KYC_NOT_APPROVED` unless the cardholder's KYC status is one `rules` accepts (the document: `APPROVED`).
 * The card is `ACTIVE` at once: the document knows no state before it.
 */
export function issueCard(
  draft: ReferenceData,
  body: CardCreateBody,
  context: { readonly now: Date; readonly rules: CardRules },
): CardRecord {
  const cardholder = findCustomer(draft, body.cardholderId);
  if (cardholder.isDeleted) throw customerNotFound();
  const status = kycStatusOf(cardholder);
  if (!(context.rules.cardIssuanceKycStatuses as readonly string[]).includes(status)) {
    const message = `The cardholder's KYC status is ${status}; a card cannot be issued.`;
    throw documentedError('CARDHOLDER_KYC_NOT_APPROVED', message);
  }
  const [first] = cardFundingSources(draft, cardholder.id, body.fundingSources);
  const timestamp = context.now.toISOString();
  const card: CardRecord = {
    id: newId('Card'),
    cardholderId: cardholder.id,
    platformCardId: body.platformCardId ?? `card-${randomUUID()}`,
    state: 'ACTIVE',
    stateReason: null,
    form: body.form,
    brand: 'VISA',
    last4: String(randomInt(0, 10_000)).padStart(4, '0'),
    expMonth: context.now.getUTCMonth() + 1,
    expYear: context.now.getUTCFullYear() + cardValidityYears,
    fundingSources: [...body.fundingSources],
    maxSpendPerTransaction: body.maxSpendPerTransaction ?? null,
    currency: first!.currency,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.cards[card.id] = card;
  return card;
}
