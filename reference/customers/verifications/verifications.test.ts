import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { documentRules, rulesWith } from '../../rules.ts';
import { documentForm, postForm, sampleContents } from '../documents/test-upload.ts';
import {
  startReferenceUnderTest,
  type Answer,
  type ReferenceUnderTest,
} from '../../test-support/reference-under-test.ts';

let running: ReferenceUnderTest | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const clock = createManualClock(new Date('2026-03-01T10:00:00.000Z'));
async function start(options: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  running = await startReferenceUnderTest({ clock, ...options });
  return running;
}

async function createCustomer(ref: ReferenceUnderTest, body: object): Promise<string> {
  const answer = await ref.call('POST', '/customers', { json: body });
  expect(answer.status, answer.text).toBe(201);
  return String((answer.json as { id: string }).id);
}

const verify = (ref: ReferenceUnderTest, customerId: string) =>
  ref.call('POST', '/verifications', { json: { customerId } });

interface Entry {
  resourceId: string;
  type: string;
  field?: string;
  acceptedDocumentTypes?: string[];
  reason: string;
}
function result(answer: Answer): { verificationStatus: string; errors: Entry[]; id: string } {
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { verificationStatus: string; errors: Entry[]; id: string };
}

const address = { line1: '1 Main St', city: 'Arlington', postalCode: '22201', country: 'US' };
const completeIndividual = {
  birthDate: '1906-12-09',
  nationality: 'US',
  address,
  idType: 'SSN',
  identifier: '123-45-6789',
};
const businessInfo = (registrationNumber: string) => ({
  legalName: 'Acme',
  country: 'US',
  incorporatedOn: '2001-01-01',
  taxId: '12-3456789',
  registrationNumber,
});

async function upload(ref: ReferenceUnderTest, holder: string, documentType: string): Promise<string> {
  const answer = await postForm(
    ref,
    documentForm(
      { documentHolder: holder, documentType, country: 'US' },
      { content: sampleContents.pdf, name: 'd.pdf' },
    ),
  );
  expect(answer.status, answer.text).toBe(201);
  return String((answer.json as { id: string }).id);
}

async function addOwner(ref: ReferenceUnderTest, customerId: string, lastName: string): Promise<string> {
  const answer = await ref.call('POST', '/beneficial-owners', {
    json: {
      customerId,
      roles: ['UBO'],
      ownershipPercentage: 60,
      personalInfo: {
        ...{ firstName: 'Ada', lastName, birthDate: '1815-12-10', nationality: 'GB' },
        ...{ address, idType: 'SSN', identifier: '1' },
      },
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return String((answer.json as { id: string }).id);
}

const kycStatusOf = async (ref: ReferenceUnderTest, id: string) =>
  ((await ref.call('GET', `/customers/${id}`)).json as Record<string, unknown>)['kycStatus'];
const kybStatusOf = async (ref: ReferenceUnderTest, id: string) =>
  ((await ref.call('GET', `/customers/${id}`)).json as Record<string, unknown>)['kybStatus'];

describe('POST /verifications: individuals (3.2)', () => {
  it('001: lists every missing field and the identity document, then goes to manual review with kycStatus PENDING', async () => {
    const ref = await start();
    const id = await createCustomer(ref, {
      customerType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace001',
      nationality: 'GB',
    });
    const first = result(await verify(ref, id));
    expect(first.verificationStatus).toBe('RESOLVE_ERRORS');
    const missing = first.errors.filter((e) => e.type === 'MISSING_FIELD');
    expect(missing.map((e) => e.field)).toEqual([
      'customer.birthDate',
      'customer.address.line1',
      'customer.address.city',
      'customer.address.postalCode',
      'customer.address.country',
      'customer.idType',
      'customer.identifier',
    ]);
    for (const entry of first.errors) {
      expect(entry.resourceId).toBe(id);
      expect(entry.reason).toEqual(expect.any(String));
    }
    expect(first.errors.filter((e) => e.type === 'MISSING_IDENTITY_DOCUMENT')).toEqual([
      expect.objectContaining({ acceptedDocumentTypes: ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] }),
    ]);

    const patched = await ref.call('PATCH', `/customers/${id}`, {
      json: { customerType: 'INDIVIDUAL', ...completeIndividual },
    });
    expect(patched.status, patched.text).toBe(200);
    const stillNoDocument = result(await verify(ref, id));
    expect(stillNoDocument.errors.map((e) => e.type)).toEqual(['MISSING_IDENTITY_DOCUMENT']);
    await upload(ref, id, 'BANK_STATEMENT');
    expect(
      result(await verify(ref, id)).errors.map((e) => e.type),
      'not an identity document',
    ).toEqual(['MISSING_IDENTITY_DOCUMENT']);
    await upload(ref, id, 'NATIONAL_ID');
    clock.advance(1000);
    const resubmitted = result(await verify(ref, id));
    expect(resubmitted).toMatchObject({ verificationStatus: 'PENDING_MANUAL_REVIEW', errors: [], id: first.id });
    expect(await kycStatusOf(ref, id)).toBe('PENDING');
    expect(await ref.store.read((d) => Object.keys(d.verifications).length), 'one verification per customer').toBe(1);
  });

  it('003 with complete data: RESOLVE_ERRORS, a poor-quality error on the identity document; UNVERIFIED', async () => {
    const ref = await start();
    const id = await createCustomer(ref, { customerType: 'INDIVIDUAL', fullName: 'Bo003', ...completeIndividual });
    const documentId = await upload(ref, id, 'PASSPORT');
    const answer = result(await verify(ref, id));
    expect(answer.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(answer.errors).toEqual([expect.objectContaining({ resourceId: documentId, type: 'POOR_QUALITY_DOCUMENT' })]);
    expect(await kycStatusOf(ref, id)).toBe('UNVERIFIED');
  });

  it('002 and any other ending were resolved at creation: 400, and nothing is recorded', async () => {
    const ref = await start();
    for (const fullName of ['Rex002', 'Plain Name', 'Ada 004']) {
      const id = await createCustomer(ref, { customerType: 'INDIVIDUAL', fullName, ...completeIndividual });
      const answer = await verify(ref, id);
      expect(answer.status, fullName).toBe(400);
      expect(answer.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
    expect(await ref.store.read((d) => Object.keys(d.verifications))).toEqual([]);
  });

  it('without sandbox behaviours every individual goes through normal validation', async () => {
    const ref = await start({ config: { sandbox: false } });
    const id = await createCustomer(ref, { customerType: 'INDIVIDUAL', fullName: 'Rex002', ...completeIndividual });
    expect(result(await verify(ref, id)).verificationStatus).toBe('RESOLVE_ERRORS');
    await upload(ref, id, 'PASSPORT');
    expect(result(await verify(ref, id)).verificationStatus).toBe('PENDING_MANUAL_REVIEW');
  });

  it('answers 404 for an unknown customer and 400 listing an invalid customerId', async () => {
    const ref = await start();
    const unknown = await verify(ref, 'Customer:00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const invalid = await ref.call('POST', '/verifications', { json: { customerId: 'Quote:1' } });
    expect(invalid.json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'customerId' }] },
    });
  });

  it('reads the flow from the rules, so a deviant server changes the answer without touching domain code', async () => {
    const ref = await start({
      rules: rulesWith({
        verificationFlow: {
          ...documentRules.verificationFlow,
          completeSubmission: { verificationStatus: 'APPROVED', kycStatus: 'APPROVED' },
        },
      }),
    });
    const id = await createCustomer(ref, { customerType: 'INDIVIDUAL', fullName: 'Ada001', ...completeIndividual });
    await upload(ref, id, 'PASSPORT');
    expect(result(await verify(ref, id)).verificationStatus).toBe('APPROVED');
    expect(await kycStatusOf(ref, id)).toBe('APPROVED');
  });
});

describe('POST /verifications: businesses (3.2, 4.5)', () => {
  it('other endings approve with nothing supplied; 002 rejects; a decided business answers 400 afterwards', async () => {
    const ref = await start();
    const cases = {
      'REG-9': ['APPROVED', 'APPROVED'],
      HRB004: ['APPROVED', 'APPROVED'],
      'X-002': ['REJECTED', 'REJECTED'],
    };
    for (const [registrationNumber, [verificationStatus, kybStatus]] of Object.entries(cases)) {
      const id = await createCustomer(ref, {
        customerType: 'BUSINESS',
        businessInfo: businessInfo(registrationNumber),
      });
      expect(await kybStatusOf(ref, id)).toBe('UNVERIFIED');
      expect(result(await verify(ref, id))).toMatchObject({ verificationStatus, errors: [] });
      expect(await kybStatusOf(ref, id)).toBe(kybStatus);
      const again = await verify(ref, id);
      expect(again.status, registrationNumber).toBe(400);
    }
  });

  it('001 and 003 need complete information, a business document and a beneficial owner, then go to review', async () => {
    const ref = await start();
    for (const registrationNumber of ['R-001', 'R-003']) {
      const id = await createCustomer(ref, {
        customerType: 'BUSINESS',
        businessInfo: businessInfo(registrationNumber),
      });
      const first = result(await verify(ref, id));
      expect(first.verificationStatus).toBe('RESOLVE_ERRORS');
      expect(first.errors.map((e) => e.field ?? e.type)).toEqual([
        'customer.address.line1',
        'customer.address.city',
        'customer.address.postalCode',
        'customer.address.country',
        'MISSING_LEGAL_PRESENCE_DOCUMENT',
        'MISSING_BENEFICIAL_OWNER',
      ]);
      await ref.call('PATCH', `/customers/${id}`, { json: { customerType: 'BUSINESS', address } });
      await upload(ref, id, 'PASSPORT');
      expect(result(await verify(ref, id)).errors.map((e) => e.type)).toEqual([
        'MISSING_LEGAL_PRESENCE_DOCUMENT',
        'MISSING_BENEFICIAL_OWNER',
      ]);
      await upload(ref, id, 'CERTIFICATE_OF_INCORPORATION');
      expect(result(await verify(ref, id)).errors.map((e) => e.type)).toEqual(['MISSING_BENEFICIAL_OWNER']);
      const owner = await addOwner(ref, id, 'Byron002');
      expect(result(await verify(ref, id))).toMatchObject({ verificationStatus: 'PENDING_MANUAL_REVIEW', errors: [] });
      expect(await kybStatusOf(ref, id)).toBe('UNVERIFIED');
      const ownerAnswer = await ref.call('GET', `/beneficial-owners/${owner}`);
      expect(ownerAnswer.json, 'the business did not resolve: the owner table does not apply').toMatchObject({
        kycStatus: 'UNVERIFIED',
      });
      expect((await verify(ref, id)).status, 'not decided: can be submitted again').toBe(200);
    }
  });

  it('resolving a business terminally gives its owners their last-name status', async () => {
    const ref = await start();
    const id = await createCustomer(ref, { customerType: 'BUSINESS', businessInfo: businessInfo('Z-002') });
    const owners = {
      PENDING: await addOwner(ref, id, 'Cole001'),
      REJECTED: await addOwner(ref, id, 'Cole002'),
      APPROVED: await addOwner(ref, id, 'Cole'),
    };
    expect(result(await verify(ref, id)).verificationStatus).toBe('REJECTED');
    for (const [status, owner] of Object.entries(owners)) {
      expect((await ref.call('GET', `/beneficial-owners/${owner}`)).json).toMatchObject({ kycStatus: status });
    }
  });
});
