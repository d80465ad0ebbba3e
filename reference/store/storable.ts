/**
 * What the store accepts to persist: JSON data that reads back as it was written, and not nested so deeply that
 * cloning, serialising or loading it could exhaust the stack. Request bodies are limited to far less (see
 * `http/json-body.ts`); this is the store's own guard, so that no path around the body reader can persist data that
 * would break every later write or the next start.
 */
export const maxStoredDepth = 64;

/** Thrown when a transaction would persist something the store refuses; nothing is written. */
export class UnstorableDataError extends Error {
  override readonly name = 'UnstorableDataError';
}

/**
 * Checks `value` without recursion: plain objects, arrays, strings, finite numbers, booleans and `null`, nested at
 * most `maxStoredDepth` levels (a cycle therefore fails too). `undefined` members are allowed (JSON drops them).
 * `where` names the value in the error.
 */
export function assertStorable(value: unknown, where: string): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    switch (typeof current) {
      case 'string':
      case 'boolean':
      case 'undefined':
        continue;
      case 'number':
        if (!Number.isFinite(current)) throw new UnstorableDataError(`${where}: a number that is not finite`);
        continue;
      case 'object': {
        if (current === null) continue;
        if (depth >= maxStoredDepth)
          throw new UnstorableDataError(`${where}: nested deeper than ${maxStoredDepth} levels`);
        const prototype = Object.getPrototypeOf(current) as unknown;
        const isArray = Array.isArray(current);
        if (!isArray && prototype !== Object.prototype && prototype !== null) {
          throw new UnstorableDataError(`${where}: an object that is not plain JSON data`);
        }
        for (const member of Object.values(current)) pending.push({ value: member, depth: depth + 1 });
        continue;
      }
      default:
        throw new UnstorableDataError(`${where}: a ${typeof current}, which JSON cannot hold`);
    }
  }
}
