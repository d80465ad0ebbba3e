/**
 * Helpers for the unit tests of the slices that upload documents: a multipart request built by the platform's own
 * encoder, and the smallest contents each accepted file type is recognised by.
 */
import type { Answer, ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

/** Leading bytes of a JPEG, a PNG and a PDF followed by filler: enough for content sniffing. */
export const sampleContents = {
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  pdf: new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
} as const;

export interface FormFile {
  readonly content: Uint8Array;
  readonly name: string;
  readonly type?: string;
}

/** A document upload form: text fields as given, `file` (or several `files`) as file parts. */
export function documentForm(fields: Record<string, string>, ...files: FormFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('file', new Blob([file.content], file.type === undefined ? {} : { type: file.type }), file.name);
  }
  return form;
}

/** Sends `form` to `POST /documents` as `multipart/form-data`. */
export async function postForm(ref: ReferenceUnderTest, form: FormData, path = '/documents'): Promise<Answer> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  const body = Buffer.from(await encoded.arrayBuffer());
  return ref.call('POST', path, { body, headers: { 'content-type': contentType } });
}
