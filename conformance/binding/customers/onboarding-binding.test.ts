import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunContext } from '../../engine/run-context.ts';
import { SetupError } from '../../engine/setup-error.ts';
import type { ApiClient } from '../../http/client.ts';
import { createBinding } from '../binding.ts';
import { startLoopbackApi } from '../loopback-api.ts';
import { create } from './onboarding-binding.ts';

let api: ApiClient;
let close: () => Promise<void>;
const run = { baseUrl: '', clientId: 'id' } as unknown as RunContext;
const received: { url: string; body: unknown }[] = [];

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

beforeAll(async () => {
  ({ api, close } = await startLoopbackApi((req, res) => {
    void bodyOf(req).then((body) => {
      received.push({ url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      const owner = body as { customerId?: string } | undefined;
      if (req.method === 'POST' && req.url === '/v/beneficial-owners' && owner?.customerId === 'Customer:ok') {
        res.statusCode = 201;
        res.end('{"id":"BeneficialOwner:1"}');
      } else if (req.method === 'POST' && req.url === '/v/beneficial-owners' && owner?.customerId === 'Customer:noid') {
        res.statusCode = 201;
        res.end('{}');
      } else if (req.method === 'DELETE' && req.url === '/v/customers/Customer%3Agone') {
        res.end('{"id":"Customer:gone","isDeleted":true}');
      } else if (req.method === 'DELETE' && req.url === '/v/customers/Customer%3Akept') {
        res.end('{"id":"Customer:kept","isDeleted":false}');
      } else if (req.url === '/v/beneficial-owners/BeneficialOwner%3A1') {
        res.end('{"id":"BeneficialOwner:1","kycStatus":"APPROVED"}');
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  }));
});

afterAll(() => close());

describe('onboarding binding defaults (production shapes)', () => {
  it('creates a beneficial owner with the given last name and returns its id, or fails as set-up', async () => {
    const binding = create({ api, run });
    expect(await binding.createBeneficialOwner({ customerId: 'Customer:ok', lastName: 'Hopper002' })).toBe(
      'BeneficialOwner:1',
    );
    const sent = received.find((r) => r.url === '/v/beneficial-owners')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ customerId: 'Customer:ok', personalInfo: { lastName: 'Hopper002' } });
    await expect(binding.createBeneficialOwner({ customerId: 'Customer:other', lastName: 'X' })).rejects.toThrow(
      /answered 404/,
    );
    await expect(binding.createBeneficialOwner({ customerId: 'Customer:noid', lastName: 'X' })).rejects.toThrow(
      SetupError,
    );
  });

  it('reads a beneficial owner back, or fails as set-up', async () => {
    const binding = create({ api, run });
    expect(await binding.getBeneficialOwner('BeneficialOwner:1')).toEqual({
      id: 'BeneficialOwner:1',
      kycStatus: 'APPROVED',
    });
    await expect(binding.getBeneficialOwner('BeneficialOwner:2')).rejects.toThrow(SetupError);
  });

  it('maps field paths, recognises the poor-quality error, builds a consent, names a business document type', () => {
    const binding = createBinding({ api, run });
    expect(binding.verificationFieldPath('address.line1')).toBe('customer.address.line1');
    expect(binding.isPoorQualityDocumentError({ type: 'POOR_QUALITY_DOCUMENT' })).toBe(true);
    expect(binding.isPoorQualityDocumentError({ type: 'MISSING_FIELD' })).toBe(false);
    expect(binding.endUserTermsConsent('V9')).toMatchObject({ termsVersion: 'V9', acceptanceMethod: 'CHECKBOX' });
    expect(Number.isNaN(Date.parse(String(binding.endUserTermsConsent('V9')['acceptedAt'])))).toBe(false);
    expect(binding.businessDocumentType()).toBe('CERTIFICATE_OF_INCORPORATION');
  });

  it('deactivates a customer by deleting it, or fails as set-up when it is not answered deleted', async () => {
    const binding = create({ api, run });
    await expect(binding.deactivateCustomer('Customer:gone')).resolves.toBeUndefined();
    await expect(binding.deactivateCustomer('Customer:kept')).rejects.toThrow(SetupError);
    await expect(binding.deactivateCustomer('Customer:other')).rejects.toThrow(/answered 404/);
  });

  it('claims a UMA address on the deployment host with the production member', () => {
    const binding = create({ api, run: { ...run, baseUrl: 'https://pay.example.test/2025-10-13' } });
    expect(binding.umaAddressMembers('alice7')).toEqual({ umaAddress: '$alice7@pay.example.test' });
  });
});
