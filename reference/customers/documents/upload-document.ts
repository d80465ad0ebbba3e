import { undocumentedError } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import { newId } from '../../util/ids.ts';
import type { DocumentUpload } from './document-form.ts';
import type { DocumentRecord } from './document-record.ts';

/**
 * Stores the record of a checked upload in `draft` and returns it. The holder must be an active customer or a
 * beneficial owner (404 otherwise, as production answers). The content is already in the store's blobs under
 * `sha256` (its SHA-256); without the record it is an unreferenced blob, so a failure leaves no document behind.
 */
export function insertDocument(
  draft: ReferenceData,
  upload: DocumentUpload,
  sha256: string,
  now: Date,
  ownersHoldDocuments: boolean,
): DocumentRecord {
  const holder = upload.fields.documentHolder;
  const customer = rowById(draft.customers, holder);
  const isHolder =
    (customer !== undefined && !customer.isDeleted) ||
    (ownersHoldDocuments && rowById(draft.beneficialOwners, holder) !== undefined);
  if (!isHolder) throw undocumentedError('notFound', 'No customer or beneficial owner has this documentHolder id.');

  const { documentType, side, country, documentNumber, issuingAuthority } = upload.fields;
  const timestamp = now.toISOString();
  const record: DocumentRecord = {
    id: newId('Document'),
    documentHolder: holder,
    documentType: documentType ?? '',
    ...(side === undefined ? {} : { side }),
    country: country ?? '',
    ...(documentNumber === undefined ? {} : { documentNumber }),
    ...(issuingAuthority === undefined ? {} : { issuingAuthority }),
    fileName: upload.fileName,
    mediaType: upload.mediaType,
    sizeBytes: upload.content.byteLength,
    sha256,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.documents[record.id] = record;
  return record;
}
