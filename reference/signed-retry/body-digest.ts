import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of a request body in canonical form: JSON with object members sorted by name at every depth, so
 * that a retry whose body differs only in member order or whitespace is the same request. No body digests as `""`.
 */
export function bodyDigest(body: unknown): string {
  const noBody = '';
  return createHash('sha256')
    .update(body === undefined ? noBody : canonicalJson(body))
    .digest('hex');
}

/** JSON text of `value` with object members sorted by name (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(byMemberName)
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    const joined = members.join(',');
    return `{${joined}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Code-unit order of member names (`Object.entries` never gives two members one name). */
function byMemberName([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
