import { describe, expect, it } from 'vitest';
import { newWalletSecretHex, walletSecretBytes } from './wallet-secret.ts';

describe('newWalletSecretHex', () => {
  it('gives secrets of the declared length, each one new, across several refills of the pool', () => {
    const secrets = Array.from({ length: 1000 }, newWalletSecretHex);
    for (const secret of secrets) expect(secret).toMatch(new RegExp(`^[0-9a-f]{${walletSecretBytes * 2}}$`));
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('never hands out the wiped (zero) bytes of the pool', () => {
    const zero = '0'.repeat(walletSecretBytes * 2);
    // 32 random bytes are all zero with probability 2^-256: a zero secret means a wiped slice was handed out again.
    for (let i = 0; i < 1000; i += 1) expect(newWalletSecretHex()).not.toBe(zero);
  });

  it('draws bytes that look random: every hex digit occurs, none dominates', () => {
    const digits = Array.from({ length: 400 }, newWalletSecretHex).join('');
    const counts = new Map<string, number>();
    for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(16);
    // 25,600 digits, 1,600 expected per digit; 2,000 is more than ten standard deviations away.
    for (const count of counts.values()) expect(count).toBeLessThan(2000);
  });
});
