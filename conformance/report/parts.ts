import { partOf } from './sections.ts';

/**
 * Titles of the numbered parts of the interface document, used to group the clause matrix. Headings of the
 * document, not rules of the interface.
 */
export const documentParts: Readonly<Record<string, string>> = {
  '1': 'What the service does',
  '2': 'Resources and their fields',
  '3': 'States and transitions',
  '4': 'Endpoints',
  '5': 'Authentication',
  '6': 'Events',
  '7': 'Errors',
  '8': 'Limits',
  '9': 'Versioning',
};

/** `Part 3: States and transitions`; a part the table does not know is still named by its number. */
export function partLabel(part: string): string {
  const title = documentParts[part];
  return title === undefined ? `Part ${part}` : `Part ${part}: ${title}`;
}

/** The label of the part a section belongs to. */
export function partLabelOfSection(section: string): string {
  return partLabel(partOf(section));
}
