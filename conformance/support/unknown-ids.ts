/**
 * Ids that name nothing, for the calls a test makes about what does not exist: one of the identifier form of 2.6
 * (`<Type>:<UUID>`) with a UUID no server issued in a run, and one not of that form at all.
 */
export function unknownIds(prefix: string): [ofTheForm: string, notOfTheForm: string] {
  return [`${prefix}:00000000-0000-4000-8000-000000000000`, `not-a-${prefix.toLowerCase()}`];
}
