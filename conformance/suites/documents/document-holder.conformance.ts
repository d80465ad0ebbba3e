import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { identityDocumentTypesSeen } from '../../../spec/enums.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { acceptedFileArb } from '../../generators/customers-files.ts';
import { businessBodyArb, individualBody, namePrefixArb } from '../../generators/customers-verification.ts';
import { attribute } from '../../support/attribution.ts';
import { conformanceTest, describeArea, expect, expectErrorEnvelope } from '../../support/index.ts';
import { createCustomer, uploadDocument } from '../customers/onboarding-steps.ts';

const sample = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(arb, { seed, numRuns: 1 })[0]!;
const holderClauses: ClauseId[] = ['2.6/document-holder-customer-or-owner'];

describeArea('customers', '2.6: who a document is for, and what its file is', () => {
  conformanceTest(
    'a document is accepted for a customer and for a beneficial owner; one naming an id of neither is refused',
    { clauses: holderClauses },
    async (t) => {
      const seed = t.run.seed;
      const [file, documentType] = sample(fc.tuple(acceptedFileArb, fc.constantFrom(...identityDocumentTypesSeen)), seed);
      const customerId = await createCustomer(t, individualBody(sample(namePrefixArb, seed)), 'create an individual customer');
      const businessId = await createCustomer(t, sample(businessBodyArb(`REG${seed}`), seed + 1), 'create a business');
      const ownerId = await t.setup('add a beneficial owner', () =>
        t.binding.createBeneficialOwner({ customerId: businessId, lastName: sample(namePrefixArb, seed + 2) }),
      );
      for (const [holder, name] of [[customerId, 'a customer'], [ownerId, 'a beneficial owner']] as const) {
        const res = await uploadDocument(t, holder, documentType, file);
        attribute(holderClauses, () =>
          expect(res.status >= 200 && res.status < 300, `a document for ${name} is accepted (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true),
        );
      }
      // A customer id in the form 2.6 shows, naming nobody: neither a customer nor an owner of this platform.
      const nobody = `Customer:${randomUUID()}`;
      const refused = await uploadDocument(t, nobody, documentType, file);
      attribute(holderClauses, () => {
        expect(refused.status, `a document for ${nobody}, who does not exist, is refused (${refused.text.slice(0, 200)})`).toBeGreaterThanOrEqual(400);
        expect(refused.status, `a document for ${nobody} is refused as the client's error, not a server failure`).toBeLessThan(500);
      });
    },
  );

  conformanceTest(
    '`file` sent as a text field, not a file of JPEG, PNG or PDF, is refused with 400',
    { clauses: ['2.6/document-other-file-type-rejected'] },
    async (t) => {
      const seed = t.run.seed + 3;
      const holder = await createCustomer(t, individualBody(sample(namePrefixArb, seed)), 'create the document holder');
      const [file, documentType] = sample(fc.tuple(acceptedFileArb, fc.constantFrom(...identityDocumentTypesSeen)), seed);
      const form = new FormData();
      for (const [name, value] of Object.entries({ documentHolder: holder, documentType, country: 'US' })) form.append(name, value);
      // The bytes of a real accepted file, but as a text value: no file is uploaded.
      form.append('file', Buffer.from(file.bytes).toString('latin1'));
      expectErrorEnvelope(await t.api.call('uploadDocument', { body: form }), 400);
    },
  );
});
