/**
 * 7.1 `INVALID_UMA_ADDRESS` (400): an address that is not of the UMA form `$<user>@<domain>` (4.5 gives the form of
 * the test receivers). A quote to such an address, a receiver lookup of one (production's `lookupUma`), and a
 * simulated payment from or to one, are refused with it.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { notUmaAddresses } from '../../../spec/uma.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { withFixedExamples } from '../../properties/near-misses.ts';
import { mapAtOnce, requestsAtOnce } from '../../support/at-once.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { balance, currency, funded, moneyCustomer, postQuote } from '../../support/money-setup.ts';

const clause = '7.1/invalid-uma-address';
/** Words with no `$` or no `@`. */
const words = fc.stringMatching(/^[a-z0-9.]{1,12}(@[a-z.]{1,12})?$/);
/** The near-misses on every run, and words beside them. */
const notUma = withFixedExamples(fc.oneof(fc.constantFrom(...notUmaAddresses), words), [...notUmaAddresses]);
/** As a path segment: a word of dots alone would be read as a relative path, not as an address. */
const notUmaInPath = withFixedExamples(
  fc.oneof(
    fc.constantFrom(...notUmaAddresses),
    words.filter((address) => !/^\.+$/.test(address)),
  ),
  [...notUmaAddresses],
);

describeArea('quotes', '7.1: INVALID_UMA_ADDRESS', () => {
  conformanceTest(
    'a quote to an address that is not a UMA address is refused with 400 INVALID_UMA_ADDRESS and moves nothing',
    { clauses: [clause], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 90);
      await funded(t, accountId, 5_000);
      await t.property(
        [notUma],
        async (address) => {
          const res = await postQuote(t, { kind: 'account', accountId }, { kind: 'uma', address }, 1_000, true);
          expectErrorEnvelope(res, 400, 'INVALID_UMA_ADDRESS');
          // Refused quotes move nothing; the balance is read once, after every run.
        },
        { independentRuns: true },
      );
      const after = await balance(t, customerId, accountId);
      attribute([clause], () => expect(after, 'no refused quote moved money').toBe(5_000));
    },
  );

  conformanceTest(
    'a simulated UMA payment from an address that is not a UMA address is refused with 400 INVALID_UMA_ADDRESS',
    { clauses: [clause], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const members = t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
      const { customerId } = await moneyCustomer(t, 91, members);
      const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
        t.binding.receiverUmaAddressOf(customerId),
      );
      // Each refused: at once.
      const answers = await mapAtOnce(notUmaAddresses, requestsAtOnce(t), (senderUmaAddress) =>
        t.api.call('sandboxReceive', {
          json: { senderUmaAddress, receiverUmaAddress, receivingCurrencyCode: currency, receivingCurrencyAmount: 100 },
        }),
      );
      for (const res of answers) expectErrorEnvelope(res, 400, 'INVALID_UMA_ADDRESS');
    },
  );

  conformanceTest(
    'a receiver lookup of an address that is not a UMA address is refused with 400 INVALID_UMA_ADDRESS; a test receiver is found',
    { clauses: [clause], tags: ['sandbox-only'] },
    async (t) => {
      const { customerId } = await moneyCustomer(t, 93);
      const query = t.binding.receiverLookupQuery(customerId);
      const receiver = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (receiver === undefined) throw new Error(`4.5 lists no ${currency} test receiver that succeeds`);
      await t.setup('a well-formed test receiver is found', async () => {
        const found = await t.api.call('lookupUma', {
          params: { receiverUmaAddress: t.binding.umaTestReceiverAddress(receiver) },
          query,
        });
        if (!isSuccess(found)) throw new Error(`the lookup of ${receiver.name} answered ${found.status}`);
      });
      // Lookups change nothing: the runs go in chains at once.
      await t.property(
        [notUmaInPath],
        async (address) => {
          const res = await t.api.call('lookupUma', { params: { receiverUmaAddress: address }, query });
          expectErrorEnvelope(res, 400, 'INVALID_UMA_ADDRESS');
        },
        { independentRuns: true },
      );
    },
  );
});
