/**
 * A test's failure handed to vitest without its stack frames. The report states a failure by its message and the
 * clauses it is attributed to, never by where in the suite it was thrown; and vitest maps every frame of every
 * failure through a source map in its main thread, reading and decoding the map of the suite's prebuilt support
 * bundle again for each one. Against a deployment failing most tests, that decoding took most of the run.
 */
export function frameless<T>(error: T): T {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 8; at = at.cause, depth += 1) {
    at.stack = `${at.name}: ${at.message}`;
  }
  return error;
}
