import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { refundingFailureReason } from '../../../spec/money.ts';
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, type TestKit } from '../../support/index.ts';
import {
  accountEnding,
  balance,
  currency,
  fund,
  moneyCustomer,
  observe,
  postQuote,
  quoteOf,
  totalSendingOf,
} from '../../support/money-setup.ts';

/**
 * What the document lets the suite predict: the available balance once every transfer has taken what its quote takes
 * from the source, and the transfers whose failure returns it. When a transfer's debit is taken (at execution or at
 * settlement) is not shown, so the balance is judged only while no transfer is under way.
 */
interface Model {
  balance: number;
  /** Transfers executed and not yet seen ended, with what their quote takes from the source. */
  open: { id: string; debit: number }[];
  /** A transfer ended in a way the document gives no money rule for: the balance is taken from the server when idle. */
  unknown: boolean;
}

interface Real {
  readonly t: TestKit;
  readonly customerId: string;
  readonly accountId: string;
  readonly umaAddress: string;
}

const funds: ClauseId[] = ['4.4/sandbox-fund-internal-account'];
const refunds: ClauseId[] = ['7.5/quote-execution-failed-refunds-debit'];
/** 4.5: an internal account as source pays what its quote takes. */
const paid: ClauseId[] = ['4.5/quote-funding-internal-account-execute'];
const success = umaTestReceivers.find((r) => r.outcome === 'success' && r.currency === currency)!;

/** What the suite reads of the open transfers: each one's state, and the refund's when the binding reads one. */
async function openStates(m: Model, r: Real): Promise<{ state: string; refund: unknown; reason: unknown }[]> {
  const states = [];
  for (const transfer of m.open) {
    const seen = await observe(r.t, transfer.id);
    states.push({
      state: seen.state,
      refund: r.t.binding.refundStateOf(seen.transaction),
      reason: r.t.binding.failureReasonOf(seen.transaction),
    });
  }
  return states;
}

/**
 * Brings the model up to the server's moment and checks the balance against it. Sandbox time also passes with real
 * time, so a transfer may end while the suite reads: the balance is judged only on a stable snapshot (the transfers
 * read the same before and after the balance) with no transfer under way. `clauses` are those the balance proves when
 * no transfer ended; when one did, a mismatch may also be its debit's or its refund's. A transfer that ended failed
 * for a reason 7.5 gives no refund for leaves the balance unknown: the model takes the server's.
 */
async function reconcile(m: Model, r: Real, clauses: readonly ClauseId[] = refunds): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await openStates(m, r);
    const actual = await balance(r.t, r.customerId, r.accountId);
    const after = await openStates(m, r);
    if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
    let ended = false;
    const stillOpen: Model['open'] = [];
    m.open.forEach((transfer, i) => {
      const seen = after[i]!;
      if (seen.state === 'pending' || seen.refund === 'pending') return void stillOpen.push(transfer);
      ended = true;
      if (seen.state === 'failed' && seen.reason === refundingFailureReason) m.balance += transfer.debit;
      else if (seen.state !== 'completed') m.unknown = true;
    });
    m.open = stillOpen;
    if (stillOpen.length > 0) return;
    if (m.unknown) {
      m.balance = actual;
      m.unknown = false;
      return;
    }
    const broken = ended ? [...new Set([...clauses, ...refunds, ...paid])] : clauses;
    attribute(broken, () =>
      expect(actual, 'the balance is what funding, receiving, transfers and refunds make it').toBe(m.balance),
    );
    return;
  }
}

class Fund implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await fund(r.t, r.accountId, this.amount);
    attribute(funds, () => expect(isSuccess(res)).toBe(true));
    m.balance += this.amount;
    await reconcile(m, r, funds);
  }
  toString = () => `fund(${this.amount})`;
}

class Execute implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly ending: string,
    readonly share: number,
  ) {}
  check = (m: Readonly<Model>) => m.balance >= 100;
  async run(m: Model, r: Real) {
    const amount = Math.max(100, Math.floor(m.balance * this.share));
    const destination = await accountEnding(r.t, r.customerId, this.ending);
    const quote = quoteOf(
      r.t,
      await postQuote(
        r.t,
        { kind: 'account', accountId: r.accountId },
        { kind: 'account', accountId: String(destination['id']) },
        amount,
      ),
      ['4.3/create-quote'],
    );
    await reconcile(m, r);
    const debit = await totalSendingOf(r.t, quote);
    const res = await r.t.api.call('executeQuote', { params: { quoteId: quote.id } });
    attribute(['4.3/execute-quote'], () => expect(isSuccess(res), `executed (HTTP ${res.status})`).toBe(true));
    m.balance -= debit;
    m.open.push({ id: quote.transactionId, debit });
    await reconcile(m, r, paid);
  }
  toString = () => `execute(…${this.ending}, ${this.share.toFixed(2)})`;
}

class Receive implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.t.api.call('sandboxReceive', {
      json: {
        senderUmaAddress: r.t.binding.umaTestSenderAddress(success),
        receiverUmaAddress: r.umaAddress,
        receivingCurrencyCode: currency,
        receivingCurrencyAmount: this.amount,
      },
    });
    attribute(['4.4/sandbox-uma-receive-simulates-payment'], () => expect(isSuccess(res)).toBe(true));
    m.balance += this.amount;
    await reconcile(m, r, ['4.4/sandbox-uma-receive-simulates-payment', '2.1/no-default-uma-goes-to-primary-internal']);
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
  fc
    .tuple(fc.constantFrom('002', '004', '123', '555'), fc.double({ min: 0.05, max: 1, noNaN: true }))
    .map(([e, s]) => new Execute(e, s)),
  fc.integer({ min: 1, max: 50_000 }).map((a) => new Receive(a)),
  fc.constantFrom(1_000, 5_000, 30_000).map((ms) => new Advance(ms)),
];

describeArea('transactions', 'a model of balances over fund, execute, receive and sandbox time', () => {
  conformanceTest(
    'whenever no transfer is under way the balance is what the document predicts: funding and receiving add, a transfer takes what its quote takes, a QUOTE_EXECUTION_FAILED transfer returns it all, no removed failure reason appears',
    {
      clauses: [
        ...funds,
        ...refunds,
        ...paid,
        '4.3/execute-quote',
        '4.4/sandbox-uma-receive-simulates-payment',
        '2.1/no-default-uma-goes-to-primary-internal',
        '9/aug-2026-removed-failure-reasons',
      ],
      tags: ['sandbox-only', 'sandbox-time', 'moves-money'],
      timeoutMs: 240_000,
    },
    async (t) => {
      await t.property([fc.commands(commands, { maxCommands: 8 })], async (cmds) => {
        const { customerId, accountId } = await moneyCustomer(
          t,
          11,
          t.binding.umaAddressMembers(`conformance${randomBytes(6).toString('hex')}`),
        );
        const umaAddress = await t.setup('read the receiver UMA address', () =>
          t.binding.receiverUmaAddressOf(customerId),
        );
        await fc.asyncModelRun(
          () => ({ model: { balance: 0, open: [], unknown: false }, real: { t, customerId, accountId, umaAddress } }),
          cmds,
        );
      });
    },
  );
});
