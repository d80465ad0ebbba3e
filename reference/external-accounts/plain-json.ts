/**
 * A deep copy of a parsed JSON value without `__proto__` members. `JSON.parse` makes such a member an own
 * property; copied by assignment elsewhere it would reach an object's prototype, and it is never a field of the
 * interface.
 */
export function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      if (key !== '__proto__') out[key] = withoutProtoKeys(member);
    }
    return out;
  }
  return value;
}
