import { p256 } from '@noble/curves/nist.js';

/**
 * A P-256 public key given as hex (compressed `02`/`03` + 64, or uncompressed `04` + 128 digits), in the compressed
 * lowercase form the reference stores and compares; `undefined` when the text is not a point of the curve.
 */
export function compressedPublicKeyHex(hex: unknown): string | undefined {
  if (typeof hex !== 'string' || !/^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/.test(hex)) return undefined;
  try {
    return p256.Point.fromHex(hex.toLowerCase()).toHex(true);
  } catch {
    return undefined;
  }
}

/** The same key, uncompressed (`04` + 128 hex digits); `undefined` when the text is not a point of the curve. */
export function uncompressedPublicKeyHex(hex: unknown): string | undefined {
  const compressed = compressedPublicKeyHex(hex);
  return compressed === undefined ? undefined : p256.Point.fromHex(compressed).toHex(false);
}
