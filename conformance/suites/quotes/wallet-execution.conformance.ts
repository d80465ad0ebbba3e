import { requestIdHeader } from '../../../spec/enums.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { ApiRequest } from '../../http/client.ts';
import { attribute } from '../../support/attribution.ts';
import { isSuccess } from '../../support/external-account-setup.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { balance, expectTransactionExists } from '../../support/money-setup.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { walletQuote } from './support/wallet-quote.ts';

const tags = ['sandbox-only', 'moves-money'] as const;
const signedClause: ClauseId[] = ['4.2/execute-quote-embedded-wallet-signed'];

describeArea('quotes', '4.2, 5, 7.2: executing a quote from an embedded wallet', () => {
  conformanceTest(
    'POST /quotes/{quoteId}/execute from an embedded wallet is a signed flow: 202 first, moving nothing; the signed retry executes',
    { clauses: [...signedClause, '4.2/execute-quote-idempotency-key'], tags },
    async (t) => {
      const { wallet, session, quote, request } = await walletQuote(t);
      const first = await t.api.request(request);
      attribute(signedClause, () =>
        expect(
          first.status,
          `the first call answers the challenge (HTTP ${first.status}: ${first.text.slice(0, 200)})`,
        ).toBe(202),
      );
      const challenge = await t.setup('the challenge', async () => requireChallenge(first, 'execute'));
      const held = await balance(t, wallet.customerId, wallet.accountId);
      attribute(signedClause, () => expect(held, 'the unsigned call moved nothing').toBe(5_000));
      const retry = await t.api.request(withHeaders(request, retryHeaders(t, challenge, session.privateKey)));
      attribute([...signedClause, '4.2/execute-quote-idempotency-key'], () =>
        expect(isSuccess(retry), `the signed retry executes (HTTP ${retry.status}: ${retry.text.slice(0, 200)})`).toBe(
          true,
        ),
      );
      await expectTransactionExists(t, quote.transactionId, signedClause);
    },
  );

  conformanceTest(
    'each broken retry of the execution answers its 401 of 7.2 and executes nothing; the exact one then executes',
    {
      clauses: [
        ...signedClause,
        '7.2/wallet-signature-missing',
        '7.2/request-id-missing',
        '7.2/wallet-signature-malformed',
        '7.2/wallet-signature-body-mismatch',
        '7.2/wallet-signature-invalid',
        '7.2/unauthorized-api-credentials',
      ],
      tags,
    },
    async (t) => {
      const { wallet, session, request } = await walletQuote(t);
      const challenge = await t.setup('the challenge', async () =>
        requireChallenge(await t.api.request(request), 'execute'),
      );
      const signed = retryHeaders(t, challenge, session.privateKey);
      const signature = signed[t.run.walletSignatureHeader]!;
      const cases: [ClauseId, string, ApiRequest][] = [
        [
          '7.2/wallet-signature-missing',
          'WALLET_SIGNATURE_MISSING',
          withHeaders(request, { [requestIdHeader]: challenge.requestId }),
        ],
        [
          '7.2/request-id-missing',
          'REQUEST_ID_MISSING',
          withHeaders(request, { [t.run.walletSignatureHeader]: signature }),
        ],
        [
          '7.2/wallet-signature-malformed',
          'WALLET_SIGNATURE_MALFORMED',
          withHeaders(request, {
            [t.run.walletSignatureHeader]: 'not a stamp',
            [requestIdHeader]: challenge.requestId,
          }),
        ],
        [
          '7.2/wallet-signature-body-mismatch',
          'WALLET_SIGNATURE_BODY_MISMATCH',
          withHeaders({ ...request, json: { scaFactor: 'SMS_OTP' } }, signed),
        ],
        [
          '7.2/wallet-signature-invalid',
          'WALLET_SIGNATURE_INVALID',
          withHeaders(request, retryHeaders(t, challenge, generateP256KeyPair().privateKey)),
        ],
      ];
      for (const [clause, code, broken] of cases) {
        const res = await t.api.request(broken);
        attribute([clause, ...signedClause], () =>
          expectErrorEnvelope(res, 401, code as Parameters<typeof expectErrorEnvelope>[2]),
        );
      }
      const anonymous = await t.api.request({ ...withHeaders(request, signed), auth: 'none' });
      attribute(['7.2/unauthorized-api-credentials'], () => expectErrorEnvelope(anonymous, 401, 'UNAUTHORIZED'));
      const held = await balance(t, wallet.customerId, wallet.accountId);
      attribute(signedClause, () => expect(held, 'no refused retry moved anything').toBe(5_000));
      const exact = await t.api.request(withHeaders(request, signed));
      attribute(signedClause, () =>
        expect(
          isSuccess(exact),
          `the exact signed retry executes (HTTP ${exact.status}: ${exact.text.slice(0, 200)})`,
        ).toBe(true),
      );
    },
  );
});
