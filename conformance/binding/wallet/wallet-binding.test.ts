import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hpkeOpen } from '../../../spec/hpke-profile.ts';
import { generateP256KeyPair } from '../../crypto/p256-keys.ts';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiClient } from '../../http/client.ts';
import { bindingMethods, createBinding } from '../binding.ts';
import { startLoopbackApi } from '../loopback-api.ts';
import { methods } from './wallet-binding.ts';

let api: ApiClient;
let close: () => Promise<void>;
const run = { baseUrl: '', clientId: 'id' } as unknown as RunContext;
const requests: string[] = [];

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    req.resume();
    requests.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/v/customers/internal-accounts' && url.searchParams.get('customerId') === 'Customer:1') {
      res.end(
        JSON.stringify({
          data: [{ id: 'InternalAccount:1', type: 'EMBEDDED_WALLET', privateEnabled: true }],
          hasMore: false,
        }),
      );
    } else if (url.pathname === '/v/customers/internal-accounts') {
      res.end(JSON.stringify({ data: [], hasMore: false }));
    } else if (url.pathname === '/v/auth/sessions') {
      res.end(JSON.stringify({ data: [{ id: 'Session:1' }, { id: 'Session:2' }] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  }));
});

afterAll(() => close());

describe('default wallet binding', () => {
  it('is part of every binding', () => {
    for (const name of methods) expect(bindingMethods).toContain(name);
  });

  it("finds the customer's EMBEDDED_WALLET account and its privacy, the active sessions, or fails as set-up", async () => {
    const binding = createBinding({ api, run });
    expect(await binding.walletAccountOf('Customer:1')).toBe('InternalAccount:1');
    expect(requests.at(-1)).toBe('/v/customers/internal-accounts?customerId=Customer%3A1&type=EMBEDDED_WALLET');
    expect(await binding.walletPrivacyOf('Customer:1', 'InternalAccount:1')).toBe(true);
    await expect(binding.walletAccountOf('Customer:2')).rejects.toThrow(SetupError);
    expect(await binding.activeSessionIdsOf('InternalAccount:1')).toEqual(['Session:1', 'Session:2']);
  });

  it('builds the production bodies', () => {
    const binding = createBinding({ api, run });
    const key = generateP256KeyPair();
    expect(binding.walletCustomerBody({ email: 'a@example.com', phoneNumber: '+15550000001' })).toMatchObject({
      customerType: 'INDIVIDUAL',
      email: 'a@example.com',
      phoneNumber: '+15550000001',
    });
    expect(binding.customerEmailUpdateBody('b@example.com')).toEqual({
      customerType: 'INDIVIDUAL',
      email: 'b@example.com',
    });
    expect(binding.customerEmailOf({ email: 'c@example.com' })).toBe('c@example.com');
    expect(binding.otpCredentialBody('SMS_OTP', 'InternalAccount:1')).toEqual({
      type: 'SMS_OTP',
      accountId: 'InternalAccount:1',
    });
    expect(binding.walletPrivacyBody(false)).toEqual({ privateEnabled: false });
    expect(binding.walletExportBody(key)).toEqual({ clientPublicKey: key.publicKeyUncompressedHex });
    expect(binding.clientPublicKeyOf(key)).toBe(key.publicKeyUncompressedHex);
  });

  it('signs the exact payload; its payload variants all differ from it', () => {
    const binding = createBinding({ api, run });
    const key = generateP256KeyPair();
    const payload = '{"parameters":{"a":1},"type":"ACTIVITY_TYPE_X"}';
    const stamp = JSON.parse(
      Buffer.from(binding.walletSignature(payload, key.privateKey), 'base64url').toString('utf8'),
    ) as Record<string, string>;
    expect(stamp['publicKey']).toBe(key.publicKeyCompressedHex);
    expect(
      p256.verify(
        Buffer.from(stamp['signature']!, 'hex'),
        utf8ToBytes(payload),
        Buffer.from(key.publicKeyCompressedHex, 'hex'),
        { format: 'der' },
      ),
    ).toBe(true);
    const variants = binding.payloadVariants(payload);
    expect(variants.length).toBeGreaterThanOrEqual(4);
    for (const v of variants) expect(v).not.toBe(payload);
    expect(binding.payloadVariants('not json').length).toBe(3);
  });

  it('reads a signed target bundle, refuses a badly signed one, and seals the code with the compressed client key', async () => {
    const binding = createBinding({ api, run });
    const enclave = p256.utils.randomSecretKey();
    const target = generateP256KeyPair();
    const data = utf8ToBytes(JSON.stringify({ targetPublic: target.publicKeyUncompressedHex }));
    const bundle = (signer: Uint8Array) =>
      JSON.stringify({
        version: 'v1.0.0',
        data: bytesToHex(data),
        dataSignature: bytesToHex(p256.sign(data, signer, { format: 'der' })),
        enclaveQuorumPublic: bytesToHex(p256.getPublicKey(enclave, false)),
      });
    expect(binding.otpTargetKeyOf(bundle(enclave))).toBe(target.publicKeyUncompressedHex);
    expect(() => binding.otpTargetKeyOf(bundle(p256.utils.randomSecretKey()))).toThrow(SetupError);
    const client = generateP256KeyPair();
    const sealed = JSON.parse(
      await binding.sealOtp({
        targetPublicKeyHex: target.publicKeyUncompressedHex,
        otpCode: '000000',
        clientKey: client,
      }),
    ) as Record<string, string>;
    const opened = await hpkeOpen(
      target.privateKey,
      Buffer.from(sealed['encappedPublic']!, 'hex'),
      Buffer.from(sealed['ciphertext']!, 'hex'),
    );
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual({
      otp_code: '000000',
      public_key: client.publicKeyCompressedHex,
    });
    await expect(binding.sessionSigningKeyOf('not-base58', client.privateKey)).rejects.toThrow(SetupError);
  });
});
