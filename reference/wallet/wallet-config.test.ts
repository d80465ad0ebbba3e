import { describe, expect, it } from 'vitest';
import { typicalSignedRetryWindowSeconds } from '../../spec/limits.ts';
import { defaultConfig } from '../config.ts';
import { embeddedWalletConfig, enclaveSigningKey, walletDefaults } from './wallet-config.ts';

describe('embeddedWalletConfig', () => {
  it('defaults to wallet accounts with customers, the typical retry window, the reference RP and issuer, an enclave key per server', () => {
    const first = embeddedWalletConfig();
    const second = embeddedWalletConfig();
    expect(first).toMatchObject({
      accountsWithCustomers: true,
      signedRetryWindowSeconds: typicalSignedRetryWindowSeconds,
      webauthn: { rpId: walletDefaults.rpId, origin: walletDefaults.origin },
      oidcIssuers: [...walletDefaults.oidcIssuers],
    });
    expect(first).toEqual(second);
    expect(enclaveSigningKey(first)).toEqual(enclaveSigningKey(first));
    expect(enclaveSigningKey(second)).not.toEqual(enclaveSigningKey(first));
    expect(enclaveSigningKey(embeddedWalletConfig({ enclaveSigningKeyHex: '11'.repeat(32) }))).toEqual(
      new Uint8Array(32).fill(0x11),
    );
    expect(defaultConfig().embeddedWallet.webauthn.rpId).toBe(walletDefaults.rpId);
  });

  it('refuses values it cannot use', () => {
    expect(() => embeddedWalletConfig({ enclaveSigningKeyHex: '00'.repeat(32) })).toThrow(/enclaveSigningKeyHex/);
    expect(() => embeddedWalletConfig({ signedRetryWindowSeconds: 0 })).toThrow(/signedRetryWindowSeconds/);
    expect(() => embeddedWalletConfig({ webauthn: { rpId: 'x', origin: 'not a url' } })).toThrow(/origin/);
    expect(() => embeddedWalletConfig({ oidcIssuers: [] })).toThrow(/oidcIssuers/);
  });
});
