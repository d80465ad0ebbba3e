/**
 * Applies `patch` to `target` as a JSON Merge Patch (RFC 7396): objects merge member by member, `null` removes a
 * member, anything else (arrays included) replaces. Returns a new value; neither argument is modified. `__proto__`
 * members are skipped so that a patch from a request body cannot reach a prototype.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (name === '__proto__') continue;
    if (value === null) delete result[name];
    else result[name] = mergePatch(result[name], value);
  }
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
