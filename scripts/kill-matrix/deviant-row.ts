/**
 * One deviant's row of the kill matrix, from as few tests as prove it. First narrowed runs: in the deviant's files,
 * only the tests declaring the clause it breaks or a clause stating the same rule (`narrowedClauses`), file by file,
 * the cheapest first (`escalation.ts`), until they together kill it. A kill needs failures on exactly those clauses,
 * and the whole files' failed clauses hold the narrowed runs', so a narrowed kill is the kill the whole files give.
 * When the narrowed runs do not kill (the clause may be cited only through the automatic response check of another
 * test), their tests are forgotten and the files run whole, the cheapest first: the row is then the one the matrix
 * gave without narrowing, its time aside, which counts every run.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { readSuiteManifest } from '../../conformance/engine/suite-manifest.ts';
import { alsoBrokenWith } from '../../spec/clauses/index.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { cheapestFirst, mergedRuns, narrowedOrder, type DeclaredTests } from './escalation.ts';
import { killRowOf, type KillRow } from './verdict.ts';

/** Runs some suite files against the deviant, all their tests or only those declaring one of `clauses`. */
export type RunFiles = (selection: { files: readonly string[]; clauses?: readonly string[] }) => Promise<RunResult>;

/** The clause ids a narrowed run selects for a deviant breaking `breaks`: it and every clause stating its rule. */
export function narrowedClauses(breaks: string): string[] {
  return [...new Set([breaks, ...alsoBrokenWith(breaks)])];
}

let manifestTests: DeclaredTests | undefined;
/** What the suite's tests declare, read once. */
const suiteDeclarations = (): DeclaredTests => (manifestTests ??= readSuiteManifest().files);

export async function deviantRow(
  deviant: Deviant,
  files: readonly string[],
  baseline: readonly TestResult[],
  runFiles: RunFiles,
  declared: DeclaredTests = suiteDeclarations(),
): Promise<KillRow> {
  const clauses = narrowedClauses(deviant.breaks);
  let narrowed: RunResult | undefined;
  const ran: string[] = [];
  for (const file of narrowedOrder(files, clauses, baseline, declared)) {
    const run = await runFiles({ files: [file], clauses });
    narrowed = narrowed === undefined ? run : mergedRuns(narrowed, run);
    ran.push(file);
    const row = killRowOf(deviant, narrowed, ran);
    if (row.verdict === 'killed') return row;
  }
  const narrowedMs = narrowed?.durationMs ?? 0;
  // Files the catalogue names are run together; files found by citation, the cheapest first.
  const { first, rest } =
    deviant.suites === undefined ? cheapestFirst(files, baseline) : { first: [...files], rest: [] };
  let run = await runFiles({ files: first });
  let row = killRowOf(deviant, run, first);
  if (row.verdict !== 'killed' && rest.length > 0) {
    run = mergedRuns(run, await runFiles({ files: rest }));
    row = killRowOf(deviant, run, files);
  }
  return { ...row, durationMs: row.durationMs + narrowedMs };
}
