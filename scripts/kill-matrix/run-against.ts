/**
 * Runs a selection of the suite against the reference started with some rules: the document's (the baseline), a
 * deviant's, or a conformant variant's (its rules, configuration or wire middleware). The reference is started as the embedded run starts it (its configuration, its sandbox clock and the
 * clock's control endpoint), so it expects what the suite sends and the suite can advance its time. Every run goes
 * through one open session: vitest starts once for the whole matrix, not once per deviant.
 */
import { startEmbeddedReference } from '../../conformance/cli/embedded.ts';
import { defaultWalletOptions } from '../../conformance/engine/wallet-options.ts';
import type { ConformanceSession } from '../../conformance/engine/session.ts';
import type { RunResult } from '../../conformance/report/model.ts';
import type { Area } from '../../spec/clauses/types.ts';
import { walletSignatureHeader } from '../../spec/enums.ts';
import type { EmbeddedReference, EmbeddedReferenceOptions } from '../../conformance/cli/embedded.ts';
import type { ReferenceRules } from '../../reference/rules.ts';

/** The server a run targets: the reference with some rules, and for a variant its configuration and middleware. */
export type ServerUnderTest = { readonly rules: ReferenceRules } & Pick<
  EmbeddedReferenceOptions,
  'configure' | 'outerMiddleware'
>;

export interface SuiteSelection {
  readonly areas: readonly Area[];
  /** Suite files (relative to `conformance/suites`); absent: every file. */
  readonly files?: readonly string[];
  /** Clause ids selecting the tests of those files that declare one (`--only <clause>`); absent: `areas`. */
  readonly clauses?: readonly string[];
  readonly seed: number;
  readonly runs: number;
}

export async function runSuiteAgainst(
  session: ConformanceSession,
  server: ServerUnderTest,
  selection: SuiteSelection,
): Promise<RunResult> {
  return withServer(server, (reference) => runOn(session, reference, selection));
}

/** Starts the server, hands it to `use`, and stops it once `use` has settled. */
export async function withServer<T>(server: ServerUnderTest, use: (reference: EmbeddedReference) => Promise<T>) {
  // A deviant's errors are what it was built to produce: not worth a line on the console.
  const reference = await startEmbeddedReference({ ...server, logError: () => undefined });
  try {
    return await use(reference);
  } finally {
    await reference.close();
  }
}

/** Runs a selection of the suite against a server already started (several runs may share one). */
export async function runOn(
  session: ConformanceSession,
  reference: EmbeddedReference,
  selection: SuiteSelection,
): Promise<RunResult> {
  const { run } = await session.run({
    baseUrl: reference.url,
    credentials: reference.credentials,
    ...(reference.sandboxClock === undefined ? {} : { sandboxClock: reference.sandboxClock }),
    profile: 'sandbox',
    seed: selection.seed,
    runs: selection.runs,
    timeoutMs: 10_000,
    walletSignatureHeader,
    wallet: defaultWalletOptions,
    includeSlow: false,
    only: selection.clauses ?? selection.areas,
    skip: [],
    embedded: true,
    ...(selection.files === undefined ? {} : { files: selection.files }),
  });
  return run;
}
