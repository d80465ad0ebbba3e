/**
 * A stored document (production shape: the upload fields without `file`, plus `id`, `fileName`, timestamps).
 *
 * The file's bytes are kept beside the data by the store's blobs, named by their SHA-256 (`sha256`), never under a
 * name the client chose; the record, written in one transaction, is what makes an upload exist.
 */
export interface DocumentRecord {
  /** `Document:<uuid>`. */
  id: string;
  /** The customer or beneficial owner the document belongs to. */
  documentHolder: string;
  documentType: string;
  side?: string;
  country: string;
  documentNumber?: string;
  issuingAuthority?: string;
  /** The client's file name, for display only (never used as a path). */
  fileName: string;
  /** The media type read from the content. */
  mediaType: string;
  sizeBytes: number;
  /** SHA-256 of the content, hex: its name in the store's blobs. */
  sha256: string;
  createdAt: string;
  updatedAt: string;
}

/** The Document body the API answers with: the metadata, never the content. */
export function toDocumentResponse(record: DocumentRecord): Record<string, unknown> {
  const optional = (name: 'side' | 'documentNumber' | 'issuingAuthority') =>
    record[name] === undefined ? {} : { [name]: record[name] };
  return {
    id: record.id,
    documentHolder: record.documentHolder,
    documentType: record.documentType,
    ...optional('side'),
    country: record.country,
    ...optional('documentNumber'),
    ...optional('issuingAuthority'),
    fileName: record.fileName,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
