/**
 * The other half of the kill matrix: the whole suite against every conformant variant (`scripts/variants/`). The
 * variants are packed into one composite (`composite.ts`), run once over the whole suite, the alternatives of one
 * freedom dealt the answers in turn (`dealing.ts`); the variants costing time on every request form a second
 * composite, run with their few files in a process of its own meanwhile (`variant-aside.ts`). A failed composite is narrowed down to the variants failing alone
 * (`variant-blame.ts`), so every variant still gets its own verdict. A dealt variant that took no answer of the whole
 * run faced nothing, and gets an error. The files of a run are shared out between the matrix's lanes, each with a
 * server of its own taking the freedoms (`lanes.ts`).
 */
import { defaultSuitesDir } from '../../conformance/engine/run.ts';
import { suiteFilesOnDisk } from '../../conformance/engine/suite-manifest.ts';
import type { RunResult } from '../../conformance/report/model.ts';
import { rulesWith } from '../../reference/rules.ts';
import { areas } from '../../spec/clauses/types.ts';
import { compositesOf, compositeVariant, costlyCompositeOf, type Composite } from '../variants/composite.ts';
import { wireRun, type Variant, type WireRun } from '../variants/variant.ts';
import { runShared, type Lanes } from './lanes.ts';
import { withServer, type ServerUnderTest } from './run-against.ts';
import { runAside } from './variant-aside.ts';
import { blame, overlaid, type RunMembers } from './variant-blame.ts';
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
  /** What a suite file costs to run, to share the files out between the lanes. */
  readonly cost: (file: string) => number;
  readonly log: (line: string) => void;
}

/** Runs suite files (absent: every one) against the variant, each lane against a server of its own. */
function runAgainst(
  lanes: Lanes,
  variant: Variant,
  files: readonly string[] | undefined,
  options: VariantRunOptions,
): Promise<RunResult> {
  return runShared(
    lanes,
    files ?? suiteFilesOnDisk(defaultSuitesDir),
    async (use) => {
      const wire = wireRun();
      try {
        return await withServer(serverOf(variant, wire), use);
      } finally {
        await wire.close();
      }
    },
    { areas, seed: options.seed, runs: options.runs },
    options.cost,
  );
}

function logRow(row: VariantRow, options: VariantRunOptions, note = ''): void {
  const mark = row.verdict === 'passed' ? 'passed  ' : row.verdict.toUpperCase().padEnd(8);
  options.log(
    `  ${mark} ${row.id} (${row.tests.passed}/${row.tests.total} tests passed${note}) ${(row.durationMs / 1000).toFixed(1)} s`,
  );
  for (const failure of row.failures)
    options.log(`           ${failure.outcome}: ${failure.test} [${failure.clauses.join(', ')}]`);
}

/**
 * A dealt member that took no answer: the alternatives of its freedom were dealt, and it faced none of the suite.
 */
function unshown(row: VariantRow, shown: number | undefined): VariantRow {
  if (shown !== 0 || row.verdict !== 'passed') return row;
  const reason = 'dealt a share of the answers, it took none: the suite never faced it';
  return { ...row, verdict: 'error', failures: [{ test: '(the whole run)', outcome: 'error', clauses: [], reason }] };
}

/** The composite's row, then its members': each from the whole run seen through the narrowing runs it took part in. */
export async function runComposite(
  lanes: Lanes,
  composite: Composite,
  options: VariantRunOptions,
): Promise<{ composite: VariantRow; members: VariantRow[] }> {
  // The seed turns which answers each dealt alternative takes, so that over runs every answer faces every one.
  const all = compositeVariant(composite.id, composite.members, options.seed);
  const files = composite.files ?? 'all';
  const whole = await runAgainst(lanes, all, composite.files, options);
  const row = { ...variantRowOf(all, whole, files), ranIn: composite.id };
  const dealt = [...all.shown].map(([id, answers]) => `${id} ${answers}`);
  logRow(
    row,
    options,
    `, ${composite.members.length} variants at once${dealt.length === 0 ? '' : `; answers dealt: ${dealt.join(', ')}`}`,
  );
  const runMembers: RunMembers = (members, failedFiles) =>
    runAgainst(
      lanes,
      members.length === 1 ? members[0]! : compositeVariant(composite.id, members, options.seed),
      failedFiles,
      options,
    );
  const found = row.verdict === 'passed' ? undefined : await blame(composite.members, whole, runMembers);
  const members = composite.members.map((member) => {
    const runs = found?.runsOf.get(member.id) ?? [];
    const seen = overlaid(whole, runs);
    const memberRow = variantRowOf(
      member,
      { ...seen, durationMs: runs.reduce((ms, run) => ms + run.durationMs, 0) },
      files,
    );
    return { ...unshown(memberRow, all.shown.get(member.id)), ranIn: composite.id };
  });
  for (const member of members)
    if (found?.blamed.has(member.id) === true || (member.verdict !== 'passed' && row.verdict === 'passed'))
      logRow(member, options, found?.blamed.has(member.id) === true ? ', alone' : '');
  for (const group of found?.together ?? []) options.log(`           failing only together: ${group.join(', ')}`);
  return { composite: row, members };
}

/**
 * Runs the whole suite against the variants' composite, and beside it the costly ones' composite with their files;
 * the rows in catalogue order, then the composites' rows.
 */
export async function runVariants(
  lanes: Lanes,
  variants: readonly Variant[],
  options: VariantRunOptions,
): Promise<VariantRow[]> {
  const costly = costlyCompositeOf(variants);
  // The costly composite mostly waits: in a process of its own, beside the other (`variant-aside.ts`).
  const aside =
    costly === undefined
      ? undefined
      : runAside(
          {
            ids: costly.members.map((m) => m.id),
            seed: options.seed,
            runs: options.runs,
            lanes: lanes.sessions.length,
          },
          options.log,
        );
  const ran: { composite: VariantRow; members: VariantRow[] }[] = [];
  try {
    for (const composite of compositesOf(variants)) ran.push(await runComposite(lanes, composite, options));
  } finally {
    if (aside !== undefined) ran.push(await aside);
  }
  const rows = new Map(ran.flatMap((r) => r.members).map((row) => [row.id, row]));
  return [...variants.map((v) => rows.get(v.id)!), ...ran.map((r) => r.composite)];
}
