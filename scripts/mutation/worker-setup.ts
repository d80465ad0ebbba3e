/**
 * Per-file setup of the mutation run (`vitest.mutation.config.ts`): starts the reference IN the test worker, so that
 * the reference code a request runs while a test is under way is attributed to that test by Stryker's per-test
 * coverage, and hands the suites the run context the conformance engine would build.
 */
import { afterAll, beforeEach, type ProvidedContext } from 'vitest';
import { buildRunContext } from '../../conformance/engine/build-run-context.ts';
import { mutationRunOptions } from './run-options.ts';
import { startWorkerReference } from './worker-reference.ts';

/**
 * Vitest fills `inject()` from the main process before the worker starts, but the reference's port is known only
 * once it listens here. The worker keeps the provided values on its state object, which `inject()` reads: the
 * context is added there. Fails loudly if a vitest upgrade moves it.
 */
function provideInWorker(values: Pick<ProvidedContext, 'run' | 'runSecrets'>): void {
  const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
  if (state?.providedContext === undefined) {
    throw new Error(
      'mutation setup: vitest worker state not found (vitest internals changed?); cannot provide the run',
    );
  }
  Object.assign(state.providedContext, values);
}

const options = mutationRunOptions(process.env);
// Imported here, not at the top: a mutant can break the reference's modules as they load, and that must fail the
// tests, not the loading of this file.
const worker = await startWorkerReference(async () =>
  (await import('../../conformance/cli/embedded.ts')).startEmbeddedReference({ wallet: options.wallet }),
);
if (worker.started) {
  afterAll(() => worker.reference.close());
} else {
  // A mutant broke the reference's start: every test fails (is killed), instead of the file failing to load, which
  // Stryker's runner would count as no test failed (see worker-reference.ts).
  beforeEach(() => {
    throw worker.error;
  });
}

provideInWorker(
  buildRunContext({
    ...options,
    baseUrl: worker.started ? worker.reference.url : worker.url,
    credentials: worker.started ? worker.reference.credentials : worker.credentials,
    ...(worker.started && worker.reference.sandboxClock ? { sandboxClock: worker.reference.sandboxClock } : {}),
    embedded: true,
  }),
);
