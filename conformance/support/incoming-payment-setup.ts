import { randomBytes } from 'node:crypto';
import { umaTestReceivers } from '../../spec/sandbox.ts';
import { isSuccess } from './external-account-setup.ts';
import type { TestKit } from './index.ts';
import { currency, moneyCustomer } from './money-setup.ts';

const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency)!;

/**
 * A customer with a UMA address (numbered `n` among the test's customers) and an incoming payment the sandbox
 * simulates to it from the test sender that succeeds (4.4); set-up, so a refusal is an error, not a failure.
 */
export async function receivedUmaPayment(
  t: TestKit,
  n: number,
): Promise<{ readonly customerId: string; readonly transactionId: string }> {
  const { customerId } = await moneyCustomer(
    t,
    n,
    t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
  );
  const transactionId = await t.setup('receive an incoming UMA payment (4.4)', async () => {
    const receiverUmaAddress = await t.binding.receiverUmaAddressOf(customerId);
    const res = await t.api.call('sandboxReceive', {
      json: {
        senderUmaAddress: t.binding.umaTestSenderAddress(success),
        receiverUmaAddress,
        receivingCurrencyCode: currency,
        receivingCurrencyAmount: 1_000,
      },
    });
    if (!isSuccess(res)) throw new Error(`POST /sandbox/uma/receive answered ${res.status}: ${res.text.slice(0, 200)}`);
    return String(t.binding.incomingTransactionOf(res)['id']);
  });
  return { customerId, transactionId };
}
