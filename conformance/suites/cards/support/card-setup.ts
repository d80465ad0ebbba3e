/** Set-up of the card suites: cardholders whose KYC status the sandbox suffixes of 3.2 decide, and cards issued to them. */
import { randomUUID } from 'node:crypto';
import { individualOutcomeForSuffix } from '../../../../spec/state-machines.ts';
import { isSuccess } from '../../../support/external-account-setup.ts';
import type { TestKit } from '../../../support/index.ts';

/** An ending of `fullName` that falls in the row of 3.2 for "any other ending" (the KYC status `APPROVED`). */
export const approvedNameEnding = 'son';

/** A cardholder: the customer and the internal account a card is issued on. */
export interface Cardholder {
  readonly customerId: string;
  readonly accountId: string;
}

/** A card issued and brought to `ACTIVE`. */
export interface IssuedCard extends Cardholder {
  readonly cardId: string;
}

/** Creates an individual whose `fullName` is `fullName` and finds its internal account (set-up). */
export function createCardholder(t: TestKit, fullName: string): Promise<Cardholder> {
  return t.setup(`create the cardholder "${fullName}"`, async () => {
    const res = await t.api.call('createCustomer', {
      json: { customerType: 'INDIVIDUAL', fullName, platformCustomerId: `conformance-${randomUUID()}` },
    });
    if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
    const customerId = t.binding.customerIdOf(res);
    return { customerId, accountId: await t.binding.cardFundingAccountOf(customerId) };
  });
}

/** A cardholder whose KYC status is `APPROVED` (3.2: a `fullName` with any other ending). */
export function createApprovedCardholder(t: TestKit): Promise<Cardholder> {
  const fullName = `Card Holder${approvedNameEnding}`;
  if (individualOutcomeForSuffix(approvedNameEnding).to !== 'APPROVED')
    throw new Error(`"${approvedNameEnding}" is no approved ending`);
  return createCardholder(t, fullName);
}

/** Issues a card to `holder` and brings it to `ACTIVE`, the state 3.3 starts from (set-up). */
export function issueActiveCard(t: TestKit, holder: Cardholder): Promise<IssuedCard> {
  return t.setup('issue a card and bring it to ACTIVE', async () => {
    const res = await t.api.call('createCard', { json: t.binding.cardIssueBody(holder.customerId, holder.accountId) });
    if (!isSuccess(res)) throw new Error(`POST /cards answered ${res.status}: ${res.text.slice(0, 300)}`);
    const cardId = t.binding.cardIdOf(res);
    await t.binding.activateCard(cardId);
    return { ...holder, cardId };
  });
}

/** The card as the deployment reads it back (set-up: a failed read gives no verdict). */
export function readCard(t: TestKit, cardId: string): Promise<Record<string, unknown>> {
  return t.setup('read the card back', async () => {
    const res = await t.api.call('getCardById', { params: { id: cardId } });
    if (res.status !== 200 || typeof res.json !== 'object' || res.json === null) {
      throw new Error(`GET /cards/{id} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return res.json as Record<string, unknown>;
  });
}
