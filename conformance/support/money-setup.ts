/**
 * Set-up and observation shared by the money suites (quotes, transactions, sandbox, events): a customer with an
 * internal account, funding, external accounts whose primary identifier ends in a chosen suffix, quotes, and the
 * wait for a transaction to reach a state, on sandbox time.
 */
import { randomInt } from 'node:crypto';
import { removedTransactionFailureReasons } from '../../spec/enums.ts';
import type { MoneyState, QuoteDestination, QuoteSource, QuoteView } from '../binding/quotes/money-binding.ts';
import { individualCustomerArb, withFreshPlatformId } from '../generators/customers.ts';
import { createBodyArb } from '../generators/external-accounts-bodies.ts';
import { ibanCheckDigits } from '../generators/external-accounts-identifiers.ts';
import type { ApiResponse } from '../http/client.ts';
import { attribute } from './attribution.ts';
import { createAccount, drawn, isSuccess } from './external-account-setup.ts';
import type { TestKit } from './test-kit.ts';
import { expect } from 'vitest';

export const currency = 'USD';

/** `endUserTermsConsent` to the terms in force (7.5: an unregulated platform's quotes need it on file). */
export async function termsConsentMembers(t: TestKit): Promise<Record<string, unknown>> {
  const { version } = t.binding.endUserTermsOf(await t.api.call('getEndUserTerms'));
  return { endUserTermsConsent: t.binding.endUserTermsConsent(version) };
}

/**
 * A fresh customer with an internal account in `accountCurrency` (USD unless asked), who accepted the end-user terms
 * unless `acceptTerms` is false.
 */
export async function moneyCustomer(
  t: TestKit,
  offset = 0,
  extra: Record<string, unknown> = {},
  options: { readonly acceptTerms?: boolean; readonly accountCurrency?: string } = {},
): Promise<{ customerId: string; accountId: string }> {
  const inCurrency = options.accountCurrency ?? currency;
  return t.setup('create a customer with an internal account', async () => {
    const terms = options.acceptTerms === false ? {} : await termsConsentMembers(t);
    const body = {
      ...withFreshPlatformId(drawn(t, individualCustomerArb, 8_000 + offset)),
      ...t.binding.customerCurrencyMembers(inCurrency),
      ...terms,
      ...extra,
    };
    const res = await t.api.call('createCustomer', { json: body });
    if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 300)}`);
    const customerId = t.binding.customerIdOf(res);
    return { customerId, accountId: await t.binding.internalAccountOf(customerId, inCurrency) };
  });
}

/** 4.4: funds the account (the answer, for tests of the operation itself). */
export function fund(t: TestKit, accountId: string, amount: unknown): Promise<ApiResponse> {
  return t.api.call('sandboxFundInternalAccount', { params: { accountId }, json: { amount } });
}

/** Funds as set-up. */
export function funded(t: TestKit, accountId: string, amount: number): Promise<void> {
  return t.setup('fund the internal account', async () => {
    const res = await fund(t, accountId, amount);
    if (!isSuccess(res)) throw new Error(`the fund answered ${res.status}: ${res.text.slice(0, 200)}`);
  });
}

export const balance = (t: TestKit, customerId: string, accountId: string): Promise<number> =>
  t.setup('read the balance', () => t.binding.availableBalanceOf(customerId, accountId));

/**
 * A fresh USD external account of `customerId` whose primary identifier (`accountNumber`) is `prefix` + `suffix`,
 * the prefix made unique on the deployment (a replayed seed must not meet an account it created before).
 */
export function accountEnding(
  t: TestKit,
  customerId: string,
  ending: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const body = drawn(t, createBodyArb('USD_ACCOUNT'), 31);
  const info = body['accountInfo'] as Record<string, unknown>;
  const prefix = Array.from({ length: 9 }, () => randomInt(10)).join('');
  return createAccount(
    t,
    { ...body, customerId, ...extra, accountInfo: { ...info, accountNumber: `${prefix}${ending}` } },
    `create an account ending ${ending}`,
  );
}

/**
 * A fresh EUR external account of `customerId` whose primary identifier (its IBAN) ends in `ending`: 4.5's suffix
 * rules apply to "the primary identifier" of any account, not only an account number.
 */
export function ibanEnding(t: TestKit, customerId: string, ending: string): Promise<Record<string, unknown>> {
  const body = drawn(t, createBodyArb('EUR_ACCOUNT'), 33);
  const info = body['accountInfo'] as Record<string, unknown>;
  const bban = `${Array.from({ length: 18 - ending.length }, () => randomInt(10)).join('')}${ending}`;
  const iban = `DE${ibanCheckDigits('DE', bban)}${bban}`;
  return createAccount(
    t,
    { ...body, customerId, accountInfo: { ...info, iban } },
    `create a EUR account whose IBAN ends ${ending}`,
  );
}

/** What executing `quote` takes from its internal-account source (set-up: the binding must read it). */
export function totalSendingOf(t: TestKit, quote: QuoteView): Promise<number> {
  return t.setup('read what the quote takes from its source', async () => {
    if (quote.totalSending === undefined) throw new Error('the binding reads no total sending amount of the quote');
    return quote.totalSending;
  });
}

/** What `quote` delivers to its destination (set-up: the binding must read it). */
export function totalReceivingOf(t: TestKit, quote: QuoteView): Promise<number> {
  return t.setup('read what the quote delivers', async () => {
    if (quote.totalReceiving === undefined) throw new Error('the binding reads no total receiving amount of the quote');
    return quote.totalReceiving;
  });
}

/** `POST /quotes` for `source` to `destination` (the answer). */
export function postQuote(
  t: TestKit,
  source: QuoteSource,
  destination: QuoteDestination,
  sendingAmount: number,
  immediatelyExecute?: boolean,
): Promise<ApiResponse> {
  return t.api.call('createQuote', {
    json: t.binding.quoteBody({
      source,
      destination,
      sendingAmount,
      ...(immediatelyExecute === undefined ? {} : { immediatelyExecute }),
    }),
  });
}

/** A created quote: a refused create fails `clauses` (the document says it creates one). */
export function quoteOf(t: TestKit, res: ApiResponse, clauses: Parameters<typeof attribute>[0]): QuoteView {
  attribute(clauses, () =>
    expect(isSuccess(res), `the quote is created (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
  );
  return t.binding.quoteOf(res);
}

/** Executes a quote and expects it to be accepted. */
export async function execute(
  t: TestKit,
  quote: QuoteView,
  clauses: Parameters<typeof attribute>[0],
  headers?: Record<string, string>,
): Promise<void> {
  const res = await t.api.call('executeQuote', {
    params: { quoteId: quote.id },
    ...(headers === undefined ? {} : { headers }),
  });
  // A quote that `POST /quotes` just answered and its execution cannot find (404) was never created (4.3).
  const refusedFor: Parameters<typeof attribute>[0] = res.status === 404 ? [...clauses, '4.3/create-quote'] : clauses;
  attribute(refusedFor, () =>
    expect(isSuccess(res), `the execution is accepted (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
  );
  await expectTransactionExists(t, quote.transactionId, clauses);
}

/** An execution that happened has its transaction: one that cannot be read back means nothing was executed. */
export async function expectTransactionExists(
  t: TestKit,
  transactionId: string,
  clauses: Parameters<typeof attribute>[0],
): Promise<void> {
  const problem = await t.binding.getTransaction(transactionId).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  attribute(clauses, () => expect(problem, `the execution created transaction ${transactionId}`).toBeUndefined());
}

export interface Observed {
  readonly state: MoneyState;
  readonly transaction: Record<string, unknown>;
}

export async function observe(t: TestKit, transactionId: string): Promise<Observed> {
  const transaction = await t.setup('read the transaction', () => t.binding.getTransaction(transactionId));
  checkNoRemovedReason(t, transaction);
  return { state: t.binding.stateOf(transaction), transaction };
}

/** 9: a removed failure reason never appears. */
export function checkNoRemovedReason(t: TestKit, transaction: Readonly<Record<string, unknown>>): void {
  const reason = t.binding.failureReasonOf(transaction);
  attribute(['9/aug-2026-removed-failure-reasons'], () =>
    expect(
      removedTransactionFailureReasons as readonly string[],
      `failure reason ${String(reason)} was removed in August 2026`,
    ).not.toContain(reason),
  );
}

/**
 * Lets sandbox time pass in steps until `done` holds for the transaction or `withinMs` has passed; answers the last
 * observation. The test must carry the `sandbox-time` tag.
 */
export async function settle(
  t: TestKit,
  transactionId: string,
  done: (o: Observed) => boolean,
  withinMs: number,
  reason: string,
): Promise<Observed> {
  let seen = await observe(t, transactionId);
  let waited = 0;
  for (const step of [1_000, 4_000, 15_000, 40_000, 60_000, 120_000, 240_000, 480_000, 900_000]) {
    if (done(seen) || waited >= withinMs) break;
    const ms = Math.min(step, withinMs - waited);
    await t.elapse(ms, { reason });
    waited += ms;
    seen = await observe(t, transactionId);
  }
  return seen;
}

/** How long a transfer the document gives no timing for may take to end (the suite's patience, not a rule). */
export const endWithinMs = 5 * 60_000;
/** Ended: completed or failed, with any refund ended too. */
export const settled =
  (t: TestKit) =>
  (o: Observed): boolean =>
    o.state !== 'pending' && t.binding.refundStateOf(o.transaction) !== 'pending';
