import type { DocumentRecord } from './document-record.ts';

/** The table of documents, empty. */
export function emptyTables(): {
  /** Document metadata; the file's bytes are a blob of the store, named by their SHA-256. */
  documents: Record<string, DocumentRecord>;
} {
  return { documents: {} };
}
