import { documentMediaTypes } from '../../../spec/enums.ts';
import { validateSchema } from '../../../spec/schemas.ts';
import type { FieldError } from '../../http/api-error.ts';
import { extensionOf, type DocumentMediaType } from './sniff-media-type.ts';

/** The text fields of a document upload (2.6 and the production `side`). */
const textFields = ['documentHolder', 'documentType', 'side', 'country', 'documentNumber', 'issuingAuthority'] as const;
type TextField = (typeof textFields)[number];

/** A document upload that passed every check of the form. */
export interface DocumentUpload {
  readonly fields: Readonly<Partial<Record<TextField, string>>> & { readonly documentHolder: string };
  /** The client's file name made safe for display; never a path. */
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: Uint8Array;
}

export type DocumentFormResult = { ok: true; upload: DocumentUpload } | { ok: false; errors: FieldError[] };

/**
 * Checks a document upload form and lists every problem at once: text fields against the `DocumentUpload` schema
 * (each given at most once, as text), and exactly one non-empty `file` part of at most `maxBytes` whose CONTENT is an
 * accepted type (`acceptedMediaType` reads it; the declared type and the file name are never trusted).
 */
export async function readDocumentForm(
  form: FormData,
  context: { maxBytes: number; acceptedMediaType: (content: Uint8Array) => string | undefined },
): Promise<DocumentFormResult> {
  const errors: FieldError[] = [];
  const fields: Partial<Record<TextField, string>> = {};
  for (const name of textFields) {
    const values = form.getAll(name);
    if (values.length > 1) errors.push({ field: name, message: 'must be given once' });
    const value = values[0];
    if (typeof value === 'string') fields[name] = value;
    /* Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: a text field sent as a file is not addressed by the document */ else if (
      value !== undefined
    )
      errors.push({ field: name, message: 'must be a text field, not a file' });
  }

  const files = form.getAll('file');
  const file = files[0];
  let content: Uint8Array | undefined;
  let mediaType: string | undefined;
  if (files.length > 1) errors.push({ field: 'file', message: 'must be given once' });
  if (typeof file === 'string') errors.push({ field: 'file', message: 'must be a file part' });
  else if (file !== undefined) {
    if (file.size === 0) errors.push({ field: 'file', message: 'is empty' });
    /* Stryker disable next-line BlockStatement: outside the document: file size limits for document upload are not shown (8) */ else if (
      file.size > context.maxBytes
    ) {
      const maxBytes = context.maxBytes;
      errors.push({ field: 'file', constraint: { maxBytes }, message: `exceeds ${maxBytes} bytes` });
    } else {
      content = new Uint8Array(await file.arrayBuffer());
      mediaType = context.acceptedMediaType(content);
      if (mediaType === undefined) {
        errors.push({
          field: 'file',
          constraint: { mediaTypes: [...documentMediaTypes] },
          message: `must be a JPEG, PNG or PDF file (${documentMediaTypes.join(', ')}); its content is none of these`,
        });
      }
    }
  }

  // `file` stands in the schema check by presence only (a binary string there); its content was checked above.
  const schemaErrors = validateSchema('DocumentUpload', file === undefined ? fields : { ...fields, file: '' });
  const reported = new Set(errors.map((e) => e.field));
  errors.push(...schemaErrors.filter((e) => !reported.has(e.field)));
  if (errors.length > 0 || content === undefined || mediaType === undefined || fields.documentHolder === undefined) {
    return { ok: false, errors };
  }
  const name = file instanceof File ? file.name : '';
  const upload: DocumentUpload = {
    fields: { ...fields, documentHolder: fields.documentHolder },
    fileName: safeFileName(name, mediaType),
    mediaType,
    content,
  };
  return { ok: true, upload };
}

/**
 * The client's file name for display: its last path segment, without control characters, at most 255 characters;
 * `document.<ext>` when nothing usable is left. It is stored as data only.
 */
export function safeFileName(name: string, mediaType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  if (base !== '' && base !== '.' && base !== '..') return base;
  const extension = extensionOf[mediaType as DocumentMediaType] ?? 'bin';
  return `document.${extension}`;
}
