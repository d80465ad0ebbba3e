import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../clock.ts';
import { startReferenceUnderTest, type Answer, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
let clock: ManualClock;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(config: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  clock = createManualClock(new Date('2026-03-01T10:00:00.000Z'));
  running = await startReferenceUnderTest({ clock, ...config });
  return running;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const individual = {
  customerType: 'INDIVIDUAL',
  platformCustomerId: 'platform-individual-1',
  fullName: 'Grace Hopper',
  birthDate: '1906-12-09',
  nationality: 'US',
  idType: 'SSN',
  identifier: '123-45-6789',
  address: { line1: '1 Main St', city: 'Arlington', postalCode: '22201', country: 'US' },
};

const business = {
  customerType: 'BUSINESS',
  platformCustomerId: 'platform-business-1',
  businessInfo: { legalName: 'Acme Corp', country: 'US', incorporatedOn: '2001-02-03', taxId: '12-3456789' },
  address: { line1: '2 Market St', postalCode: '94105', country: 'US' },
};

function consent(termsVersion: string) {
  return { acceptedAt: '2026-03-01T09:59:00Z', ipAddress: '203.0.113.7', termsVersion, acceptanceMethod: 'CHECKBOX' };
}

function expectError(answer: Answer, status: number, code: string): Record<string, unknown> {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.json as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(typeof body['message']).toBe('string');
  return body;
}

function fieldsOf(answer: Answer): string[] {
  const body = expectError(answer, 400, 'INVALID_INPUT');
  const errors = (body['details'] as { errors: { field: string; message: string }[] }).errors;
  for (const error of errors) expect(typeof error.message).toBe('string');
  return errors.map((e) => e.field);
}

async function create(ref: ReferenceUnderTest, body: object): Promise<Record<string, unknown>> {
  const answer = await ref.call('POST', '/customers', { json: body });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as Record<string, unknown>;
}

describe('GET /customers/end-user-terms', () => {
  it('answers the configured current terms', async () => {
    const ref = await start({ config: { endUserTerms: { version: 'V7', url: 'https://terms.test/v7' } } });
    const answer = await ref.call('GET', '/customers/end-user-terms');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ version: 'V7', url: 'https://terms.test/v7' });
  });
});

describe('POST /customers', () => {
  it('creates an individual: id, submitted fields, kycStatus, timestamps; identifier stored, not answered', async () => {
    const ref = await start();
    const created = await create(ref, individual);
    expect(created['id']).toMatch(/^Customer:/);
    expect(String(created['id']).slice('Customer:'.length)).toMatch(uuid);
    const { identifier: _writeOnly, ...visible } = individual;
    expect(created).toMatchObject(visible);
    expect(created).not.toHaveProperty('identifier');
    // Sandbox (the default): a fullName with any other ending than 001-003 is approved at creation (3.2).
    expect(created['kycStatus']).toBe('APPROVED');
    expect(created).not.toHaveProperty('kybStatus');
    expect(created['createdAt']).toBe('2026-03-01T10:00:00.000Z');
    expect(created['updatedAt']).toBe('2026-03-01T10:00:00.000Z');
    expect(created['isDeleted']).toBe(false);
    const stored = await ref.store.read((d) => d.customers[String(created['id'])]);
    expect(stored?.profile['identifier']).toBe('123-45-6789');
  });

  it("decides an individual's kycStatus by the last three characters of fullName in the sandbox only", async () => {
    const ref = await start();
    const statuses: Record<string, unknown> = {};
    for (const ending of ['001', '002', '003', '004', 'abc']) {
      const created = await create(ref, { customerType: 'INDIVIDUAL', fullName: `Ada Byron ${ending}` });
      statuses[ending] = created['kycStatus'];
    }
    expect(statuses).toEqual({
      '001': 'PENDING',
      '002': 'REJECTED',
      '003': 'UNVERIFIED',
      '004': 'APPROVED',
      abc: 'APPROVED',
    });
    expect((await create(ref, { customerType: 'INDIVIDUAL' }))['kycStatus'], 'no name, no ending').toBe('UNVERIFIED');
    await running?.close();
    const production = await start({ config: { sandbox: false } });
    expect((await create(production, { customerType: 'INDIVIDUAL', fullName: 'Ada 002' }))['kycStatus']).toBe(
      'UNVERIFIED',
    );
  });

  it('creates a business with UNVERIFIED kybStatus', async () => {
    const ref = await start();
    const created = await create(ref, business);
    expect(created).toMatchObject({
      customerType: 'BUSINESS',
      kybStatus: 'UNVERIFIED',
      businessInfo: business.businessInfo,
    });
    expect(created).not.toHaveProperty('kycStatus');
  });

  it('generates a platformCustomerId when none is given, and keeps umaAddress', async () => {
    const ref = await start();
    const { platformCustomerId: _omitted, ...body } = individual;
    const created = await create(ref, { ...body, umaAddress: '$grace@uma.test' });
    expect(created['platformCustomerId']).toMatch(uuid);
    expect(created['umaAddress']).toBe('$grace@uma.test');
  });

  it('server-owned members in the body do not override the server', async () => {
    const ref = await start();
    const created = await create(ref, {
      customerType: 'INDIVIDUAL',
      fullName: 'Plain Name001',
      kycStatus: 'APPROVED',
      id: 'Customer:chosen-by-client',
      isDeleted: true,
      createdAt: '1999-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({ kycStatus: 'PENDING', isDeleted: false, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(created['id']).not.toBe('Customer:chosen-by-client');
  });

  it('lists every invalid field in one 400 INVALID_INPUT', async () => {
    const ref = await start();
    const answer = await ref.call('POST', '/customers', {
      json: { ...individual, phoneNumber: 'call me', birthDate: 'yesterday', idType: 'PASSPORT_NUMBER' },
    });
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['phoneNumber', 'birthDate', 'idType']));
    expect(await ref.store.read((d) => Object.keys(d.customers))).toEqual([]);
  });

  it('a body without customerType is invalid', async () => {
    const ref = await start();
    expectError(await ref.call('POST', '/customers', { json: { fullName: 'No Type' } }), 400, 'INVALID_INPUT');
  });

  it('a platformCustomerId held by an active customer answers 409 CONFLICT; a deleted holder frees it', async () => {
    const ref = await start();
    const first = await create(ref, individual);
    expectError(
      await ref.call('POST', '/customers', {
        json: { ...business, platformCustomerId: individual.platformCustomerId },
      }),
      409,
      'CONFLICT',
    );
    await ref.store.transact((draft) => {
      draft.customers[String(first['id'])]!.isDeleted = true;
    });
    await create(ref, { ...business, platformCustomerId: individual.platformCustomerId });
  });

  it('an UMA address held by an active customer answers 409 UMA_ADDRESS_EXISTS', async () => {
    const ref = await start();
    await create(ref, { ...individual, umaAddress: '$taken@uma.test' });
    expectError(
      await ref.call('POST', '/customers', {
        json: { ...business, umaAddress: '$taken@uma.test' },
      }),
      409,
      'UMA_ADDRESS_EXISTS',
    );
  });

  it('consent to the current terms is stored; any other version answers 400 END_USER_TERMS_VERSION_NOT_FOUND', async () => {
    const ref = await start();
    const created = await create(ref, { ...individual, endUserTermsConsent: consent('V1') });
    expect(created['endUserTermsConsent']).toEqual(consent('V1'));
    expectError(
      await ref.call('POST', '/customers', {
        json: { ...business, endUserTermsConsent: consent('V0') },
      }),
      400,
      'END_USER_TERMS_VERSION_NOT_FOUND',
    );
    expect(await ref.store.read((d) => Object.keys(d.customers).length)).toBe(1);
  });
});

describe('PATCH /customers/{customerId}', () => {
  it('changes the given fields, keeps the others and moves updatedAt', async () => {
    const ref = await start();
    const created = await create(ref, individual);
    clock.advance(60_000);
    const address = { line1: '9 New Rd', postalCode: '10001', country: 'US' };
    const answer = await ref.call('PATCH', `/customers/${encodeURIComponent(String(created['id']))}`, {
      json: { customerType: 'INDIVIDUAL', address, fullName: 'Grace B. Hopper' },
    });
    expect(answer.status, answer.text).toBe(200);
    const updated = answer.json as Record<string, unknown>;
    expect(updated).toMatchObject({
      id: created['id'],
      fullName: 'Grace B. Hopper',
      birthDate: individual.birthDate,
      platformCustomerId: individual.platformCustomerId,
      kycStatus: 'APPROVED',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:01:00.000Z',
    });
    expect(updated['address']).toMatchObject(address);
    expect(updated).not.toHaveProperty('identifier');
    const read = await ref.call('GET', `/customers/${String(created['id'])}`);
    expect(read.json).toEqual(updated);
  });

  it('an unknown customer answers 404', async () => {
    const ref = await start();
    const answer = await ref.call('PATCH', '/customers/Customer:00000000-0000-4000-8000-000000000000', {
      json: { customerType: 'INDIVIDUAL', fullName: 'Nobody' },
    });
    expectError(answer, 404, 'USER_NOT_FOUND');
  });

  it('a customerType other than the stored one is a field error on customerType, listed with the others', async () => {
    const ref = await start();
    const created = await create(ref, individual);
    const path = `/customers/${String(created['id'])}`;
    expect(fieldsOf(await ref.call('PATCH', path, { json: { customerType: 'BUSINESS' } }))).toEqual(['customerType']);
    const both = await ref.call('PATCH', path, { json: { customerType: 'BUSINESS', phoneNumber: 'call me' } });
    expect(fieldsOf(both)).toEqual(expect.arrayContaining(['customerType', 'phoneNumber']));
  });

  it('lists every invalid field in one 400 INVALID_INPUT and changes nothing', async () => {
    const ref = await start();
    const created = await create(ref, individual);
    const answer = await ref.call('PATCH', `/customers/${String(created['id'])}`, {
      json: { customerType: 'INDIVIDUAL', phoneNumber: '12', birthDate: 'soon', fullName: 'Changed' },
    });
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['phoneNumber', 'birthDate']));
    const read = (await ref.call('GET', `/customers/${String(created['id'])}`)).json as Record<string, unknown>;
    expect(read['fullName']).toBe(individual.fullName);
  });

  it('an update does not declare platformCustomerId: it is dropped, never stored, and no conflict is answered', async () => {
    const ref = await start();
    const first = await create(ref, individual);
    await create(ref, business);
    const path = `/customers/${String(first['id'])}`;
    const moved = await ref.call('PATCH', path, {
      json: { customerType: 'INDIVIDUAL', platformCustomerId: business.platformCustomerId, fullName: 'Renamed' },
    });
    expect(moved.status, moved.text).toBe(200);
    const read = (await ref.call('GET', path)).json as Record<string, unknown>;
    expect(read['fullName']).toBe('Renamed');
    expect(read['platformCustomerId']).toBe(individual.platformCustomerId);
  });

  it('refuses end-user terms consent to a version not in force', async () => {
    const ref = await start();
    const created = await create(ref, individual);
    const answer = await ref.call('PATCH', `/customers/${String(created['id'])}`, {
      json: { customerType: 'INDIVIDUAL', endUserTermsConsent: consent('V2') },
    });
    expectError(answer, 400, 'END_USER_TERMS_VERSION_NOT_FOUND');
  });
});

describe('GET /customers/{customerId}', () => {
  it('answers the stored customer, and 404 for ids that name none (inherited names included)', async () => {
    const ref = await start();
    const created = await create(ref, business);
    const answer = await ref.call('GET', `/customers/${encodeURIComponent(String(created['id']))}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(created);
    for (const id of ['Customer:00000000-0000-4000-8000-000000000000', '__proto__', 'constructor']) {
      expectError(await ref.call('GET', `/customers/${id}`), 404, 'USER_NOT_FOUND');
    }
  });
});
