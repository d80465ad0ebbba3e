import {
  conformanceTest,
  describeArea,
  expectErrorEnvelope,
  operationRequest,
  type TestKit,
} from '../../support/index.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { ApiRequest } from '../../http/client.ts';
import { requireChallenge, retryHeaders, withHeaders } from '../../wallet/signed-retry.ts';
import { WalletDriver } from '../../wallet/wallet-driver.ts';

const sandboxOnly = ['sandbox-only'] as const;

/** `POST /internal-accounts/{id}/export` (4.2, a signed flow) with a fresh `clientPublicKey` to seal the export to. */
function exportRequest(t: TestKit, accountId: string): ApiRequest {
  return operationRequest('exportInternalAccount', {
    params: { id: accountId },
    json: t.binding.walletExportBody(generateP256KeyPair()),
  });
}

describeArea('wallet', "7.2: the wallet export's signed retry is bound to the challenged body", () => {
  conformanceTest(
    'a signed retry of the wallet export whose body names another clientPublicKey than the challenged one answers 401 WALLET_SIGNATURE_BODY_MISMATCH',
    { clauses: ['7.2/wallet-signature-body-mismatch'], tags: sandboxOnly },
    async (t) => {
      const w = new WalletDriver(t);
      const { wallet, session, challenge } = await t.setup(
        'a wallet with an EMAIL_OTP session, and a challenge of its export',
        async () => {
          const { wallet, session } = await w.walletWithSession();
          return {
            wallet,
            session,
            challenge: requireChallenge(await t.api.request(exportRequest(t, wallet.accountId)), 'wallet export'),
          };
        },
      );
      // The export would be sealed to another key than the one the signature covers.
      const other = exportRequest(t, wallet.accountId);
      const res = await t.api.request(withHeaders(other, retryHeaders(t, challenge, session.privateKey)));
      expectErrorEnvelope(res, 401, 'WALLET_SIGNATURE_BODY_MISMATCH');
    },
  );
});
