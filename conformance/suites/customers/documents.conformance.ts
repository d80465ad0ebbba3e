import fc from 'fast-check';
import { identityDocumentTypesSeen } from '../../../spec/enums.ts';
import { acceptedFileArb, otherFileArb } from '../../generators/customers-files.ts';
import { individualBody, namePrefixArb } from '../../generators/customers-verification.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createCustomer, uploadDocument } from './onboarding-steps.ts';
import { everyOf } from '../../properties/fixed-examples.ts';

const identityTypeArb = everyOf(identityDocumentTypesSeen);
const holderBody = (seed: number) => individualBody(fc.sample(namePrefixArb, { seed, numRuns: 1 })[0]!);

describeArea('customers', '4.3 and 2.6: document upload', () => {
  conformanceTest(
    'POST /documents accepts the multipart form with documentHolder, documentType, country, documentNumber, ' +
      'issuingAuthority and file',
    { clauses: ['4.3/document-upload-multipart', '2.6/document-upload-fields'] },
    async (t) => {
      const holder = await createCustomer(t, holderBody(t.run.seed), 'create the document holder');
      const [file, documentType] = fc.sample(fc.tuple(acceptedFileArb, identityTypeArb), {
        seed: t.run.seed,
        numRuns: 1,
      })[0]!;
      const res = await uploadDocument(t, holder, documentType, file, {
        documentNumber: `DOC${t.run.seed}`,
        issuingAuthority: 'Conformance Issuing Authority',
      });
      expect(res.status, `the upload succeeds (${res.text.slice(0, 300)})`).toBeGreaterThanOrEqual(200);
      expect(res.status, `the upload succeeds (${res.text.slice(0, 300)})`).toBeLessThan(300);
    },
  );

  conformanceTest(
    'a real JPEG, PNG or PDF file is accepted',
    { clauses: ['2.6/document-file-types-accepted'] },
    async (t) => {
      const holder = await createCustomer(t, holderBody(t.run.seed + 1), 'create the document holder');
      await t.property(
        [acceptedFileArb, identityTypeArb],
        async (file, documentType) => {
          const res = await uploadDocument(t, holder, documentType, file);
          expect(res.status, `${file.kind} is accepted (${res.text.slice(0, 300)})`).toBeGreaterThanOrEqual(200);
          expect(res.status, `${file.kind} is accepted (${res.text.slice(0, 300)})`).toBeLessThan(300);
          // Each run reads only its own answer; the holder takes every document sent, one after the other or at once.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    'a file of another type is refused with 400, whatever its name and declared media type',
    { clauses: ['2.6/document-other-file-type-rejected'] },
    async (t) => {
      const holder = await createCustomer(t, holderBody(t.run.seed + 2), 'create the document holder');
      await t.property(
        [otherFileArb, identityTypeArb],
        async (file, documentType) => {
          expectErrorEnvelope(await uploadDocument(t, holder, documentType, file), 400);
          // A refused upload stores nothing, and each run reads only its own answer: runs at once.
        },
        { independentRuns: true },
      );
    },
  );
});
