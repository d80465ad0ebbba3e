import { afterEach, describe, expect, it } from 'vitest';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(): Promise<ReferenceUnderTest> {
  running = await startReferenceUnderTest();
  return running;
}

async function createCustomer(ref: ReferenceUnderTest, body: object): Promise<string> {
  const answer = await ref.call('POST', '/customers', { json: body });
  expect(answer.status, answer.text).toBe(201);
  return String((answer.json as { id: string }).id);
}

const businessBody = (registrationNumber: string) => ({
  customerType: 'BUSINESS',
  businessInfo: { legalName: 'Acme', country: 'US', incorporatedOn: '2001-01-01', taxId: '1', registrationNumber },
});

const ownerBody = (customerId: string, lastName: string) => ({
  customerId,
  roles: ['UBO', 'DIRECTOR'],
  ownershipPercentage: 40,
  personalInfo: {
    firstName: 'Grace',
    lastName,
    birthDate: '1906-12-09',
    nationality: 'US',
    address: { line1: '1 Main St', postalCode: '10001', country: 'US' },
    idType: 'SSN',
    identifier: '123-45-6789',
  },
});

describe('POST /beneficial-owners and GET /beneficial-owners/{id}', () => {
  it('creates an owner of a business: id, fields, UNVERIFIED until its business resolves; identifier answered (production requires it)', async () => {
    const ref = await start();
    const business = await createCustomer(ref, businessBody('REG-001'));
    const answer = await ref.call('POST', '/beneficial-owners', { json: ownerBody(business, 'Hopper002') });
    expect(answer.status, answer.text).toBe(201);
    const owner = answer.json as Record<string, unknown>;
    expect(String(owner['id'])).toMatch(/^BeneficialOwner:[0-9a-f-]{36}$/);
    expect(owner).toMatchObject({ customerId: business, roles: ['UBO', 'DIRECTOR'], ownershipPercentage: 40 });
    expect(owner['kycStatus']).toBe('UNVERIFIED');
    expect(owner['personalInfo']).toMatchObject({ lastName: 'Hopper002' });
    expect(owner['personalInfo']).toMatchObject({ identifier: '123-45-6789' });
    const read = await ref.call('GET', `/beneficial-owners/${String(owner['id'])}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(owner);
  });

  it('takes the 4.5 kycStatus by last name once the business resolved terminally, also for owners added later', async () => {
    const ref = await start();
    const business = await createCustomer(ref, businessBody('REG-777'));
    const before = await ref.call('POST', '/beneficial-owners', { json: ownerBody(business, 'Lovelace001') });
    const verification = await ref.call('POST', '/verifications', { json: { customerId: business } });
    expect(verification.json).toMatchObject({ verificationStatus: 'APPROVED' });
    const reread = await ref.call('GET', `/beneficial-owners/${String((before.json as { id: string }).id)}`);
    expect(reread.json).toMatchObject({ kycStatus: 'PENDING' });
    const statuses: Record<string, unknown> = {};
    for (const lastName of ['Byron002', 'Byron003', 'Byron']) {
      statuses[lastName] = (
        (await ref.call('POST', '/beneficial-owners', { json: ownerBody(business, lastName) })).json as {
          kycStatus: string;
        }
      ).kycStatus;
    }
    expect(statuses).toEqual({ Byron002: 'REJECTED', Byron003: 'APPROVED', Byron: 'APPROVED' });
  });

  it('answers 404 for an unknown customer or owner, 400 for an individual or an invalid body', async () => {
    const ref = await start();
    const unknown = await ref.call('POST', '/beneficial-owners', {
      json: ownerBody('Customer:00000000-0000-4000-8000-000000000000', 'X'),
    });
    expect(unknown.status).toBe(404);
    expect((await ref.call('GET', '/beneficial-owners/BeneficialOwner:nope')).status).toBe(404);
    const individual = await createCustomer(ref, { customerType: 'INDIVIDUAL', fullName: 'Ada 001' });
    const wrongType = await ref.call('POST', '/beneficial-owners', { json: ownerBody(individual, 'X') });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ code: 'INVALID_INPUT', details: { errors: [{ field: 'customerId' }] } });
    const invalid = await ref.call('POST', '/beneficial-owners', {
      json: { customerId: individual, roles: ['KING'], ownershipPercentage: 101, personalInfo: { firstName: 'A' } },
    });
    const fields = (invalid.json as { details: { errors: { field: string }[] } }).details.errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['roles.0', 'ownershipPercentage', 'personalInfo.lastName', 'personalInfo.birthDate']),
    );
    expect(await ref.store.read((d) => Object.keys(d.beneficialOwners))).toEqual([]);
  });
});
