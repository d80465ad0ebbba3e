import type { ClauseId } from '../../../spec/keys/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { balance, expectTransactionExists } from '../../support/money-setup.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { quoteFromWallet, walletFunds, walletQuote } from './support/wallet-quote.ts';

const tags = ['sandbox-only', 'moves-money'] as const;
/** The one rule 3.4, 7.2 and 8 each state: a signed-retry `requestId` is single use, and reuse answers 401. */
const singleUse: ClauseId[] = [
  '3.4/request-id-single-use',
  '7.2/request-id-reused-401',
  '8/signed-retry-request-id-single-use',
];

describeArea('quotes', '3.4, 4.2, 7.2: the signed retry of a quote execution is used once', () => {
  conformanceTest(
    'the signed retry that executed a quote from an embedded wallet, sent a second time, answers 401 and moves nothing more',
    { clauses: [...singleUse], tags },
    async (t) => {
      const { wallet, session, request } = await walletQuote(t);
      const challenge = await t.setup('the challenge', async () =>
        requireChallenge(await t.api.request(request), 'execute'),
      );
      const signed = withHeaders(request, retryHeaders(t, challenge, session.privateKey));
      await t.setup('the signed retry executes the quote', async () => {
        const res = await t.api.request(signed);
        if (!isSuccess(res)) throw new Error(`the signed retry answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      const before = await balance(t, wallet.customerId, wallet.accountId);
      const again = await t.api.request(signed);
      attribute(singleUse, () => {
        expect(
          again.status,
          `the same requestId a second time answers ${again.status}: ${again.text.slice(0, 200)}`,
        ).toBe(401);
        expectErrorEnvelope(again, 401);
      });
      const after = await balance(t, wallet.customerId, wallet.accountId);
      attribute(singleUse, () => expect(after, 'the replay debited nothing more').toBe(before));
    },
  );

  conformanceTest(
    "the requestId that executed one quote, sent with its signature on the execution of another quote of the same wallet, answers 401 and moves nothing; that quote's own signed retry then executes",
    { clauses: [...singleUse, '4.2/execute-quote-embedded-wallet-signed'], tags },
    async (t) => {
      const { wallet, session, request } = await walletQuote(t);
      const challenge = await t.setup('the challenge', async () =>
        requireChallenge(await t.api.request(request), 'execute'),
      );
      const spent = retryHeaders(t, challenge, session.privateKey);
      await t.setup('the signed retry executes the first quote', async () => {
        const res = await t.api.request(withHeaders(request, spent));
        if (!isSuccess(res)) throw new Error(`the signed retry answered ${res.status}: ${res.text.slice(0, 200)}`);
      });
      const other = await quoteFromWallet(t, wallet);
      const before = await balance(t, wallet.customerId, wallet.accountId);
      // Single use is the requestId's, whatever resource it is sent for: another quote of the same kind is refused too.
      const reused = await t.api.request(withHeaders(other.request, spent));
      attribute(singleUse, () => {
        expect(
          reused.status,
          `the spent requestId on another quote answers ${reused.status}: ${reused.text.slice(0, 200)}`,
        ).toBe(401);
        expectErrorEnvelope(reused, 401);
      });
      const after = await balance(t, wallet.customerId, wallet.accountId);
      attribute(singleUse, () => expect(after, 'the spent requestId moved nothing for the other quote').toBe(before));
      const own = await t.setup("the other quote's challenge", async () =>
        requireChallenge(await t.api.request(other.request), 'execute'),
      );
      const executed = await t.api.request(withHeaders(other.request, retryHeaders(t, own, session.privateKey)));
      attribute(['4.2/execute-quote-embedded-wallet-signed'], () =>
        expect(
          isSuccess(executed),
          `its own signed retry executes it (HTTP ${executed.status}: ${executed.text.slice(0, 200)})`,
        ).toBe(true),
      );
      await expectTransactionExists(t, other.quote.transactionId, ['4.2/execute-quote-embedded-wallet-signed']);
    },
  );

  conformanceTest(
    'a retry of the execution refused for its signature (a key of no session), sent a second time, is refused again and moves nothing',
    { clauses: ['7.2/wallet-signature-invalid', '4.2/execute-quote-embedded-wallet-signed'], tags },
    async (t) => {
      const { wallet, request } = await walletQuote(t);
      const challenge = await t.setup('the challenge', async () =>
        requireChallenge(await t.api.request(request), 'execute'),
      );
      // 3.4 and 7.2 do not say whether a failed use spends the requestId: the second try is refused with 401 either
      // way (a reuse, or the bad signature again), and never executes.
      const failing = withHeaders(request, retryHeaders(t, challenge, generateP256KeyPair().privateKey));
      for (const attempt of ['first', 'second']) {
        const res = await t.api.request(failing);
        expect(res.status, `the ${attempt} retry signed by a stranger's key is refused with 401`).toBe(401);
        expectErrorEnvelope(res, 401, attempt === 'first' ? 'WALLET_SIGNATURE_INVALID' : undefined);
      }
      const held = await balance(t, wallet.customerId, wallet.accountId);
      attribute(['4.2/execute-quote-embedded-wallet-signed'], () =>
        expect(held, 'neither refused retry moved anything').toBe(walletFunds),
      );
    },
  );
});
