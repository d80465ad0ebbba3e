/**
 * Errors that end a test without a verdict: the outcome is `error`, never `fail`.
 *
 * A set-up step, a binding call or the transport to the server under test failed, so the test could not get as far
 * as checking the clause it proves. The collector recognises these errors by the marker below, which survives the
 * trip from a vitest worker to the main process (errors are serialised there, prototypes are not).
 */
export class SetupError extends Error {
  /** Serialised with the error, so that the collector can tell it from an assertion failure. */
  readonly conformanceOutcome = 'error' as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SetupError';
  }
}

/** The test ran longer than its time budget: no verdict. */
export class TestTimeoutError extends SetupError {
  constructor(timeoutMs: number) {
    super(`test timed out after ${timeoutMs} ms`);
    this.name = 'TestTimeoutError';
  }
}

/** True for a SetupError, or for the serialised form of one (a plain object carrying the marker). */
export function isSetupError(error: unknown): boolean {
  if (error instanceof SetupError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { conformanceOutcome?: unknown }).conformanceOutcome === 'error'
  );
}

/** The message of anything thrown, for re-wrapping. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
