/**
 * SCA on money movement (1, 5, 7.3, 7.5): in an SCA-regulated region, SCA is what authorizes money movement; a
 * missing or expired SCA login session answers 409 `SCA_SESSION_REQUIRED`; quote authorization answers 423
 * `ACCOUNT_LOCKED` once the login is locked; a transaction whose SCA challenge expired fails with `SCA_NOT_COMPLETED`.
 * How a quote is authorized, how long its challenge lasts and how many failures lock a login are the binding's
 * (production: `POST /quotes/{quoteId}/authorize`, the challenge's `expiresAt`, 5 failures).
 */
import type { ClauseId } from '../../../spec/keys/index.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectErrorEnvelope,
  operationRequest,
  type TestKit,
} from '../../support/index.ts';
import {
  accountEnding,
  balance,
  endWithinMs,
  execute,
  funded,
  moneyCustomer,
  postQuote,
  quoteOf,
  settle,
  settled,
  termsConsentMembers,
} from '../../support/money-setup.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { freshEmail, freshPhoneNumber, WalletDriver } from '../../wallet/wallet-driver.ts';
import { scaLogin } from './support/sca-setup.ts';

const tags = ['sandbox-only', 'sandbox-time', 'moves-money'] as const;
const authorizes: ClauseId[] = ['1/sca-authorizes-money-movement'];
const sessionRequired: ClauseId[] = ['5/sca-session-required-409-not-401', '7.3/sca-session-required'];
const funds = 5_000;
const amount = 1_200;

/** A funded customer in (or outside) an SCA region, with an account of its own to pay. */
async function payer(t: TestKit, offset: number, options: { readonly sca: boolean; readonly login: boolean }) {
  const region = options.sca ? t.binding.scaRegionCustomerFields() : t.binding.nonScaRegionCustomerFields();
  const { customerId, accountId } = await moneyCustomer(t, offset, region);
  if (options.login) await scaLogin(t, customerId);
  await funded(t, accountId, funds);
  const destinationId = String((await accountEnding(t, customerId, '123'))['id']);
  return { customerId, accountId, destinationId };
}

/** The payer's quote, executed: in an SCA region it waits for its authorization. */
async function executedQuote(t: TestKit, p: Awaited<ReturnType<typeof payer>>) {
  const quote = quoteOf(
    t,
    await postQuote(
      t,
      { kind: 'account', accountId: p.accountId },
      { kind: 'account', accountId: p.destinationId },
      amount,
    ),
    ['4.3/create-quote'],
  );
  await execute(t, quote, ['4.3/execute-quote']);
  return quote;
}

/** Nothing left the account, and the transaction, if it can be read yet, has not completed. */
async function expectNothingMoved(
  t: TestKit,
  p: { customerId: string; accountId: string },
  transactionId: string,
  clauses: ClauseId[],
  when: string,
) {
  const held = await balance(t, p.customerId, p.accountId);
  attribute(clauses, () => expect(held, `${when}: nothing left the account`).toBe(funds));
  const seen = await t.binding.getTransaction(transactionId).then(
    (tx) => t.binding.stateOf(tx),
    () => undefined,
  );
  attribute(clauses, () => expect(seen, `${when}: the transaction has not completed`).not.toBe('completed'));
}

describeArea('sca', '1, 5, 7.3, 7.5: SCA authorizes money movement in SCA-regulated regions', () => {
  conformanceTest(
    'in an SCA region an executed quote moves nothing until its SCA challenge is authorized; a wrong proof authorizes nothing; a valid one moves the money',
    { clauses: [...authorizes, '7.3/sca-session-required'], tags, timeoutMs: 120_000 },
    async (t) => {
      const p = await payer(t, 70, { sca: true, login: true });
      const quote = await executedQuote(t, p);
      await t.elapse(60_000, { reason: 'an ordinary transfer would have ended by now' });
      await expectNothingMoved(t, p, quote.transactionId, authorizes, 'executed, not authorized');
      const challenge = await t.setup("read the quote's SCA challenge", () => t.binding.pendingScaChallenge(quote.id));
      attribute(authorizes, () => expect(challenge, 'the executed quote waits on an SCA challenge').toBeDefined());
      const wrong = await t.binding.authorizeQuote(quote.id, 'wrong');
      attribute(authorizes, () =>
        expect(isSuccess(wrong), `a wrong proof is refused (HTTP ${wrong.status})`).toBe(false),
      );
      await expectNothingMoved(t, p, quote.transactionId, authorizes, 'after a wrong proof');
      const valid = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute([...authorizes, '7.3/sca-session-required'], () =>
        expect(
          isSuccess(valid),
          `the valid proof with a session is accepted (HTTP ${valid.status}: ${valid.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the authorized transfer ends');
      attribute(authorizes, () => expect(end.state, 'the authorized transfer completes').toBe('completed'));
      const after = await balance(t, p.customerId, p.accountId);
      attribute(authorizes, () =>
        expect(after, 'the authorized transfer was paid from the account').toBeLessThan(funds),
      );
    },
  );

  conformanceTest(
    'an immediately executed quote of a customer in an SCA region moves nothing until authorized',
    { clauses: authorizes, tags, timeoutMs: 120_000 },
    async (t) => {
      const { customerId, accountId } = await moneyCustomer(t, 71, t.binding.scaRegionCustomerFields());
      await scaLogin(t, customerId);
      const source = String((await accountEnding(t, customerId, '123'))['id']);
      const created = await postQuote(
        t,
        { kind: 'account', accountId: source },
        { kind: 'account', accountId },
        amount,
        true,
      );
      const quote = quoteOf(t, created, ['4.3/create-quote']);
      await t.elapse(60_000, { reason: 'an ordinary pull would have ended by now' });
      const before = await balance(t, customerId, accountId);
      attribute(authorizes, () =>
        expect(before, 'nothing was pulled into the account before the authorization').toBe(0),
      );
      const valid = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(authorizes, () =>
        expect(
          isSuccess(valid),
          `the valid proof is accepted (HTTP ${valid.status}: ${valid.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the authorized pull ends');
      attribute(authorizes, () => expect(end.state, 'the authorized pull completes').toBe('completed'));
      const after = await balance(t, customerId, accountId);
      attribute(authorizes, () => expect(after, 'the authorized pull credited the account').toBeGreaterThan(0));
    },
  );

  conformanceTest(
    "an agent's execution for a customer in an SCA region moves nothing until the quote is authorized",
    { clauses: authorizes, tags, timeoutMs: 120_000 },
    async (t) => {
      const p = await payer(t, 72, { sca: true, login: true });
      const token = await t.setup('create an agent of the customer and redeem its device code', async () => {
        const { deviceCode } = await t.binding.createPayingAgent({ customerId: p.customerId, approvalRequired: false });
        return (await t.binding.redeemDeviceCode(deviceCode)).accessToken;
      });
      const json = t.binding.quoteBody({
        source: { kind: 'account', accountId: p.accountId },
        destination: { kind: 'account', accountId: p.destinationId },
        sendingAmount: amount,
      });
      const quote = await t.setup('the agent creates a quote', async () =>
        t.binding.quoteOf(await t.api.call('agentCreateQuote', { json, auth: { bearer: token } })),
      );
      const executed = await t.api.call('agentExecuteQuote', {
        params: { quoteId: quote.id },
        auth: { bearer: token },
      });
      await t.setup('the agent executes the quote', async () => {
        if (!isSuccess(executed))
          throw new Error(`the agent's execution answered ${executed.status}: ${executed.text.slice(0, 200)}`);
      });
      const transactionId = t.binding.agentExecutionTransactionId(executed, quote.transactionId);
      await t.elapse(60_000, { reason: 'an ordinary transfer would have ended by now' });
      await expectNothingMoved(t, p, transactionId, authorizes, "the agent's execution, not authorized");
      const valid = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(authorizes, () =>
        expect(
          isSuccess(valid),
          `the valid proof is accepted (HTTP ${valid.status}: ${valid.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const end = await settle(t, transactionId, settled(t), endWithinMs, 'the authorized transfer ends');
      attribute(authorizes, () => expect(end.state, 'the authorized transfer completes').toBe('completed'));
    },
  );

  conformanceTest(
    "an embedded wallet's signed execution for a customer in an SCA region moves nothing until the quote is authorized",
    { clauses: authorizes, tags, timeoutMs: 120_000 },
    async (t) => {
      const w = new WalletDriver(t);
      const wallet = await t.setup('a wallet of a customer in an SCA region, with an EMAIL_OTP session', async () => {
        const body = {
          ...t.binding.walletCustomerBody({ email: freshEmail(), phoneNumber: freshPhoneNumber() }),
          ...t.binding.scaRegionCustomerFields(),
          ...(await termsConsentMembers(t)),
        };
        const res = await t.api.call('createCustomer', { json: body });
        if (!isSuccess(res)) throw new Error(`POST /customers answered ${res.status}: ${res.text.slice(0, 200)}`);
        const customerId = t.binding.customerIdOf(res);
        const accountId = await t.binding.walletAccountOf(customerId);
        const session = await w.otpLogin(
          await w.firstEmailOtp({ customerId, accountId, email: String(body['email']) }),
        );
        return { customerId, accountId, session };
      });
      await scaLogin(t, wallet.customerId);
      await funded(t, wallet.accountId, funds);
      const destinationId = String((await accountEnding(t, wallet.customerId, '123'))['id']);
      const json = t.binding.quoteBody({
        source: { kind: 'account', accountId: wallet.accountId },
        destination: { kind: 'account', accountId: destinationId },
        sendingAmount: amount,
      });
      const quote = quoteOf(t, await t.api.call('createQuote', { json }), ['4.3/create-quote']);
      const request = operationRequest('executeQuote', { params: { quoteId: quote.id }, json: {} });
      const challenge = await t.setup('the signed-retry challenge of the execution', async () =>
        requireChallenge(await t.api.request(request), 'execute'),
      );
      const signed = await t.api.request(withHeaders(request, retryHeaders(t, challenge, wallet.session.privateKey)));
      await t.setup('the signed retry is accepted', async () => {
        if (!isSuccess(signed))
          throw new Error(`the signed retry answered ${signed.status}: ${signed.text.slice(0, 200)}`);
      });
      await t.elapse(60_000, { reason: 'an ordinary transfer would have ended by now' });
      await expectNothingMoved(
        t,
        wallet,
        quote.transactionId,
        authorizes,
        "the wallet's signed execution, not authorized",
      );
      const valid = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(authorizes, () =>
        expect(
          isSuccess(valid),
          `the valid proof is accepted (HTTP ${valid.status}: ${valid.text.slice(0, 200)})`,
        ).toBe(true),
      );
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the authorized transfer ends');
      attribute(authorizes, () => expect(end.state, 'the authorized transfer completes').toBe('completed'));
    },
  );

  conformanceTest(
    'quote authorization without an SCA login session answers 409 SCA_SESSION_REQUIRED, not 401, and moves nothing',
    { clauses: [...sessionRequired, ...authorizes], tags, timeoutMs: 120_000 },
    async (t) => {
      const p = await payer(t, 73, { sca: true, login: false });
      const quote = await executedQuote(t, p);
      const res = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(['5/sca-session-required-409-not-401'], () =>
        expect(res.status, 'no SCA session: not 401').not.toBe(401),
      );
      attribute(sessionRequired, () => expectErrorEnvelope(res, 409, 'SCA_SESSION_REQUIRED'));
      await expectNothingMoved(t, p, quote.transactionId, authorizes, 'authorization refused for want of a session');
    },
  );

  conformanceTest(
    'after repeated failed authorizations, quote authorization answers 423 ACCOUNT_LOCKED, even to a valid proof, and moves nothing',
    { clauses: ['7.5/account-locked', ...authorizes], tags, timeoutMs: 120_000 },
    async (t) => {
      const p = await payer(t, 74, { sca: true, login: true });
      const quote = await executedQuote(t, p);
      const failures = t.binding.failedAuthorizationsBeforeLock();
      for (let attempt = 1; attempt <= failures; attempt += 1) {
        const wrong = await t.binding.authorizeQuote(quote.id, 'wrong');
        attribute(authorizes, () =>
          expect(isSuccess(wrong), `wrong proof ${attempt} is refused (HTTP ${wrong.status})`).toBe(false),
        );
      }
      const locked = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(['7.5/account-locked'], () => expectErrorEnvelope(locked, 423, 'ACCOUNT_LOCKED'));
      await expectNothingMoved(t, p, quote.transactionId, ['7.5/account-locked', ...authorizes], 'the login locked');
    },
  );

  conformanceTest(
    'a transaction whose SCA challenge expired unauthorized fails with SCA_NOT_COMPLETED and moves nothing',
    { clauses: ['7.5/sca-not-completed-on-expired-challenge'], tags, timeoutMs: 120_000 },
    async (t) => {
      const p = await payer(t, 75, { sca: true, login: true });
      const quote = await executedQuote(t, p);
      const challenge = await t.setup("read the quote's SCA challenge", async () => {
        const found = await t.binding.pendingScaChallenge(quote.id);
        if (found === undefined)
          throw new Error('the executed quote of a customer in an SCA region waits on no SCA challenge');
        return found;
      });
      const left = challenge.expiresAt.getTime() - t.now().getTime();
      await t.elapse(Math.max(0, left) + 1_000, { reason: 'the SCA challenge expires unauthorized' });
      const end = await settle(
        t,
        quote.transactionId,
        (o) => o.state !== 'pending',
        endWithinMs,
        'the expired transaction fails',
      );
      attribute(['7.5/sca-not-completed-on-expired-challenge'], () => {
        expect(end.state, 'the transaction fails once its SCA challenge expired').toBe('failed');
        expect(t.binding.failureReasonOf(end.transaction), 'its failure reason').toBe('SCA_NOT_COMPLETED');
      });
      const after = await balance(t, p.customerId, p.accountId);
      attribute(['7.5/sca-not-completed-on-expired-challenge'], () =>
        expect(after, 'the expired transaction took nothing').toBe(funds),
      );
    },
  );

  conformanceTest(
    'outside SCA regions an executed quote moves money without any SCA challenge, and quote authorization answers 409',
    {
      clauses: [
        '1/sca-money-movement-only-in-sca-regions',
        '1/sca-endpoints-409-outside-sca-regions',
        '7.3/sca-not-required-409',
      ],
      tags,
      timeoutMs: 120_000,
    },
    async (t) => {
      const p = await payer(t, 76, { sca: false, login: false });
      const quote = await executedQuote(t, p);
      const end = await settle(t, quote.transactionId, settled(t), endWithinMs, 'the transfer ends');
      attribute(['1/sca-money-movement-only-in-sca-regions'], () =>
        expect(end.state, 'the transfer completes without an authorization').toBe('completed'),
      );
      const after = await balance(t, p.customerId, p.accountId);
      attribute(['1/sca-money-movement-only-in-sca-regions'], () =>
        expect(after, 'the transfer was paid from the account').toBeLessThan(funds),
      );
      const res = await t.binding.authorizeQuote(quote.id, 'valid');
      attribute(
        [
          '1/sca-money-movement-only-in-sca-regions',
          '1/sca-endpoints-409-outside-sca-regions',
          '7.3/sca-not-required-409',
        ],
        () => expectErrorEnvelope(res, 409),
      );
    },
  );
});
