import fc from 'fast-check';
import type { Counterexample } from '../report/model.ts';
import { isSetupError } from '../engine/setup-error.ts';
import { clausesOf, tagError } from '../support/attribution.ts';
import { fixedExamplesOf, lostExamples } from './fixed-examples.ts';
import { chainPath, chainSeed, parseChainPath, planChains } from './run-chains.ts';

/** The arbitraries of a property, one per predicate argument. */
export type Arbitraries<Ts extends [unknown, ...unknown[]]> = { [K in keyof Ts]: fc.Arbitrary<Ts[K]> };

export interface PropertyConfig {
  readonly seed: number;
  readonly numRuns: number;
  /** A counterexample's path (`--replay-path`): fast-check replays that run directly instead of searching. */
  readonly path?: string;
  /** Applied to the printed counterexample (it may hold credentials a test derived from the real ones). */
  readonly redact?: (text: string) => string;
  /**
   * Chains of runs at once (`run-chains.ts`); absent or 1: one run after the other. Only for a property whose runs
   * share no state, so that their order cannot change a verdict.
   */
  readonly chains?: number;
}

export interface PropertyHooks {
  /** Before each run of the predicate (generated or shrinking). */
  onRunStart?(): void;
  /** After a run of the predicate threw. */
  onRunFailed?(): void;
  /** Once, when the property fails on an assertion. */
  onCounterexample?(counterexample: Counterexample): void;
}

/**
 * The failure of a property: the message carries everything needed to replay it (`--seed` and the path) and the
 * shrunk counterexample, then the assertion that failed.
 */
export class PropertyFailure extends Error {
  constructor(
    message: string,
    readonly counterexample: Counterexample,
    options: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PropertyFailure';
  }
}

/**
 * Runs `predicate` on values drawn from `arbitraries` (fast-check, seeded by the run) and throws PropertyFailure on
 * the shrunk counterexample.
 *
 * A SetupError (set-up, binding or transport failure) is not a counterexample: it is rethrown as it is, so that the
 * test ends with outcome `error`. Once one has happened, later runs rethrow it at once instead of calling the server
 * again, so that fast-check's shrinking cannot turn one dead server into hundreds of timeouts.
 *
 * With `chains` above 1 the runs are split into chains run at once (`run-chains.ts`), each stopping at its first
 * failure; chains above the lowest that failed stop calling the server. The lowest failing chain's counterexample is
 * then shrunk alone, so the one reported does not depend on which chain happened to fail first.
 */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  arbitraries: Arbitraries<Ts>,
  predicate: (...args: Ts) => Promise<void>,
  config: PropertyConfig,
  hooks: PropertyHooks = {},
): Promise<void> {
  const arbs = arbitraries as unknown as readonly fc.Arbitrary<unknown>[];
  refuseLostExamples(arbs);
  let setupFailure: unknown;
  let lowestFailed = Infinity;
  const propertyOf = (chain: number) =>
    fc.asyncProperty(...(arbs as [fc.Arbitrary<unknown>]), async (...args: unknown[]): Promise<void> => {
      if (setupFailure !== undefined) throw setupFailure;
      // A lower chain failed: its counterexample is the one reported, so this chain has nothing left to tell.
      if (chain > lowestFailed) return;
      hooks.onRunStart?.();
      try {
        await predicate(...(args as Ts));
      } catch (error) {
        if (isSetupError(error)) setupFailure = error;
        else lowestFailed = Math.min(lowestFailed, chain);
        hooks.onRunFailed?.();
        throw error;
      }
    });
  const examples = fixedExampleTuples(arbs, config.seed);
  // fast-check counts examples among `numRuns` and drops those beyond it: every fixed example runs, then `numRuns` draws.
  const numRuns = config.numRuns + examples.length;
  // The fixed examples stay on a replay of chain 0: the path counts them.
  const paramsOf = (chain: number) => ({
    seed: chainSeed(config.seed, chain),
    ...(chain === 0 && examples.length > 0 ? { examples: examples as Args[] } : {}),
  });

  let found: Found;
  if (config.path !== undefined) {
    const replay = parseChainPath(config.path);
    const details = await fc.check(propertyOf(replay.chain), { ...paramsOf(replay.chain), numRuns, path: replay.path });
    found = { details, chain: replay.chain, runs: details.numRuns, chains: 1 };
  } else {
    const plan = planChains(numRuns, examples.length, config.chains ?? 1);
    if (plan.length === 1) {
      const details = await fc.check(propertyOf(0), { ...paramsOf(0), numRuns });
      found = { details, chain: 0, runs: details.numRuns, chains: 1 };
    } else {
      found = await checkChains(plan, propertyOf, paramsOf, () => setupFailure);
    }
  }
  if (setupFailure !== undefined) throw setupFailure;
  const { details } = found;
  if (!details.failed) return;

  const redact = config.redact ?? ((s: string) => s);
  const counterexample: Counterexample = {
    seed: config.seed,
    path: chainPath(found.chain, details.counterexamplePath ?? ''),
    value: redact(fc.stringify(details.counterexample)),
  };
  hooks.onCounterexample?.(counterexample);
  const cause = details.errorInstance;
  const reason = redact(cause instanceof Error ? cause.message : String(cause));
  const failure = new PropertyFailure(
    [
      // The assertion first: the first line is what consoles and summaries show.
      reason,
      `counterexample: ${counterexample.value}`,
      `replay: --seed=${counterexample.seed} (path ${JSON.stringify(counterexample.path)})`,
      `property failed after ${found.runs} run(s)${found.chains > 1 ? ` in ${found.chains} chains at once` : ''}, shrunk ${details.numShrinks} time(s)`,
    ].join('\n'),
    counterexample,
    { cause },
  );
  const broken = clausesOf(cause);
  if (broken !== undefined) tagError(failure, broken);
  throw failure;
}

/** A predicate's arguments, as fast-check sees them. */
type Args = [unknown, ...unknown[]];

/** What a check found: fast-check's details of the chain reported, and the runs made in all. */
interface Found {
  readonly details: fc.RunDetails<Args>;
  readonly chain: number;
  readonly runs: number;
  readonly chains: number;
}

/**
 * Runs the chains of `plan` at once, each ending at its first failure, then shrinks the lowest failing chain's
 * counterexample alone (a replay of its path), so that its runs are the only ones in flight while it shrinks.
 */
async function checkChains(
  plan: readonly number[],
  propertyOf: (chain: number) => fc.IAsyncProperty<Args>,
  paramsOf: (chain: number) => fc.Parameters<Args>,
  setupFailure: () => unknown,
): Promise<Found> {
  const firsts = await Promise.all(plan.map((numRuns, chain) => fc.check(propertyOf(chain), { ...paramsOf(chain), numRuns, endOnFailure: true })));
  const runs = firsts.reduce((n, d) => n + d.numRuns, 0);
  const chain = firsts.findIndex((d) => d.failed);
  if (chain === -1 || setupFailure() !== undefined) return { details: firsts[0]!, chain: 0, runs, chains: plan.length };
  const first = firsts[chain]!;
  const shrunk = await fc.check(propertyOf(chain), { ...paramsOf(chain), numRuns: 1, path: first.counterexamplePath ?? '0' });
  // A server that answers the replay differently still failed the first time: that failure is reported unshrunk.
  return { details: shrunk.failed ? shrunk : first, chain, runs, chains: plan.length };
}

/**
 * A property whose arbitrary wraps a tagged one without carrying its examples would run without the values that
 * matter: a mistake of the suite, refused before any run (fixed-examples.ts's combinators keep them).
 */
function refuseLostExamples(arbitraries: readonly fc.Arbitrary<unknown>[]): void {
  arbitraries.forEach((arbitrary, i) => {
    const lost = lostExamples(arbitrary);
    if (lost.length === 0) return;
    // The count, not the examples: they may be near-misses of a credential.
    const count = lost.reduce((n, a) => n + fixedExamplesOf(a).length, 0);
    throw new Error(
      `property argument ${i + 1} wraps ${lost.length} arbitrary(ies) whose ${count} fixed example(s) it does not ` +
        'carry: build it with the combinators of conformance/properties/fixed-examples.ts',
    );
  });
}

/**
 * One argument tuple per fixed example an arbitrary carries (`near-misses.ts`): that argument set to the example, the
 * others drawn once from their arbitraries with the run's seed. They run before the random draws, every time.
 */
function fixedExampleTuples(arbitraries: readonly fc.Arbitrary<unknown>[], seed: number): unknown[][] {
  const drawn = arbitraries.map((arbitrary, i) => fc.sample(arbitrary, { seed: seed + i, numRuns: 1 })[0]);
  return arbitraries.flatMap((arbitrary, i) =>
    fixedExamplesOf(arbitrary).map((example) => drawn.map((value, j) => (j === i ? example : value))),
  );
}
