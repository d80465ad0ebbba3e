import type { AppDeps } from '../../http/app-deps.ts';
import { invalidInput } from '../../http/api-error.ts';
import { readDocumentForm } from './document-form.ts';
import type { DocumentRecord } from './document-record.ts';
import { insertDocument } from './upload-document.ts';

/** `POST /documents`: checks the form (400 lists every problem), then stores the content and the document's record. */
export async function uploadDocument(deps: AppDeps, form: FormData): Promise<DocumentRecord> {
  const checked = await readDocumentForm(form, {
    maxBytes: deps.config.documentMaxBytes,
    acceptedMediaType: deps.rules.acceptedDocumentMediaType,
  });
  if (!checked.ok) throw invalidInput('The document upload has invalid fields.', checked.errors);
  // The content first, by its digest, held until the record that refers to it (the upload's one commit) is settled.
  return deps.store.blobs.hold(checked.upload.content, (sha256) =>
    deps.store.transact((draft) =>
      insertDocument(draft, checked.upload, sha256, deps.clock.now(), deps.rules.ownersHoldDocuments),
    ),
  );
}
