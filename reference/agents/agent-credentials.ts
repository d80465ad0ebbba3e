import { createHash, randomBytes, randomInt } from 'node:crypto';

/** How long a device code may be redeemed (not shown; production answers an `expiresAt`). */
export const deviceCodeLifetimeMs = 15 * 60 * 1000;

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L), for codes a person may type. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh device code, `AGENT-XXXX-XXXX-XXXX` (about 59 bits from the system's CSPRNG). */
export function newDeviceCode(): string {
  const group = () => Array.from({ length: 4 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
  return `AGENT-${group()}-${group()}-${group()}`;
}

/** A fresh access token: 256 random bits, `gat_<hex>` (production's form). */
export function newAccessToken(): string {
  return `gat_${randomBytes(32).toString('hex')}`;
}

/**
 * The key an access token is stored and looked up under: its SHA-256, hex. The token has 256 bits of entropy, so a
 * fast hash is enough, and a leaked store gives no usable token.
 */
export function accessTokenKey(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
