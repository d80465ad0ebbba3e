/**
 * The paths among `required` (dot notation into `record`) that hold no value: absent, `null`, or a string of
 * white space only. Own members only, so a path such as `constructor` never resolves to something inherited.
 */
export function missingFields(record: Readonly<Record<string, unknown>>, required: readonly string[]): string[] {
  return required.filter((path) => !hasValue(valueAt(record, path)));
}

function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let node: unknown = record;
  for (const member of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, member)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[member];
  }
  return node;
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
