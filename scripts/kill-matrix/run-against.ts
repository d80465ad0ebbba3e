/**
 * Runs a selection of the suite against the reference started with some rules: the document's (the baseline) or a
 * deviant's. The reference gets the configuration of the embedded run, so it expects what the suite sends.
 */
import { randomBytes } from 'node:crypto';
import { embeddedReferenceConfig } from '../../conformance/cli/embedded.ts';
import { defaultWalletOptions } from '../../conformance/engine/wallet-options.ts';
import { runConformance } from '../../conformance/engine/run.ts';
import type { RunResult } from '../../conformance/report/model.ts';
import type { Area } from '../../spec/clauses/types.ts';
import { walletSignatureHeader } from '../../spec/enums.ts';
import type { ReferenceRules } from '../../reference/rules.ts';
import { startReference } from '../../reference/server.ts';

export interface SuiteSelection {
  readonly areas: readonly Area[];
  /** Glob of suite files under `conformance/suites`; absent: every file. */
  readonly pattern?: string;
  readonly seed: number;
  readonly runs: number;
}

export async function runSuiteAgainst(rules: ReferenceRules, selection: SuiteSelection): Promise<RunResult> {
  const credentials = { clientId: `kill-${randomBytes(4).toString('hex')}`, clientSecret: randomBytes(24).toString('base64url') };
  const reference = await startReference({
    config: embeddedReferenceConfig(credentials),
    rules,
    port: 0,
    logger: { info: () => undefined, error: () => undefined },
  });
  try {
    const { run } = await runConformance({
      baseUrl: reference.url,
      credentials,
      profile: 'sandbox',
      seed: selection.seed,
      runs: selection.runs,
      timeoutMs: 10_000,
      walletSignatureHeader,
      wallet: defaultWalletOptions,
      includeSlow: false,
      only: selection.areas,
      skip: [],
      embedded: true,
      ...(selection.pattern === undefined ? {} : { pattern: selection.pattern }),
    });
    return run;
  } finally {
    await reference.close();
  }
}
