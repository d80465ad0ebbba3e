/**
 * The reference a mutation-run worker starts (`worker-setup.ts`), or why it could not. A mutant in code that runs
 * while the reference starts (route registration, middleware set-up) can make it fail to start. Thrown from the
 * setup file, that failure would stop vitest from collecting the file's tests; the Stryker runner then sees no
 * failed test and reports the mutant as survived, though every client would see a broken server. So the failure is
 * kept, the run context still provided (with an address nothing listens on), and each test fails with the error.
 */
import type { EmbeddedReference } from '../../conformance/cli/embedded.ts';

/** Where the tests of a worker whose reference did not start would send requests: they fail before any is sent. */
export const unstartedBaseUrl = 'http://127.0.0.1:9/reference-did-not-start';

export type WorkerReference =
  | { readonly started: true; readonly reference: EmbeddedReference }
  | {
      readonly started: false;
      readonly error: Error;
      readonly url: string;
      readonly credentials: EmbeddedReference['credentials'];
    };

/** Starts the reference with `start`; a failure is returned (with placeholders for the run context), not thrown. */
export async function startWorkerReference(start: () => Promise<EmbeddedReference>): Promise<WorkerReference> {
  try {
    return { started: true, reference: await start() };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      started: false,
      error: new Error(`mutation setup: the reference did not start, so no test of this file can pass: ${reason}`, {
        cause,
      }),
      url: unstartedBaseUrl,
      credentials: { clientId: 'reference-did-not-start', clientSecret: 'reference-did-not-start' },
    };
  }
}
