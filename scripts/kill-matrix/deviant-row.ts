/**
 * One deviant's row of the kill matrix, from as few tests as prove it. First a narrowed run: in the deviant's files,
 * only the tests declaring the clause it breaks or a clause stating the same rule (`narrowedClauses`). A kill needs
 * failures on exactly those clauses, and the whole files' failed clauses hold the narrowed run's, so a narrowed kill is
 * the kill the whole files give. When the narrowed run does not kill (the clause may be cited only through the
 * automatic response check of another test), it is forgotten and the files run whole, the cheapest first
 * (`escalation.ts`): the row is then the one the matrix gave without narrowing.
 */
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { alsoBrokenWith } from '../../spec/clauses/index.ts';
import type { Deviant } from '../deviants/deviant.ts';
import { cheapestFirst, mergedRuns } from './escalation.ts';
import { killRowOf, type KillRow } from './verdict.ts';

/** Runs some suite files against the deviant, all their tests or only those declaring one of `clauses`. */
export type RunFiles = (selection: { files: readonly string[]; clauses?: readonly string[] }) => Promise<RunResult>;

/** The clause ids a narrowed run selects for a deviant breaking `breaks`: it and every clause stating its rule. */
export function narrowedClauses(breaks: string): string[] {
  return [...new Set([breaks, ...alsoBrokenWith(breaks)])];
}

export async function deviantRow(
  deviant: Deviant,
  files: readonly string[],
  baseline: readonly TestResult[],
  runFiles: RunFiles,
): Promise<KillRow> {
  const narrowed = killRowOf(deviant, await runFiles({ files, clauses: narrowedClauses(deviant.breaks) }), files);
  if (narrowed.verdict === 'killed') return narrowed;
  // Files the catalogue names are run together; files found by citation, the cheapest first.
  const { first, rest } =
    deviant.suites === undefined ? cheapestFirst(files, baseline) : { first: [...files], rest: [] };
  let run = await runFiles({ files: first });
  let row = killRowOf(deviant, run, first);
  if (row.verdict !== 'killed' && rest.length > 0) {
    run = mergedRuns(run, await runFiles({ files: rest }));
    row = killRowOf(deviant, run, files);
  }
  return row;
}
