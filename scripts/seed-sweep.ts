/**
 * The whole suite against the embedded reference, once per seed, listing every test that did not pass with the
 * command that replays it. A correct server must pass whatever the seed: a non-pass here is a draw the suite should
 * never make (a value some table reserves) or a verdict that depends on the seed.
 *
 *   npm run seed-sweep -- --seeds 200 [--first-seed 1000] [--runs 25]
 *
 * All runs share one session (vitest and its kept worker threads), so each run re-evaluates only its test files.
 * Seeds are consecutive from `--first-seed` (default: drawn), so a sweep can be resumed or split. Exits 1 on any
 * non-pass.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { replayCommand } from '../conformance/cli/replay.ts';
import { defaults } from '../conformance/cli/options.ts';
import type { RunOptions } from '../conformance/engine/run-options.ts';
import { openConformanceSession } from '../conformance/engine/session.ts';
import { documentRules } from '../reference/rules.ts';
import { areas } from '../spec/clauses/types.ts';
import { runSuiteAgainst } from './kill-matrix/run-against.ts';

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--${name} takes a positive integer, not "${value}"`);
  return Number(value);
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { seeds: { type: 'string' }, 'first-seed': { type: 'string' }, runs: { type: 'string' } },
    strict: true,
  });
  const seeds = positiveInteger(values.seeds, 'seeds', 10);
  const first =
    values['first-seed'] === undefined
      ? randomInt(0, 2 ** 31 - 1 - seeds)
      : positiveInteger(values['first-seed'], 'first-seed', 0);
  const runs = positiveInteger(values.runs, 'runs', defaults.runs);
  // The replay line of an embedded run names no target: only the test, the seed and the counterexample's path.
  const replayOptions: RunOptions = {
    profile: defaults.profile,
    only: [],
    skip: [],
    runs,
    reportDir: defaults.reportDir,
    walletSignatureHeader: defaults.walletSignatureHeader,
    timeoutMs: defaults.timeoutMs,
    includeSlow: false,
  };
  console.log(
    `seed sweep: ${seeds} seeds from ${first}, ${runs} runs per property, every area against the embedded reference`,
  );
  const started = performance.now();
  const session = await openConformanceSession();
  const nonPasses: string[] = [];
  let tests = 0;
  try {
    for (let seed = first; seed < first + seeds; seed++) {
      const runStarted = performance.now();
      const run = await runSuiteAgainst(session, { rules: documentRules }, { areas, seed, runs });
      const bad = run.tests.filter((t) => t.outcome !== 'pass' && t.outcome !== 'skip');
      tests += run.tests.length;
      for (const t of bad) {
        const line = `  seed ${seed} ${t.outcome}: ${t.name}\n    ${replayCommand(t, run, replayOptions)}`;
        nonPasses.push(line);
        console.log(line);
      }
      console.log(
        `seed ${seed}: ${run.tests.length} tests, ${bad.length} not passed (${((performance.now() - runStarted) / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await session.close();
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `seed sweep: ${seeds} seeds from ${first}, ${tests} test runs, ${nonPasses.length} not passed, ${minutes} min`,
  );
  return nonPasses.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`seed-sweep: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
