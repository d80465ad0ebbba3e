/**
 * Steps the customer-onboarding suites share: creating customers through the binding, submitting verifications,
 * uploading documents, and the checks of the verification answer (4.3, 2.6). Each check is laid on the clause it
 * proves; a test that uses one cites that clause.
 */
import { verificationStatuses } from '../../../spec/enums.ts';
import { validateSchema } from '../../../spec/schemas.ts';
import type { UploadFile } from '../../generators/customers-files.ts';
import { attribute } from '../../support/attribution.ts';
import { expect, type ApiResponse, type TestKit } from '../../support/index.ts';

type Body = Record<string, unknown>;

/** The clauses the checks of this module prove. */
export const onboardingClauses = {
  submit: '4.3/verification-submit',
  statusValue: '2.6/verification-status-value',
  entryShape: '2.6/verification-error-entry-shape',
  missingFieldNamed: '2.6/verification-missing-field-names-field',
  documentTypesListed: '2.6/verification-missing-document-accepted-types',
} as const;

/** The error entry types the document names (2.6). */
export const entryTypes = {
  missingField: 'MISSING_FIELD',
  missingIdentityDocument: 'MISSING_IDENTITY_DOCUMENT',
} as const;

/** A verification answer as 4.3 states it: `verificationStatus` and `errors[]`. */
export interface VerificationAnswer {
  readonly verificationStatus: string;
  readonly errors: readonly Body[];
}

/** Creates a customer as set-up (2xx expected) and returns its id, read through the binding. */
export function createCustomer(t: TestKit, body: Body, label = 'create a customer'): Promise<string> {
  return t.setup(label, async () => {
    const res = await t.api.call('createCustomer', { json: body });
    if (res.status < 200 || res.status > 299) throw new Error(`POST /customers answered ${res.status}: ${res.text}`);
    return t.binding.customerIdOf(res);
  });
}

/** `POST /verifications` for a customer. */
export function submitVerification(t: TestKit, customerId: string): Promise<ApiResponse> {
  return t.api.call('createVerification', { json: { customerId } });
}

/**
 * Asserts a successful verification answer (4.3: it returns `verificationStatus` and `errors[]`, valid against the
 * spec's Verification schema; 2.6: the status is one of the four values) and returns it.
 */
export function expectVerification(res: ApiResponse): VerificationAnswer {
  expect(res.status, `POST /verifications succeeds (body: ${res.text.slice(0, 300)})`).toBeGreaterThanOrEqual(200);
  expect(res.status, `POST /verifications succeeds (body: ${res.text.slice(0, 300)})`).toBeLessThan(300);
  const body = res.json as Body | undefined;
  attribute([onboardingClauses.submit], () => {
    expect(typeof body === 'object' && body !== null, 'the answer is a JSON object').toBe(true);
    expect(Object.hasOwn(body!, 'verificationStatus'), 'the answer has verificationStatus').toBe(true);
    expect(Array.isArray(body!['errors']), 'the answer has an errors array').toBe(true);
  });
  attribute([onboardingClauses.statusValue], () =>
    expect([...verificationStatuses], 'verificationStatus is a documented value').toContain(
      body!['verificationStatus'],
    ),
  );
  // A schema violation about an entry's `field` or `acceptedDocumentTypes` breaks the 2.6 rule of that member; any
  // other breaks 4.3.
  const violations = validateSchema('Verification', body);
  const listed = (list: typeof violations) => list.map((v) => `${v.field || '(root)'}: ${v.message}`).join('; ');
  const aboutField = violations.filter((v) => /^errors\.\d+\.field$/.test(v.field));
  const aboutTypes = violations.filter((v) => /^errors\.\d+\.acceptedDocumentTypes(\.\d+)?$/.test(v.field));
  const others = violations.filter((v) => !aboutField.includes(v) && !aboutTypes.includes(v));
  attribute([onboardingClauses.submit], () =>
    expect(others, `valid against Verification (${listed(others)})`).toEqual([]),
  );
  attribute([onboardingClauses.missingFieldNamed], () =>
    expect(aboutField, `every MISSING_FIELD entry names its field (${listed(aboutField)})`).toEqual([]),
  );
  attribute([onboardingClauses.documentTypesListed], () =>
    expect(aboutTypes, `acceptedDocumentTypes is an array of document types (${listed(aboutTypes)})`).toEqual([]),
  );
  return body as unknown as VerificationAnswer;
}

/**
 * Asserts the 2.6 shape of every error entry: `resourceId`, `type` and `reason` present; a `MISSING_FIELD` entry
 * names its `field`; a `MISSING_IDENTITY_DOCUMENT` entry lists `acceptedDocumentTypes` as an array of strings.
 */
export function expectEntryShapes(errors: readonly Body[]): void {
  for (const entry of errors) {
    attribute([onboardingClauses.entryShape], () => {
      for (const member of ['resourceId', 'type', 'reason']) {
        expect(Object.hasOwn(entry, member), `error entry ${JSON.stringify(entry)} carries ${member}`).toBe(true);
      }
    });
    if (entry['type'] === entryTypes.missingField) {
      attribute([onboardingClauses.missingFieldNamed], () =>
        expect(typeof entry['field'], `MISSING_FIELD entry ${JSON.stringify(entry)} names its field`).toBe('string'),
      );
    }
    if (entry['type'] === entryTypes.missingIdentityDocument) {
      attribute([onboardingClauses.documentTypesListed], () => {
        const types = entry['acceptedDocumentTypes'];
        expect(Array.isArray(types), 'MISSING_IDENTITY_DOCUMENT lists acceptedDocumentTypes').toBe(true);
        expect(
          (types as unknown[]).every((v) => typeof v === 'string'),
          'as document types',
        ).toBe(true);
        expect((types as unknown[]).length, 'at least one').toBeGreaterThan(0);
      });
    }
  }
}

/** The `field` of every `MISSING_FIELD` entry, in order (repeats kept, so that a field listed twice shows). */
export function missingFieldsOf(errors: readonly Body[]): string[] {
  return errors.filter((e) => e['type'] === entryTypes.missingField).map((e) => String(e['field']));
}

/** True when `reported` is `path` or a member of it (`customer.address.line1` covers `customer.address`). */
export function coversPath(reported: string, path: string): boolean {
  return reported === path || reported.startsWith(`${path}.`);
}

/** Dot paths of every leaf of `value` (`address.line1`, ...), for matching reported fields to supplied ones. */
export function leafPaths(value: Body, prefix = ''): string[] {
  return Object.entries(value).flatMap(([name, member]) =>
    typeof member === 'object' && member !== null && !Array.isArray(member)
      ? leafPaths(member as Body, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

/** A document upload form: the text fields, and `file` as a file part with its name and declared type. */
export function documentForm(fields: Readonly<Record<string, string>>, file: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.declaredType }), file.fileName);
  return form;
}

/** `POST /documents` with the documented fields (4.3) for `holder`. */
export function uploadDocument(
  t: TestKit,
  holder: string,
  documentType: string,
  file: UploadFile,
  extra: Readonly<Record<string, string>> = {},
): Promise<ApiResponse> {
  const fields = { documentHolder: holder, documentType, country: 'US', ...extra };
  return t.api.call('uploadDocument', { body: documentForm(fields, file) });
}

/** Reads the customer's `kycStatus` or `kybStatus` (2.6 names both) through the binding. */
export async function customerStatus(
  t: TestKit,
  customerId: string,
  member: 'kycStatus' | 'kybStatus',
): Promise<unknown> {
  const customer = await t.setup('read the customer back', () => t.binding.getCustomer(customerId));
  return customer[member];
}
