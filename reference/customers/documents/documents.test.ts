import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startReferenceUnderTest,
  type Answer,
  type ReferenceUnderTest,
} from '../../test-support/reference-under-test.ts';
import { documentForm, postForm, sampleContents } from './test-upload.ts';

let running: ReferenceUnderTest | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(config: Parameters<typeof startReferenceUnderTest>[0] = {}): Promise<ReferenceUnderTest> {
  running = await startReferenceUnderTest(config);
  return running;
}

async function customer(ref: ReferenceUnderTest, body: object = { customerType: 'INDIVIDUAL', fullName: 'Ada 001' }) {
  const answer = await ref.call('POST', '/customers', { json: body });
  expect(answer.status, answer.text).toBe(201);
  return String((answer.json as { id: string }).id);
}

const fieldsOf = (answer: Answer): string[] => {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  return (answer.json as { details: { errors: { field: string }[] } }).details.errors.map((e) => e.field);
};

const storedDocuments = (ref: ReferenceUnderTest) => ref.store.read((d) => Object.values(d.documents));

describe('POST /documents', () => {
  it('stores a JPEG, a PNG and a PDF with the documented fields, answering the metadata only', async () => {
    const ref = await start();
    const holder = await customer(ref);
    for (const [kind, content] of Object.entries(sampleContents)) {
      const fields = {
        documentHolder: holder,
        documentType: 'PASSPORT',
        country: 'US',
        documentNumber: `N-${kind}`,
        issuingAuthority: 'State Department',
      };
      const answer = await postForm(ref, documentForm(fields, { content, name: `scan.${kind}`, type: 'image/jpeg' }));
      expect(answer.status, answer.text).toBe(201);
      const body = answer.json as Record<string, unknown>;
      expect(body).toMatchObject({ ...fields, fileName: `scan.${kind}` });
      expect(String(body['id'])).toMatch(/^Document:[0-9a-f-]{36}$/);
      expect(Object.keys(body)).not.toContain('contentBase64');
      const stored = (await storedDocuments(ref)).find((d) => d.id === body['id']);
      expect(await ref.store.blobs.get(stored?.sha256 ?? '')).toEqual(Buffer.from(content));
      expect(stored?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    }
    const types = (await storedDocuments(ref)).map((d) => d.mediaType).sort();
    expect(types, 'the type comes from the content, not the declared type').toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });

  it('refuses content of another type whatever its name and declared type, and stores nothing', async () => {
    const ref = await start();
    const holder = await customer(ref);
    const fields = { documentHolder: holder, documentType: 'PASSPORT', country: 'US' };
    const disguised = [
      { content: new TextEncoder().encode('just some text, not a PDF'), name: 'scan.pdf', type: 'application/pdf' },
      { content: new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), name: 'photo.png', type: 'image/png' },
      { content: Uint8Array.from([0xff, 0xd8]), name: 'short.jpg', type: 'image/jpeg' },
    ];
    for (const file of disguised) {
      expect(fieldsOf(await postForm(ref, documentForm(fields, file))), file.name).toEqual(['file']);
    }
    expect(await storedDocuments(ref)).toEqual([]);
  });

  it('lists every missing or invalid field in one 400', async () => {
    const ref = await start();
    expect(fieldsOf(await postForm(ref, documentForm({ documentNumber: 'x' })))).toEqual(
      expect.arrayContaining(['documentHolder', 'documentType', 'country', 'file']),
    );
    const holder = await customer(ref);
    const answer = await postForm(
      ref,
      documentForm(
        { documentHolder: holder, documentType: 'SELFIE_STICK', country: 'US', side: 'TOP' },
        {
          content: new Uint8Array(0),
          name: 'empty.pdf',
        },
      ),
    );
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(['documentType', 'side', 'file']));
    const twoFiles = documentForm(
      { documentHolder: holder, documentType: 'PASSPORT', country: 'US' },
      { content: sampleContents.pdf, name: 'a.pdf' },
      { content: sampleContents.pdf, name: 'b.pdf' },
    );
    expect(fieldsOf(await postForm(ref, twoFiles))).toEqual(['file']);
  });

  it('answers 404 for an unknown or deleted holder, and accepts a beneficial owner as holder', async () => {
    const ref = await start();
    const file = { content: sampleContents.png, name: 'id.png' };
    const unknown = documentForm(
      { documentHolder: 'Customer:00000000-0000-4000-8000-000000000000', documentType: 'PASSPORT', country: 'US' },
      file,
    );
    const answer = await postForm(ref, unknown);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: 404, code: 'REFERENCE_NOT_FOUND' });
    const deleted = await customer(ref);
    await ref.store.transact((d) => {
      d.customers[deleted]!.isDeleted = true;
    });
    const toDeleted = documentForm({ documentHolder: deleted, documentType: 'PASSPORT', country: 'US' }, file);
    expect((await postForm(ref, toDeleted)).status).toBe(404);
    expect(await storedDocuments(ref)).toEqual([]);

    const business = await customer(ref, {
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme', country: 'US', incorporatedOn: '2001-01-01', taxId: '1' },
    });
    const owner = await ref.call('POST', '/beneficial-owners', {
      json: {
        customerId: business,
        roles: ['UBO'],
        ownershipPercentage: 50,
        personalInfo: {
          firstName: 'Grace',
          lastName: 'Hopper',
          birthDate: '1906-12-09',
          nationality: 'US',
          address: { line1: '1 Main St', postalCode: '10001', country: 'US' },
          idType: 'SSN',
          identifier: '123-45-6789',
        },
      },
    });
    expect(owner.status, owner.text).toBe(201);
    const ownerId = String((owner.json as { id: string }).id);
    const toOwner = documentForm({ documentHolder: ownerId, documentType: 'DRIVERS_LICENSE', country: 'US' }, file);
    expect((await postForm(ref, toOwner)).status).toBe(201);
  });

  it('keeps the client file name as data only: last segment, no control characters, a default when empty', async () => {
    const ref = await start();
    const holder = await customer(ref);
    const fields = { documentHolder: holder, documentType: 'PASSPORT', country: 'US' };
    const names: Record<string, string> = {
      '../../etc/passwd': 'passwd',
      'C:\\scans\\id\u0007.pdf': 'id.pdf',
      '..': 'document.pdf',
      'scans/': 'document.pdf',
    };
    for (const [given, kept] of Object.entries(names)) {
      const answer = await postForm(ref, documentForm(fields, { content: sampleContents.pdf, name: given }));
      expect(answer.status, answer.text).toBe(201);
      expect((answer.json as { fileName: string }).fileName, JSON.stringify(given)).toBe(kept);
    }
  });

  it('enforces the configured file size; a body far beyond it answers 413', async () => {
    const ref = await start({ config: { documentMaxBytes: 64 } });
    const holder = await customer(ref);
    const fields = { documentHolder: holder, documentType: 'PASSPORT', country: 'US' };
    const big = new Uint8Array(65);
    big.set(sampleContents.pdf.subarray(0, 8));
    expect(fieldsOf(await postForm(ref, documentForm(fields, { content: big, name: 'big.pdf' })))).toEqual(['file']);
    const exact = new Uint8Array(64);
    exact.set(sampleContents.pdf.subarray(0, 8));
    expect((await postForm(ref, documentForm(fields, { content: exact, name: 'ok.pdf' }))).status).toBe(201);
    const huge = new Uint8Array(200 * 1024);
    const tooLarge = await postForm(ref, documentForm(fields, { content: huge, name: 'huge.pdf' }));
    expect(tooLarge.status).toBe(413);
  });

  it('refuses a body that is not multipart, or that does not parse', async () => {
    const ref = await start();
    const json = await ref.call('POST', '/documents', { json: { documentHolder: 'x' } });
    expect(json.status).toBe(400);
    const broken = await ref.call('POST', '/documents', {
      body: '--b\r\nContent-Disposition: form-data; name="country"\r\n\r\nUS',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.status, broken.text).toBe(400);
    expect(broken.json).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
