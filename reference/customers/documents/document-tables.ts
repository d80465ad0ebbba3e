import type { TableIndexes } from '../../store/table-indexes.ts';
import type { DocumentRecord } from './document-record.ts';

/** The table of documents, empty. */
export function emptyTables(): {
  /** Document metadata; the file's bytes are a blob of the store, named by their SHA-256. */
  documents: Record<string, DocumentRecord>;
} {
  return { documents: {} };
}

/** The lookups of these tables the store indexes: a holder's documents; the documents referring to a stored content, for the sweep of unreferenced blobs. */
export const tableIndexes: TableIndexes = {
  documents: {
    sha256: (row) => row['sha256'],
    documentHolder: (row) => row['documentHolder'],
  },
};
