/**
 * 4.2 signed-retry rule 3: "the same request is sent again" with the `requestId` of its challenge. A retry that names
 * another session than the one challenged is not that request: it is not carried out, and the session it names stays
 * active. The challenged request, retried as it was, still completes, so the refusal is the path's doing.
 */
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  operationRequest,
  type TestKit,
} from '../../support/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { ApiRequest } from '../../http/client.ts';
import { requireChallenge, retryHeaders, sendSigned, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver, type Wallet, type WalletSession } from '../../wallet/wallet-driver.ts';
import { sessionOnOwnPasskey, sessionOnSmsOtp } from './support/session-apart.ts';

const sandboxOnly = ['sandbox-only'] as const;
const clauses = [
  '4.2/signed-retry-completes-with-headers',
  '4.2/revoke-session-signed',
  '4.2/refresh-session-signed',
] as const;

/** The session still signs: a privacy update signed with its key completes. */
async function expectStillSigns(t: TestKit, wallet: Wallet, session: WalletSession, why: string): Promise<void> {
  const request = operationRequest('updateInternalAccount', {
    params: { id: wallet.accountId },
    json: t.binding.walletPrivacyBody(true),
  });
  const { retry } = await sendSigned(t, request, session.privateKey);
  attribute(clauses, () =>
    expect(
      retry.status,
      `${why}: the session named by the refused retry still signs (${retry.text.slice(0, 200)})`,
    ).toBe(200),
  );
}

describeArea('wallet', '4.2: a signed retry names the session its challenge was issued for', () => {
  conformanceTest(
    'a session revoke or refresh retried on another session with the requestId of the first is refused, and only the challenged request completes',
    { clauses: [...clauses], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session } = await t.setup('a wallet with an EMAIL_OTP session', () => w.walletWithSession());
      const [challenged, bystander] = await t.setup('two more sessions, each on a credential of its own', () =>
        Promise.all([sessionOnSmsOtp(w, wallet, session), sessionOnOwnPasskey(w, wallet, session)]),
      );
      const refreshBody = t.binding.sessionRefreshBody(generateP256KeyPair());
      const requests: [string, (id: string) => ApiRequest][] = [
        ['refresh', (id) => operationRequest('refreshAuthSession', { params: { id }, json: refreshBody })],
        ['revoke', (id) => operationRequest('revokeAuthSession', { params: { id } })],
      ];
      for (const [what, requestFor] of requests) {
        const issued = await t.setup(`the ${what} of a session answers a challenge`, async () =>
          requireChallenge(await t.api.request(requestFor(challenged.id)), `${what} of ${challenged.id}`),
        );
        const headers = retryHeaders(t, issued, session.privateKey);
        const elsewhere = await t.api.request(withHeaders(requestFor(bystander.id), headers));
        expectClientErrorRefusal(elsewhere, `the ${what} retried on another session`, clauses);
        await expectStillSigns(t, wallet, bystander, `after the ${what} retried on it`);
        const own = await t.api.request(
          withHeaders(requestFor(challenged.id), retryHeaders(t, issued, session.privateKey)),
        );
        attribute(clauses, () =>
          expect(own.status, `the ${what} retried as challenged completes (${own.text.slice(0, 200)})`).toBeLessThan(
            300,
          ),
        );
      }
    },
  );
});
