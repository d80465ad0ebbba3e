import { describe, expect, it } from 'vitest';
import { makeStamp } from '../../conformance/crypto/stamp.ts';
import { walletSignatureHeader } from '../../spec/enums.ts';
import { productionWalletSignatureHeader } from '../../spec/production/wallet-signature-header.ts';
import { configFromEnv, defaultConfig } from '../config.ts';
import { startWalletReference as start, type Client } from '../test-support/wallet-client.ts';

/** A privacy change of the account retried with the stamp in `header`; the answer of the retry. */
async function retryWithHeader(c: Client, accountId: string, key: Uint8Array, header: string) {
  const path = `/internal-accounts/${accountId}`;
  const first = await c.call('PATCH', path, { privateEnabled: true });
  expect(first.status, first.text).toBe(202);
  const stamp = makeStamp(String(first.body['payloadToSign']), key);
  return c.call(
    'PATCH',
    path,
    { privateEnabled: true },
    { [header]: stamp, 'Request-Id': String(first.body['requestId']) },
  );
}

describe('the wallet signature header name', () => {
  it("is the document's by default and production's when configured (WALLET_SIGNATURE_HEADER)", () => {
    expect(defaultConfig().walletSignatureHeader).toBe(walletSignatureHeader);
    expect(configFromEnv({ WALLET_SIGNATURE_HEADER: productionWalletSignatureHeader }).walletSignatureHeader).toBe(
      productionWalletSignatureHeader,
    );
    expect(() => defaultConfig({ walletSignatureHeader: 'Bad Header' })).toThrow(/walletSignatureHeader/);
  });

  it("a reference configured with production's name completes signed retries stamped in it, and no longer reads the document's", async () => {
    const c = await start({ walletSignatureHeader: productionWalletSignatureHeader });
    const { accountId } = await c.wallet();
    // The OTP log-in is itself a signed retry, stamped in the configured header.
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const documents = await retryWithHeader(c, accountId, otp.key, walletSignatureHeader);
    expect(documents.status, documents.text).toBe(401);
    expect(documents.body['code']).toBe('WALLET_SIGNATURE_MISSING');
    const productions = await retryWithHeader(c, accountId, otp.key, productionWalletSignatureHeader);
    expect(productions.status, productions.text).toBe(200);
    expect(productions.body).toMatchObject({ id: accountId, privateEnabled: true });
  });

  it("a reference with the default reads the document's name only", async () => {
    const c = await start();
    const { accountId } = await c.wallet();
    const otp = await c.otpLogin(await c.emailOtp(accountId));
    const productions = await retryWithHeader(c, accountId, otp.key, productionWalletSignatureHeader);
    expect(productions.status, productions.text).toBe(401);
    expect(productions.body['code']).toBe('WALLET_SIGNATURE_MISSING');
    expect((await retryWithHeader(c, accountId, otp.key, walletSignatureHeader)).status).toBe(200);
  });
});
