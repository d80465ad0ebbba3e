import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { refundingFailureReason } from '../../../spec/money.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import { accountEnding, balance, currency, fund, moneyCustomer, observe, postQuote, quoteOf } from '../../support/money-setup.ts';

/** What the document lets the suite predict: the available balance, and the transfers whose failure returns money. */
interface Model {
  balance: number;
  /** Transfers executed and not yet seen ended, with what they took. */
  open: { id: string; debit: number }[];
}

interface Real {
  readonly t: TestKit;
  readonly customerId: string;
  readonly accountId: string;
  readonly umaAddress: string;
}

const funds: ClauseId[] = ['4.4/sandbox-fund-internal-account'];
const refunds: ClauseId[] = ['7.5/quote-execution-failed-refunds-debit'];
const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency)!;

/** Ends of the open transfers: a QUOTE_EXECUTION_FAILED one returned its debit; others leave the model to re-read. */
async function reconcile(m: Model, r: Real): Promise<void> {
  let unknown = false;
  const stillOpen: Model['open'] = [];
  for (const transfer of m.open) {
    const seen = await observe(r.t, transfer.id);
    const refund = r.t.binding.refundStateOf(seen.transaction);
    if (seen.state === 'pending' || refund === 'pending') stillOpen.push(transfer);
    else if (seen.state === 'failed' && r.t.binding.failureReasonOf(seen.transaction) === refundingFailureReason) m.balance += transfer.debit;
    else unknown = unknown || seen.state !== 'completed';
  }
  m.open = stillOpen;
  const actual = await balance(r.t, r.customerId, r.accountId);
  if (unknown) m.balance = actual;
  else attribute(refunds, () => expect(actual, 'every QUOTE_EXECUTION_FAILED transfer returned what it debited').toBe(m.balance));
}

class Fund implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await fund(r.t, r.accountId, this.amount);
    attribute(funds, () => expect(isSuccess(res)).toBe(true));
    m.balance += this.amount;
    const actual = await balance(r.t, r.customerId, r.accountId);
    attribute(funds, () => expect(actual, 'funding adds the amount at once').toBe(m.balance));
  }
  toString = () => `fund(${this.amount})`;
}

class Execute implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ending: string, readonly share: number) {}
  check = (m: Readonly<Model>) => m.balance >= 100;
  async run(m: Model, r: Real) {
    const amount = Math.max(100, Math.floor(m.balance * this.share));
    const destination = await accountEnding(r.t, r.customerId, this.ending);
    const quote = quoteOf(r.t, await postQuote(r.t, { kind: 'account', accountId: r.accountId }, { kind: 'account', accountId: String(destination['id']) }, amount), ['4.3/create-quote']);
    const before = await balance(r.t, r.customerId, r.accountId);
    const res = await r.t.api.call('executeQuote', { params: { quoteId: quote.id } });
    attribute(['4.3/execute-quote'], () => expect(isSuccess(res), `executed (HTTP ${res.status})`).toBe(true));
    const after = await balance(r.t, r.customerId, r.accountId);
    const debit = before - after;
    attribute(['4.3/execute-quote'], () => expect(debit, 'an execution never adds to the source').toBeGreaterThanOrEqual(0));
    m.balance = after;
    m.open.push({ id: quote.transactionId, debit });
    await reconcile(m, r);
  }
  toString = () => `execute(…${this.ending}, ${this.share.toFixed(2)})`;
}

class Receive implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.t.api.call('sandboxReceive', {
      json: { senderUmaAddress: r.t.binding.umaTestSenderAddress(success), receiverUmaAddress: r.umaAddress, receivingCurrencyCode: currency, receivingCurrencyAmount: this.amount },
    });
    attribute(['4.4/sandbox-uma-receive-simulates-payment'], () => expect(isSuccess(res)).toBe(true));
    m.balance += this.amount;
    const actual = await balance(r.t, r.customerId, r.accountId);
    attribute(['4.4/sandbox-uma-receive-simulates-payment', '2.1/no-default-uma-goes-to-primary-internal'], () =>
      expect(actual, 'the received payment lands in the primary internal account').toBe(m.balance),
    );
  }
  toString = () => `receive(${this.amount})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await r.t.elapse(this.ms, { reason: 'sandbox time passes between operations' });
    await reconcile(m, r);
  }
  toString = () => `advance(${this.ms} ms)`;
}

/** Endings whose documented outcome the model knows: failed at once and refunded, failed later and refunded, success. */
const commands = [
  fc.integer({ min: 1, max: 100_000 }).map((a) => new Fund(a)),
  fc.tuple(fc.constantFrom('002', '004', '123', '555'), fc.double({ min: 0.05, max: 1, noNaN: true })).map(([e, s]) => new Execute(e, s)),
  fc.integer({ min: 1, max: 50_000 }).map((a) => new Receive(a)),
  fc.constantFrom(1_000, 5_000, 30_000).map((ms) => new Advance(ms)),
];

describeArea('transactions', 'a model of balances over fund, execute, receive and sandbox time', () => {
  conformanceTest(
    'after every step the balance is what the document predicts: funding and receiving add at once, a QUOTE_EXECUTION_FAILED transfer returns its debit, no removed failure reason appears',
    {
      clauses: [...funds, ...refunds, '4.3/execute-quote', '4.4/sandbox-uma-receive-simulates-payment', '2.1/no-default-uma-goes-to-primary-internal', '9/aug-2026-removed-failure-reasons'],
      tags: ['sandbox-only', 'sandbox-time', 'moves-money'],
      timeoutMs: 240_000,
    },
    async (t) => {
      await t.property([fc.commands(commands, { maxCommands: 8 })], async (cmds) => {
        const { customerId, accountId } = await moneyCustomer(t, 11, t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`));
        const umaAddress = await t.setup('read the receiver UMA address', () => t.binding.receiverUmaAddressOf(customerId));
        await fc.asyncModelRun(() => ({ model: { balance: 0, open: [] }, real: { t, customerId, accountId, umaAddress } }), cmds);
      });
    },
  );
});
