import { randomBytes } from 'node:crypto';
import { apiVersion } from '../../../spec/enums.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect } from '../../support/index.ts';
import { currency, fund, moneyCustomer } from '../../support/money-setup.ts';

const clause = '9/sandbox-same-versioned-path';

describeArea('versioning', 'Part 9: sandbox endpoints under the versioned path', () => {
  conformanceTest(
    'the sandbox fund and UMA receive endpoints answer under the base URL that ends in the version segment',
    { clauses: [clause], tags: ['sandbox-only', 'moves-money'] },
    async (t) => {
      const segments = new URL(t.run.baseUrl).pathname.split('/').filter((s) => s !== '');
      attribute([clause], () =>
        expect(segments.at(-1), `the base URL's last path segment is the version ${apiVersion}`).toBe(apiVersion),
      );
      const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency);
      if (success === undefined) throw new Error(`no UMA test receiver succeeds in ${currency}`);
      const members = t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`);
      const { customerId, accountId } = await moneyCustomer(t, 11, members);
      const funded = await fund(t, accountId, 1_000);
      attribute([clause], () =>
        expect(
          isSuccess(funded),
          `POST /sandbox/internal-accounts/{accountId}/fund is served under the versioned path (HTTP ${funded.status})`,
        ).toBe(true),
      );
      const receiverUmaAddress = await t.setup('read the receiver UMA address', () =>
        t.binding.receiverUmaAddressOf(customerId),
      );
      const received = await t.api.call('sandboxReceive', {
        json: {
          senderUmaAddress: t.binding.umaTestSenderAddress(success),
          receiverUmaAddress,
          receivingCurrencyCode: currency,
          receivingCurrencyAmount: 1_000,
        },
      });
      attribute([clause], () =>
        expect(
          isSuccess(received),
          `POST /sandbox/uma/receive is served under the versioned path (HTTP ${received.status})`,
        ).toBe(true),
      );
    },
  );
});
