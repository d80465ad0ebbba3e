import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { identityDocumentTypesSeen } from '../../../spec/enums.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { acceptedFileArb, otherFileArb } from '../../generators/customers-files.ts';
import { businessBodyArb, individualBody, namePrefixArb } from '../../generators/customers-verification.ts';
import { everyOf } from '../../properties/fixed-examples.ts';
import { attribute } from '../../support/attribution.ts';
import {
  conformanceTest,
  describeArea,
  expect,
  expectClientErrorRefusal,
  expectErrorEnvelope,
  type ApiResponse,
  type ErrorBody,
} from '../../support/index.ts';
import { createCustomer, uploadDocument } from './onboarding-steps.ts';

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;
const holderClauses: ClauseId[] = ['2.6/document-holder-customer-or-owner'];
const listsEveryField: ClauseId = '7/field-errors-list-every-invalid-field';

/** The `field` of every FieldError in `details.errors` (none when it is not a list). */
function reportedFields(body: ErrorBody): unknown[] {
  const errors = (body.details as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors.map((e) => (e as { field?: unknown } | null)?.field) : [];
}

describeArea('customers', '2.6: who a document is for, and what its file is', () => {
  conformanceTest(
    'a document is accepted for a customer and for a beneficial owner; one naming an id of neither is refused',
    { clauses: holderClauses },
    async (t) => {
      const seed = t.run.seed;
      const [file, documentType] = sample(
        fc.tuple(acceptedFileArb, fc.constantFrom(...identityDocumentTypesSeen)),
        seed,
      );
      const customerId = await createCustomer(
        t,
        individualBody(sample(namePrefixArb, seed)),
        'create an individual customer',
      );
      const businessId = await createCustomer(t, sample(businessBodyArb(`REG${seed}`), seed + 1), 'create a business');
      const ownerId = await t.setup('add a beneficial owner', () =>
        t.binding.createBeneficialOwner({ customerId: businessId, lastName: sample(namePrefixArb, seed + 2) }),
      );
      for (const [holder, name] of [
        [customerId, 'a customer'],
        [ownerId, 'a beneficial owner'],
      ] as const) {
        const res = await uploadDocument(t, holder, documentType, file);
        attribute(holderClauses, () =>
          expect(
            res.status >= 200 && res.status < 300,
            `a document for ${name} is accepted (HTTP ${res.status}: ${res.text.slice(0, 200)})`,
          ).toBe(true),
        );
      }
      // A customer id in the form 2.6 shows, naming nobody: neither a customer nor an owner of this platform.
      const nobody = `Customer:${randomUUID()}`;
      const refused = await uploadDocument(t, nobody, documentType, file);
      expectClientErrorRefusal(refused, `a document for ${nobody}, who does not exist,`, holderClauses);
    },
  );

  conformanceTest(
    '`file` sent as a text field, not a file of JPEG, PNG or PDF, is refused with 400 naming `file` in details.errors',
    { clauses: ['2.6/document-other-file-type-rejected', listsEveryField] },
    async (t) => {
      const seed = t.run.seed + 3;
      const holder = await createCustomer(t, individualBody(sample(namePrefixArb, seed)), 'create the document holder');
      const [file, documentType] = sample(
        fc.tuple(acceptedFileArb, fc.constantFrom(...identityDocumentTypesSeen)),
        seed,
      );
      const form = new FormData();
      for (const [name, value] of Object.entries({ documentHolder: holder, documentType, country: 'US' }))
        form.append(name, value);
      // The bytes of a real accepted file, but as a text value: no file is uploaded.
      form.append('file', Buffer.from(file.bytes).toString('latin1'));
      const res = await t.api.call('uploadDocument', { body: form });
      const body = attribute(['2.6/document-other-file-type-rejected'], () => expectErrorEnvelope(res, 400));
      attribute([listsEveryField], () =>
        expect(reportedFields(body), `details.errors names file (${res.text.slice(0, 300)})`).toContain('file'),
      );
    },
  );

  conformanceTest(
    'a file of another type is refused with 400 naming `file` in details.errors',
    { clauses: ['2.6/document-other-file-type-rejected', listsEveryField] },
    async (t) => {
      const seed = t.run.seed + 4;
      const holder = await createCustomer(t, individualBody(sample(namePrefixArb, seed)), 'create the document holder');
      const refusedNamingFile = (res: ApiResponse, kind: string) => {
        const body = attribute(['2.6/document-other-file-type-rejected'], () => expectErrorEnvelope(res, 400));
        attribute([listsEveryField], () =>
          expect(reportedFields(body), `${kind}: details.errors names file (${res.text.slice(0, 300)})`).toContain(
            'file',
          ),
        );
      };
      // An empty file is none of JPEG, PNG or PDF either: tried on every run.
      const empty = {
        bytes: new Uint8Array(0),
        fileName: 'empty.pdf',
        declaredType: 'application/pdf',
        kind: 'an empty file',
      };
      refusedNamingFile(await uploadDocument(t, holder, identityDocumentTypesSeen[0], empty), empty.kind);
      await t.property(
        [otherFileArb, everyOf(identityDocumentTypesSeen)],
        async (file, documentType) => {
          refusedNamingFile(await uploadDocument(t, holder, documentType, file), file.kind);
          // A refused upload stores nothing, and each run reads only its own answer: runs at once.
        },
        { independentRuns: true },
      );
    },
  );

  conformanceTest(
    "an upload without its file, or whose body is not a multipart form, is refused as the client's error (4xx)",
    { clauses: ['2.6/document-upload-fields', '1/json-bodies'] },
    async (t) => {
      const seed = t.run.seed + 5;
      const holder = await createCustomer(t, individualBody(sample(namePrefixArb, seed)), 'create the document holder');
      const refused = (res: ApiResponse) => res.status >= 400 && res.status < 500;
      const form = new FormData();
      for (const [name, value] of Object.entries({
        documentHolder: holder,
        documentType: identityDocumentTypesSeen[0],
        country: 'US',
      }))
        form.append(name, value);
      const withoutFile = await t.api.call('uploadDocument', { body: form });
      attribute(['2.6/document-upload-fields'], () =>
        expect(
          refused(withoutFile),
          `an upload takes a file: one without is refused (HTTP ${withoutFile.status}: ${withoutFile.text.slice(0, 200)})`,
        ).toBe(true),
      );
      // Declared multipart, but no part is framed by the boundary.
      const notMultipart = await t.api.call('uploadDocument', {
        body: `documentHolder=${holder}`,
        headers: { 'content-type': 'multipart/form-data; boundary=conformance-boundary' },
      });
      attribute(['1/json-bodies'], () =>
        expect(
          refused(notMultipart),
          `a body that is not multipart form data is refused (HTTP ${notMultipart.status}: ${notMultipart.text.slice(0, 200)})`,
        ).toBe(true),
      );
    },
  );
});
