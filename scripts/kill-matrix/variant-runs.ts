/**
 * The other half of the kill matrix: the suite against every conformant variant (`scripts/variants/`), each alone with
 * the files its freedom touches, then the stackable wire freedoms all at once over the whole suite. Every run goes
 * through the matrix's session.
 */
import type { ConformanceSession } from '../../conformance/engine/session.ts';
import { rulesWith } from '../../reference/rules.ts';
import { areas } from '../../spec/clauses/types.ts';
import { stackedVariant } from '../variants/catalogue.ts';
import { wireRun, type Variant, type WireRun } from '../variants/variant.ts';
import { runSuiteAgainst, type ServerUnderTest } from './run-against.ts';
import { variantRowOf, type VariantRow } from './variant-verdict.ts';

/** The reference taking the variant's freedom, through its seam; `run` keeps what its middleware must close. */
export function serverOf(variant: Variant, run: WireRun): ServerUnderTest {
  return {
    rules: rulesWith(variant.rules ?? {}),
    ...(variant.configure === undefined ? {} : { configure: variant.configure }),
    ...(variant.wire === undefined ? {} : { outerMiddleware: variant.wire(run) }),
  };
}

export interface VariantRunOptions {
  readonly seed: number;
  readonly runs: number;
  /** Also the stacked run over the whole suite (when any selected variant stacks). */
  readonly stacked: boolean;
  readonly log: (line: string) => void;
}

async function runOne(
  session: ConformanceSession,
  variant: Variant,
  files: readonly string[] | 'all',
  options: VariantRunOptions,
): Promise<VariantRow> {
  const wire = wireRun();
  let run;
  try {
    run = await runSuiteAgainst(session, serverOf(variant, wire), {
      areas,
      ...(files === 'all' ? {} : { files }),
      seed: options.seed,
      runs: options.runs,
    });
  } finally {
    await wire.close();
  }
  const row = variantRowOf(variant, run, files);
  const mark = row.verdict === 'passed' ? 'passed  ' : row.verdict.toUpperCase().padEnd(8);
  options.log(
    `  ${mark} ${variant.id} (${row.tests.passed}/${row.tests.total} tests passed) ${(row.durationMs / 1000).toFixed(1)} s`,
  );
  for (const failure of row.failures)
    options.log(`           ${failure.outcome}: ${failure.test} [${failure.clauses.join(', ')}]`);
  return row;
}

/** Runs the suite against each variant, then against all stackable ones at once; the rows in that order. */
export async function runVariants(
  session: ConformanceSession,
  variants: readonly Variant[],
  options: VariantRunOptions,
): Promise<VariantRow[]> {
  const rows: VariantRow[] = [];
  for (const variant of variants) rows.push(await runOne(session, variant, variant.files, options));
  if (options.stacked && variants.some((v) => v.stacks === true))
    rows.push(await runOne(session, stackedVariant(variants), 'all', options));
  return rows;
}
