/** Set-up of the agent payment suites: a funded customer with an agent of its own, and the agent's quotes. */
import { isSuccess } from '../../../support/external-account-setup.ts';
import type { TestKit } from '../../../support/index.ts';
import { accountEnding, funded, moneyCustomer } from '../../../support/money-setup.ts';

export interface Payer {
  readonly customerId: string;
  readonly accountId: string;
  readonly destinationId: string;
  readonly token: string;
}

/** A funded customer with a destination account of its own and an agent of it (redeemed token). */
export async function payerWithAgent(
  t: TestKit,
  offset: number,
  approvalRequired: boolean,
  amount = 10_000,
): Promise<Payer> {
  const { customerId, accountId } = await moneyCustomer(t, offset);
  // The funding, the destination and the agent each need only the customer: at once.
  const [, destination, token] = await Promise.all([
    funded(t, accountId, amount),
    accountEnding(t, customerId, '123'),
    t.setup('create an agent of the customer and redeem its device code', async () => {
      const { deviceCode } = await t.binding.createPayingAgent({ customerId, approvalRequired });
      return (await t.binding.redeemDeviceCode(deviceCode)).accessToken;
    }),
  ]);
  return { customerId, accountId, destinationId: String(destination['id']), token };
}

/** The agent's quote from one account to another. */
export function agentQuote(t: TestKit, token: string, sourceAccountId: string, destinationId: string, amount: number) {
  const json = t.binding.quoteBody({
    source: { kind: 'account', accountId: sourceAccountId },
    destination: { kind: 'account', accountId: destinationId },
    sendingAmount: amount,
  });
  return t.api.call('agentCreateQuote', { json, auth: { bearer: token } });
}

/** Set-up: the agent quotes `amount` from its customer's account to the destination and executes it; its transaction. */
export async function agentPayment(t: TestKit, payer: Payer, amount: number): Promise<string> {
  const quote = await t.setup('the agent creates a quote', async () =>
    t.binding.quoteOf(await agentQuote(t, payer.token, payer.accountId, payer.destinationId, amount)),
  );
  const executed = await t.api.call('agentExecuteQuote', {
    params: { quoteId: quote.id },
    auth: { bearer: payer.token },
  });
  await t.setup('the agent executes the quote', async () => {
    if (!isSuccess(executed))
      throw new Error(`the agent's execution answered ${executed.status}: ${executed.text.slice(0, 200)}`);
  });
  return t.binding.agentExecutionTransactionId(executed, quote.transactionId);
}
