import { randomBytes } from 'node:crypto';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { conformanceTest, describeArea } from '../../support/index.ts';
import { expectEachRequiredMemberRefused, requiredMemberTestClauses } from '../../support/expect-required-members.ts';
import { requestSchemaOf } from '../../support/required-members.ts';
import { currency, moneyCustomer, postQuote, quoteOf } from '../../support/money-setup.ts';

const fundSchema = requestSchemaOf('sandboxFundInternalAccount');
const sendSchema = requestSchemaOf('sandboxSend');
const receiveSchema = requestSchemaOf('sandboxReceive');

/** Shapes of the bodies the test sends (4.4), known when the file loads. */
const shapes = {
  fund: { amount: 100 },
  send: { quoteId: 'Quote:00000000-0000-4000-8000-000000000000', currencyCode: 'USD' },
  receive: {
    senderUmaAddress: '$a@b',
    receiverUmaAddress: '$c@d',
    receivingCurrencyCode: 'USD',
    receivingCurrencyAmount: 100,
  },
};

describeArea('sandbox', '4.4: every member of a sandbox body, dropped in turn', () => {
  conformanceTest(
    'a sandbox fund, send or UMA receive body without any one of its members is refused with 400 naming it',
    {
      clauses: [
        ...new Set([
          ...requiredMemberTestClauses(fundSchema, [shapes.fund]),
          ...requiredMemberTestClauses(sendSchema, [shapes.send]),
          ...requiredMemberTestClauses(receiveSchema, [shapes.receive]),
        ]),
      ],
      tags: ['sandbox-only'],
    },
    async (t) => {
      const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (success === undefined) throw new Error(`no UMA test receiver succeeds in ${currency}`);
      const { customerId, accountId } = await moneyCustomer(
        t,
        12,
        t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
      );

      await expectEachRequiredMemberRefused(
        t,
        fundSchema,
        { amount: 100 },
        (json) => t.api.call('sandboxFundInternalAccount', { params: { accountId }, json }),
        'fund',
      );

      const quote = await t.setup('a real-time-funded quote to a UMA test receiver', async () =>
        quoteOf(
          t,
          await postQuote(
            t,
            { kind: 'real-time', currency, customerId },
            { kind: 'uma', address: t.binding.umaTestReceiverAddress(success) },
            1_000,
          ),
          [],
        ),
      );
      await expectEachRequiredMemberRefused(
        t,
        sendSchema,
        { quoteId: quote.id, currencyCode: currency },
        (json) => t.api.call('sandboxSend', { json }),
        'send',
      );

      const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
        t.binding.receiverUmaAddressOf(customerId),
      );
      const receive = {
        senderUmaAddress: t.binding.umaTestSenderAddress(success),
        receiverUmaAddress,
        receivingCurrencyCode: currency,
        receivingCurrencyAmount: 100,
      };
      await expectEachRequiredMemberRefused(
        t,
        receiveSchema,
        receive,
        (json) => t.api.call('sandboxReceive', { json }),
        'UMA receive',
      );
    },
  );
});
