import { describe, expect, it } from 'vitest';
import { typicalSignedRetryWindowSeconds } from '../../spec/limits.ts';
import { defaultConfig } from '../config.ts';
import { embeddedWalletConfig, walletDefaults } from './wallet-config.ts';

describe('embeddedWalletConfig', () => {
  it('defaults to wallet accounts with customers, the typical retry window, the reference RP and issuer, a random enclave key', () => {
    const first = embeddedWalletConfig();
    const second = embeddedWalletConfig();
    expect(first).toMatchObject({
      accountsWithCustomers: true,
      signedRetryWindowSeconds: typicalSignedRetryWindowSeconds,
      webauthn: { rpId: walletDefaults.rpId, origin: walletDefaults.origin },
      oidcIssuers: [...walletDefaults.oidcIssuers],
    });
    expect(first.enclaveSigningKeyHex).toMatch(/^[0-9a-f]{64}$/);
    expect(second.enclaveSigningKeyHex).not.toBe(first.enclaveSigningKeyHex);
    expect(defaultConfig().embeddedWallet.webauthn.rpId).toBe(walletDefaults.rpId);
  });

  it('refuses values it cannot use', () => {
    expect(() => embeddedWalletConfig({ enclaveSigningKeyHex: '00'.repeat(32) })).toThrow(/enclaveSigningKeyHex/);
    expect(() => embeddedWalletConfig({ signedRetryWindowSeconds: 0 })).toThrow(/signedRetryWindowSeconds/);
    expect(() => embeddedWalletConfig({ webauthn: { rpId: 'x', origin: 'not a url' } })).toThrow(/origin/);
    expect(() => embeddedWalletConfig({ oidcIssuers: [] })).toThrow(/oidcIssuers/);
  });
});
