import { randomFillSync } from 'node:crypto';

/** Bytes of a wallet account's secret. */
export const walletSecretBytes = 32;

/** Bytes drawn from the system's CSPRNG at once: one call per 128 secrets rather than one per secret. */
const poolBytes = 4096;
const pool = Buffer.alloc(poolBytes);
let offset = poolBytes;

/**
 * A new wallet secret as hex, from the system's CSPRNG. Each synchronous draw costs a fixed few microseconds
 * whatever its size, paid once per created customer, so secrets are taken from a pool drawn in bulk (as Node does
 * for `randomUUID`). Every pooled byte is handed out once and wiped from the pool as it is.
 */
export function newWalletSecretHex(): string {
  if (offset + walletSecretBytes > poolBytes) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + walletSecretBytes);
  pool.fill(0, offset, offset + walletSecretBytes);
  offset += walletSecretBytes;
  return hex;
}
