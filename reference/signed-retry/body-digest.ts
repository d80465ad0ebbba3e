import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of a request body in canonical form: JSON with object members sorted by name at every depth, so
 * that a retry whose body differs only in member order or whitespace is the same request. No body digests as `""`.
 */
export function bodyDigest(body: unknown): string {
  return createHash('sha256').update(body === undefined ? '' : canonicalJson(body), 'utf8').digest('hex');
}

/** JSON text of `value` with object members sorted by name (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
