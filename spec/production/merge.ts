/** Joins the per-area records of production's data into one, refusing a name given by two areas. */
export function mergeDisjoint<T>(kind: string, parts: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      // Two areas naming one entry would leave one of them silently unused.
      if (Object.hasOwn(merged, name)) throw new Error(`production ${kind} ${name} is given twice`);
      merged[name] = value;
    }
  }
  return merged;
}
