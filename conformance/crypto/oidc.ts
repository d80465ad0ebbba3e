/**
 * OIDC ID tokens for the OAUTH credential flows, minted by the suite as an identity provider would (4.2, 4.5).
 *
 * With a signing key the token is a real JWS (jose); without one it is JWT-shaped with a dummy signature segment, which
 * the sandbox accepts (4.5). `startJwksServer` plays the issuer on loopback, so a deployment that checks signatures
 * against the issuer's key set (outside the sandbox profile) can be pointed at it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { SignJWT, base64url, calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

/** Lowercase hex SHA-256 of the UTF-8 text: the `nonce` an OAUTH verify needs is `sha256Hex(clientPublicKey)`. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export type IdTokenClaimName = 'iss' | 'aud' | 'sub' | 'iat' | 'exp' | 'email' | 'nonce';

export interface MintIdTokenInput {
  issuer: string;
  audience: string | string[];
  subject: string;
  email?: string;
  nonce?: string;
  /** Default: now (whole seconds). */
  iatSeconds?: number;
  /** Default: ten minutes after `iat`. */
  expSeconds?: number;
  /** Sign with this key (ES256, ES384 or RS256 by its algorithm); without one the signature segment is a dummy. */
  signingKey?: CryptoKey | undefined;
  /** Claims to leave out, so a negative test can break one rule at a time. */
  omit?: readonly IdTokenClaimName[];
  /** Claims set last, whatever their type (for example a non-numeric `iat`). */
  overrides?: Readonly<Record<string, unknown>>;
}

/** The signature segment of an unsigned token: 64 zero bytes, the size of an ES256 signature. */
export const dummySignatureSegment = base64url.encode(new Uint8Array(64));

function algorithmOf(key: CryptoKey): string {
  const algorithm = key.algorithm as { name: string; namedCurve?: string };
  if (algorithm.name === 'ECDSA' && algorithm.namedCurve === 'P-256') return 'ES256';
  if (algorithm.name === 'ECDSA' && algorithm.namedCurve === 'P-384') return 'ES384';
  if (algorithm.name === 'RSASSA-PKCS1-v1_5') return 'RS256';
  throw new Error(`cannot sign an ID token with a ${algorithm.name} key`);
}

async function keyIdOf(key: CryptoKey): Promise<string | undefined> {
  if (!key.extractable) return undefined;
  return calculateJwkThumbprint(await exportJWK(key));
}

/** An ID token with the given claims. */
export async function mintIdToken(input: MintIdTokenInput): Promise<string> {
  const iat = input.iatSeconds ?? Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    iss: input.issuer,
    aud: input.audience,
    sub: input.subject,
    iat,
    exp: input.expSeconds ?? iat + 600,
  };
  if (input.email !== undefined) claims['email'] = input.email;
  if (input.nonce !== undefined) claims['nonce'] = input.nonce;
  for (const name of input.omit ?? []) delete claims[name];
  Object.assign(claims, input.overrides);
  const key = input.signingKey;
  if (!key) {
    const header = base64url.encode(JSON.stringify({ alg: 'ES256', typ: 'JWT' }));
    return `${header}.${base64url.encode(JSON.stringify(claims))}.${dummySignatureSegment}`;
  }
  const kid = await keyIdOf(key);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: algorithmOf(key), typ: 'JWT', ...(kid ? { kid } : {}) })
    .sign(key);
}

/** A loopback identity provider: its issuer URL, key set URL and signing key. */
export interface JwksServer {
  readonly issuer: string;
  readonly jwksUrl: string;
  readonly signingKey: CryptoKey;
  close(): Promise<void>;
}

/**
 * Serves `/.well-known/openid-configuration` and `/jwks` (one ES256 public key) on 127.0.0.1 at a free port. The
 * private key never leaves the process.
 */
export async function startJwksServer(): Promise<JwksServer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const keys = { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256', use: 'sig' }] };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const body =
      req.method !== 'GET'
        ? undefined
        : path === '/jwks'
          ? keys
          : path === '/.well-known/openid-configuration'
            ? { issuer, jwks_uri: `${issuer}/jwks` }
            : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    signingKey: privateKey,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
