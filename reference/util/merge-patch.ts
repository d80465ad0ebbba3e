/**
 * Applies `patch` to `target` as a JSON Merge Patch (RFC 7396): objects merge member by member, `null` removes a
 * member, anything else (arrays included) replaces. Returns a new value; neither argument is modified. `__proto__`
 * members are skipped so that a patch from a request body cannot reach a prototype.
 *
 * Works with an explicit list of pending merges rather than recursion, so no patch is deep enough to exhaust the
 * stack. Values taken whole from the patch (arrays, scalars, objects with no counterpart) are shared, not copied.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const root: Record<string, unknown> = isObject(target) ? { ...target } : {};
  const pending: { into: Record<string, unknown>; patch: Record<string, unknown> }[] = [{ into: root, patch }];
  while (pending.length > 0) {
    const { into, patch: members } = pending.pop()!;
    for (const [name, value] of Object.entries(members)) {
      if (name === '__proto__') continue;
      if (value === null) {
        /* Stryker disable next-line BlockStatement: outside the document: a member sent as null (removal, in a merge patch) is not addressed by 4.3's PATCH row */ delete into[
          name
        ];
      } else if (isObject(value)) {
        const existing = Object.hasOwn(into, name) ? into[name] : undefined;
        const merged: Record<string, unknown> = isObject(existing) ? { ...existing } : {};
        into[name] = merged;
        pending.push({ into: merged, patch: value });
      } else {
        into[name] = value;
      }
    }
  }
  return root;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
