import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../store/file-store.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';
import { documentForm, postForm, sampleContents } from './test-upload.ts';

let dir: string;
let running: ReferenceUnderTest | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reference-document-blobs-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe('POST /documents on a file store', () => {
  it('leaves no content file behind when the upload is refused after its content was written', async () => {
    const path = join(dir, 'db.json');
    running = await startReferenceUnderTest({ store: await createFileStore(path) });
    const blobFiles = async () => (await readdir(`${path}.blobs`).catch(() => [] as string[])).sort();
    const file = { content: sampleContents.pdf, name: 'scan.pdf', type: 'application/pdf' };
    const fields = { documentType: 'PASSPORT', country: 'US' };

    const refused = await postForm(
      running,
      documentForm({ ...fields, documentHolder: 'Customer:00000000-0000-4000-8000-000000000000' }, file),
    );
    expect(refused.status, refused.text).toBe(404);
    expect(await blobFiles()).toEqual([]);

    const created = await running.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', fullName: 'Ada 001' },
    });
    expect(created.status, created.text).toBe(201);
    const accepted = await postForm(
      running,
      documentForm({ ...fields, documentHolder: String((created.json as { id: string }).id) }, file),
    );
    expect(accepted.status, accepted.text).toBe(201);
    expect(await blobFiles()).toHaveLength(1);
  });
});
