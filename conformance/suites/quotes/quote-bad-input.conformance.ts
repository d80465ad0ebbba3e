/**
 * `POST /quotes` with what cannot be priced: an account, a customer or a currency that does not exist, a UMA
 * destination with no address; the execution of a quote that does not exist. The document gives no status for these
 * (error bodies of the quote operations are not shown, 7.5), so the suite asks what a refusal of bad input is
 * everywhere (7): some 4xx with the envelope, never a server error.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import type { QuoteDestination, QuoteSource } from '../../binding/quotes/money-binding.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
} from '../../support/index.ts';
import { accountEnding, currency, moneyCustomer } from '../../support/money-setup.ts';
import { quoteWith } from './support/payment-rules-setup.ts';

const tags = ['sandbox-only'] as const;
const refusalClauses: ClauseId[] = [
  '4.3/create-quote',
  '7/envelope-required-members',
  '7/envelope-status-matches-http',
];
const amount = 1_000;
/** Each run's requests are refused (they change nothing) or create a quote of its own: runs share no state. */
const independent = { independentRuns: true } as const;

/** An id that names nothing: one character of a real id changed, one character more, or a fresh UUID of its form. */
function unknownIdArb(existing: string): fc.Arbitrary<string> {
  const prefix = existing.slice(0, existing.indexOf(':') + 1);
  const last = existing.at(-1) === '0' ? '1' : '0';
  const nearMisses = [`${existing.slice(0, -1)}${last}`, `${existing}0`];
  return withFixedExamples(
    fc.oneof(
      fc.constantFrom(...nearMisses),
      fc.uuid().map((u) => `${prefix}${u}`),
    ),
    nearMisses,
  );
}

/** A USD test receiver that succeeds (4.5), the destination the document gives for a sandbox quote. */
function successReceiver(t: Parameters<typeof quoteWith>[0]): QuoteDestination {
  const receiver = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
  if (receiver === undefined) throw new Error(`4.5 lists no ${currency} test receiver that succeeds`);
  return { kind: 'uma', address: t.binding.umaTestReceiverAddress(receiver) };
}

describeArea('quotes', '4.3, 7: a quote that names what does not exist', () => {
  conformanceTest(
    'a quote whose source or destination account names no account is refused with a 4xx envelope',
    { clauses: refusalClauses, tags },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 60);
      const own = String((await accountEnding(t, customerId, '123'))['id']);
      await t.property(
        [unknownIdArb(accountId), unknownIdArb(own)],
        async (noInternal, noExternal) => {
          const cases: [string, QuoteSource, QuoteDestination][] = [
            [
              `a source account ${noInternal}`,
              { kind: 'account', accountId: noInternal },
              { kind: 'account', accountId: own },
            ],
            [
              `a source account ${noExternal}`,
              { kind: 'account', accountId: noExternal },
              { kind: 'account', accountId: own },
            ],
            [
              `a destination account ${noExternal}`,
              { kind: 'account', accountId },
              { kind: 'account', accountId: noExternal },
            ],
            [
              `a destination account ${noInternal}`,
              { kind: 'account', accountId },
              { kind: 'account', accountId: noInternal },
            ],
          ];
          // Refused quotes change nothing: the cases, and the runs, go at once (`support/at-once.ts`).
          const answers = await mapAtOnce(cases, requestsAtOnce(t), ([, source, destination]) =>
            quoteWith(t, source, destination, amount),
          );
          cases.forEach(([what], i) =>
            expectClientErrorRefusal(answers[i]!, `a quote naming ${what}, which does not exist`, refusalClauses),
          );
        },
        independent,
      );
    },
  );

  conformanceTest(
    'a real-time-funded quote for a customer that does not exist is refused with a 4xx envelope',
    { clauses: refusalClauses, tags },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 61);
      const destination = successReceiver(t);
      await t.property(
        [unknownIdArb(customerId)],
        async (unknown) => {
          const res = await quoteWith(t, { kind: 'real-time', currency, customerId: unknown }, destination, amount);
          expectClientErrorRefusal(res, `a quote for customer ${unknown}, which does not exist`, refusalClauses);
        },
        independent,
      );
    },
  );

  conformanceTest(
    'a real-time-funded quote in a currency code no currency has is refused with a 4xx envelope',
    { clauses: refusalClauses, tags },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 62);
      const destination = successReceiver(t);
      // Three capital letters, the shape of an ISO 4217 code, that ISO 4217 assigns to no currency (no code starts
      // with QQ or ZZ).
      const unassigned = withFixedExamples(
        fc
          .constantFrom('QQ', 'ZZ')
          .chain((head) => fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ').map((c) => `${head}${c}`)),
        ['QQQ', 'ZZZ'],
      );
      await t.property(
        [unassigned],
        async (code) => {
          const res = await quoteWith(t, { kind: 'real-time', currency: code, customerId }, destination, amount);
          expectClientErrorRefusal(res, `a quote funded in ${code}`, refusalClauses);
        },
        independent,
      );
    },
  );

  conformanceTest(
    'a quote to a UMA address that is empty or missing is refused with a 4xx envelope',
    { clauses: refusalClauses, tags },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 63);
      const source: QuoteSource = { kind: 'real-time', currency, customerId };
      const empty = await quoteWith(t, source, { kind: 'uma', address: '' }, amount);
      expectClientErrorRefusal(empty, 'a quote to the empty UMA address', refusalClauses);
      // The member that carries the address is the binding's: drop whichever member holds a marker address.
      const marker = `$conformance-${randomUUID()}@marker.invalid`;
      const body = t.binding.quoteBody({
        source,
        destination: { kind: 'uma', address: marker },
        sendingAmount: amount,
      });
      const destination = { ...(body['destination'] as Record<string, unknown>) };
      const held = Object.keys(destination).filter((key) => destination[key] === marker);
      await t.setup('find the member of the UMA address', async () => {
        if (held.length !== 1)
          throw new Error(`the binding's UMA destination holds the address in ${held.length} members`);
      });
      delete destination[held[0]!];
      const missing = await t.api.call('createQuote', { json: { ...body, destination } });
      expectClientErrorRefusal(missing, 'a quote to a UMA destination with no address', refusalClauses);
    },
  );
});

describeArea('quotes', '4.3, 7: executing a quote that does not exist', () => {
  conformanceTest(
    'POST /quotes/{quoteId}/execute naming no quote is refused with a 4xx envelope',
    { clauses: ['4.3/execute-quote', '7/envelope-required-members', '7/envelope-status-matches-http'], tags },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 68);
      const created = await quoteWith(t, { kind: 'real-time', currency, customerId }, successReceiver(t), amount);
      const quoteId = await t.setup('create a quote', async () => {
        if (created.status < 200 || created.status > 299)
          throw new Error(`POST /quotes answered ${created.status}: ${created.text.slice(0, 200)}`);
        return t.binding.quoteOf(created).id;
      });
      await t.property(
        [unknownIdArb(quoteId)],
        async (unknown) => {
          const res = await t.api.call('executeQuote', { params: { quoteId: unknown } });
          expectClientErrorRefusal(res, `the execution of quote ${unknown}, which does not exist`, [
            '4.3/execute-quote',
            '7/envelope-required-members',
            '7/envelope-status-matches-http',
          ]);
        },
        independent,
      );
    },
  );
});

describeArea('quotes', '4.5, 7: a real-time-funded quote that names no customer', () => {
  conformanceTest(
    'a real-time-funded quote to a UMA test receiver that names no customer is created or refused with a 4xx envelope, never a server error',
    { clauses: ['4.3/create-quote', '4.5/quote-funding-real-time-sandbox-send', '7/envelope-required-members'], tags },
    async (t) => {
      const destination = successReceiver(t);
      // Whether a quote needs a customer is not shown: the quote is created (2xx, a JSON body (1) naming the quote,
      // whose id 4.5's sandbox send takes) or refused as the client's error (4xx with the envelope); nothing else.
      await t.property(
        [withFixedExamples(fc.integer({ min: 1, max: 100_000 }), [1, amount])],
        async (sending) => {
          const res = await quoteWith(t, { kind: 'real-time', currency }, destination, sending);
          attribute(['4.3/create-quote', '4.5/quote-funding-real-time-sandbox-send'], () =>
            expect(
              Math.floor(res.status / 100),
              `a quote of ${sending} naming no customer is created (2xx) or refused (4xx), not ${res.status} (body: ${res.text.slice(0, 300)})`,
            ).toBeOneOf([2, 4]),
          );
          if (res.status >= 400) {
            expectErrorEnvelope(res, res.status);
            return;
          }
          attribute(['4.3/create-quote'], () =>
            expect(res.json, `the created quote is a JSON object (body: ${res.text.slice(0, 300)})`).toBeTypeOf(
              'object',
            ),
          );
          const quote = await t.setup('read the created quote', async () => t.binding.quoteOf(res));
          attribute(['4.3/create-quote', '4.5/quote-funding-real-time-sandbox-send'], () =>
            expect(quote.id, 'the created quote has the id a sandbox send names').not.toBe(''),
          );
        },
        independent,
      );
    },
  );
});
