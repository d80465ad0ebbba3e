import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * Signs webhook bodies. The document does not show the signature scheme (part 6); the reference follows the
 * production facts: the header carries base64 ECDSA P-256 over the SHA-256 of the exact body bytes (DER signature).
 */
export interface WebhookSigner {
  /** Base64 of the DER ECDSA P-256 / SHA-256 signature of `body`. */
  sign(body: Uint8Array): string;
  /** The verification key (SPKI PEM), for the platform that receives the webhooks. */
  readonly publicKeyPem: string;
}

/** Header that carries the signature (production facts). */
export const webhookSignatureHeader = 'X-Grid-Signature';

/** A signer over the given PKCS#8 PEM P-256 key, or over a fresh key when none is given. */
export function createWebhookSigner(privateKeyPem?: string): WebhookSigner {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'ec' || details?.namedCurve !== 'prime256v1') {
    throw new Error('the webhook signing key must be a P-256 (prime256v1) EC private key');
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    sign: (body) => sign('sha256', body, privateKey).toString('base64'),
    publicKeyPem,
  };
}
