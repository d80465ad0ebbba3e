/**
 * Which suite files a deviant is run with: the files it names, else every file whose tests cite the clause it
 * breaks, as the baseline run against the correct reference found them.
 */
import type { TestResult } from '../../conformance/report/model.ts';
import type { Deviant } from '../deviants/deviant.ts';

/** Clause id to the suite files (relative to `conformance/suites`) whose tests cite it. */
export type ClauseFiles = ReadonlyMap<string, readonly string[]>;

export function clauseFilesOf(tests: readonly TestResult[]): ClauseFiles {
  const map = new Map<string, Set<string>>();
  for (const test of tests) {
    for (const clause of test.clauses) {
      const files = map.get(clause) ?? new Set<string>();
      files.add(test.file);
      map.set(clause, files);
    }
  }
  return new Map([...map].map(([clause, files]) => [clause, [...files].sort()]));
}

/** The files to run `deviant` with; throws when no test of the baseline cites the clause it breaks. */
export function suiteFilesFor(deviant: Deviant, cited: ClauseFiles): readonly string[] {
  if (deviant.suites !== undefined) return deviant.suites;
  const files = cited.get(deviant.breaks);
  if (files === undefined || files.length === 0) {
    throw new Error(`deviant ${deviant.id}: no test of areas ${deviant.areas.join(', ')} cites ${deviant.breaks}`);
  }
  return files;
}
