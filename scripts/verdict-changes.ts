/** Which tests changed verdict between runs of the same suite with the same seed: the measure of a flaky suite. */

export interface RunVerdicts {
  /** How the run is named in the output (`run 3`). */
  readonly label: string;
  /** Test name -> outcome, with the reason of any outcome other than pass. */
  readonly tests: ReadonlyMap<string, { readonly outcome: string; readonly reason?: string }>;
}

export interface VerdictChange {
  readonly test: string;
  /** Outcome per run label; `absent` when the run has no result for the test. */
  readonly outcomes: Readonly<Record<string, string>>;
  /** Reasons given by the runs where the test did not pass, by run label. */
  readonly reasons: Readonly<Record<string, string>>;
}

export const absent = 'absent';

/** Every test whose outcome is not the same in every run, in name order. */
export function verdictChanges(runs: readonly RunVerdicts[]): VerdictChange[] {
  const names = new Set<string>();
  for (const run of runs) for (const name of run.tests.keys()) names.add(name);
  const changes: VerdictChange[] = [];
  for (const test of [...names].sort()) {
    const outcomes: Record<string, string> = {};
    const reasons: Record<string, string> = {};
    for (const run of runs) {
      const result = run.tests.get(test);
      outcomes[run.label] = result?.outcome ?? absent;
      if (result?.reason !== undefined && result.outcome !== 'pass') reasons[run.label] = result.reason;
    }
    if (new Set(Object.values(outcomes)).size > 1) changes.push({ test, outcomes, reasons });
  }
  return changes;
}

/** Tests that did not pass in any run, with the same outcome every time (not flaky, but worth a line). */
export function steadyNonPasses(runs: readonly RunVerdicts[]): { test: string; outcome: string }[] {
  const first = runs[0];
  if (!first) return [];
  const changed = new Set(verdictChanges(runs).map((c) => c.test));
  return [...first.tests.entries()]
    .filter(([name, r]) => r.outcome !== 'pass' && r.outcome !== 'skip' && !changed.has(name))
    .map(([test, r]) => ({ test, outcome: r.outcome }))
    .sort((a, b) => (a.test < b.test ? -1 : 1));
}
