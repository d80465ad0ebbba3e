/**
 * What a run costs in round trips, whatever the machine's load: from each test's critical path (the round trips it
 * waits for one after the other, `--record-round-trips`) and the way the run schedules tests, the least time the run
 * takes when every round trip costs the same and the runner's CPU costs nothing.
 *
 * The schedule is vitest's as the engine sets it: `workers` files at once, each worker taking the next file when it is
 * done (longest first); inside a file, the tests that may run beside others `testsPerWorker` at once, across the
 * blocks next to each other that hold only such tests, and each test that shares state (`support/declare.ts`) alone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRoundTrips } from '../../conformance/support/round-trips.ts';

export interface ManifestTest {
  readonly name: string;
  readonly tags: readonly string[];
}

export interface LatencyFigures {
  readonly tests: number;
  readonly requests: number;
  /** Sum of the tests' critical paths: the run's round trips if tests ran one at a time. */
  readonly criticalPathSum: number;
  readonly longestTest: { readonly name: string; readonly criticalPath: number };
  /** Critical paths of the tests that run alone in their worker. */
  readonly aloneSum: number;
  /** The run's length in round trips under the schedule. */
  readonly scheduled: number;
  /** Requests in flight on average under the schedule (requests / scheduled). */
  readonly inFlight: number;
  /** The files whose length bounds the schedule, longest first. */
  readonly longestFiles: readonly { readonly file: string; readonly roundTrips: number }[];
}

const aloneTags = ['webhooks', 'sandbox-time', 'platform-config'];

/** The schedule: workers, tests at once in each, and whether neighbouring blocks of concurrent tests run together. */
export interface Plan {
  readonly workers: number;
  readonly testsPerWorker: number;
  /** Default true, as the suite runs; false for a run of a version that ran every block apart. */
  readonly blocksTogether?: boolean;
}

/** The least time of `slots` at once over `lengths`, longest first onto the slot free first. */
export function longestFirst(lengths: readonly number[], slots: number): number {
  const free = new Array<number>(Math.max(1, slots)).fill(0);
  for (const length of [...lengths].sort((a, b) => b - a)) {
    const i = free.indexOf(Math.min(...free));
    free[i]! += length;
  }
  return Math.max(...free);
}

/**
 * A file's length in round trips. Neighbouring blocks whose every test may run beside others run as one (their tests
 * `testsPerWorker` at once); a block holding a test that shares state runs apart, that test alone between the others.
 */
export function fileRoundTrips(
  tests: readonly ManifestTest[],
  criticalPath: ReadonlyMap<string, number>,
  testsPerWorker: number,
  blocksTogether = true,
): number {
  const blocks = new Map<string, ManifestTest[]>();
  for (const test of tests) {
    if (!criticalPath.has(test.name)) continue;
    const block = test.name.split(' > ').slice(1, -1).join(' > ');
    blocks.set(block, [...(blocks.get(block) ?? []), test]);
  }
  const alone = (test: ManifestTest) => test.tags.some((tag) => aloneTags.includes(tag));
  const length = (test: ManifestTest) => criticalPath.get(test.name) ?? 0;
  let total = 0;
  let together: number[] = [];
  for (const block of blocks.values()) {
    if (blocksTogether && !block.some(alone)) {
      together.push(...block.map(length));
      continue;
    }
    total += longestFirst(together, testsPerWorker);
    together = [];
    for (const test of block) {
      if (alone(test)) {
        total += longestFirst(together, testsPerWorker) + length(test);
        together = [];
      } else together.push(length(test));
    }
    total += longestFirst(together, testsPerWorker);
    together = [];
  }
  return total + longestFirst(together, testsPerWorker);
}

type RoundTripsLines = readonly { readonly test: string; readonly requests: number; readonly criticalPath: number }[];

/** Each recorded line on the manifest's test it names (the file records it under its path from the project root). */
export function linesByTest(
  manifest: Readonly<Record<string, readonly ManifestTest[]>>,
  lines: RoundTripsLines,
): Map<string, { readonly requests: number; readonly criticalPath: number }> {
  const byName = new Map(
    Object.values(manifest)
      .flat()
      .map((t) => [t.name, t] as const),
  );
  const found = new Map<string, { requests: number; criticalPath: number }>();
  for (const line of lines) {
    const name = byName.has(line.test) ? line.test : line.test.split('/suites/').slice(1).join('/suites/');
    if (byName.has(name)) found.set(name, { requests: line.requests, criticalPath: line.criticalPath });
  }
  return found;
}

export function latencyFigures(
  manifest: Readonly<Record<string, readonly ManifestTest[]>>,
  lines: RoundTripsLines,
  plan: Plan,
): LatencyFigures {
  const tests = Object.values(manifest).flat();
  const criticalPath = new Map<string, number>();
  let requests = 0;
  let longest = { name: '', criticalPath: 0 };
  for (const [name, line] of linesByTest(manifest, lines)) {
    criticalPath.set(name, line.criticalPath);
    requests += line.requests;
    if (line.criticalPath > longest.criticalPath) longest = { name, criticalPath: line.criticalPath };
  }
  const files = Object.entries(manifest).map(([file, fileTests]) => ({
    file,
    roundTrips: fileRoundTrips(fileTests, criticalPath, plan.testsPerWorker, plan.blocksTogether ?? true),
  }));
  const scheduled = longestFirst(
    files.map((f) => f.roundTrips),
    plan.workers,
  );
  const sum = (names: Iterable<string>) => [...names].reduce((n, name) => n + (criticalPath.get(name) ?? 0), 0);
  return {
    tests: criticalPath.size,
    requests,
    criticalPathSum: sum(criticalPath.keys()),
    longestTest: longest,
    aloneSum: sum(tests.filter((t) => t.tags.some((tag) => aloneTags.includes(tag))).map((t) => t.name)),
    scheduled,
    inFlight: scheduled === 0 ? 0 : requests / scheduled,
    longestFiles: files.sort((a, b) => b.roundTrips - a.roundTrips).slice(0, 3),
  };
}

/** The figures of a round-trips file against the suite manifest of `root`. */
export function latencyFiguresOf(roundTripsFile: string, plan: Plan, root: string): LatencyFigures {
  const manifest = (
    JSON.parse(readFileSync(resolve(root, 'conformance/engine/suite-manifest.json'), 'utf8')) as {
      files: Record<string, ManifestTest[]>;
    }
  ).files;
  return latencyFigures(manifest, readRoundTrips(readFileSync(roundTripsFile, 'utf8')), plan);
}

export function describeFigures(f: LatencyFigures, roundTripMs: number): string[] {
  const s = (rt: number) => `${rt} round trips (${((rt * roundTripMs) / 1000).toFixed(1)} s at ${roundTripMs} ms)`;
  return [
    `${f.tests} tests, ${f.requests} requests; critical paths: ${f.criticalPathSum} round trips in all, the longest ${f.longestTest.criticalPath} (${f.longestTest.name})`,
    `tests alone in their worker: ${f.aloneSum} round trips`,
    `scheduled: ${s(f.scheduled)}, ${f.inFlight.toFixed(1)} requests in flight on average; longest files: ${f.longestFiles.map((x) => `${x.file} ${x.roundTrips}`).join(', ')}`,
  ];
}

// `tsx scripts/bench/latency-model.ts <round-trips file> <workers> <tests per worker> [root] [blocks-apart]`: the
// figures of a run recorded elsewhere (a baseline copy of the project; `blocks-apart` for a version that ran every
// block of a file apart).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [file, workers, perWorker, root, apart] = process.argv.slice(2);
  if (file === undefined || workers === undefined || perWorker === undefined) {
    process.stderr.write(
      'usage: tsx scripts/bench/latency-model.ts <round-trips file> <workers> <tests per worker> [root] [blocks-apart]\n',
    );
    process.exit(2);
  }
  const plan = {
    workers: Number(workers),
    testsPerWorker: Number(perWorker),
    blocksTogether: apart !== 'blocks-apart',
  };
  const figures = latencyFiguresOf(file, plan, root ?? resolve(import.meta.dirname, '..', '..'));
  for (const line of describeFigures(figures, 50)) process.stdout.write(`${line}\n`);
}
