/**
 * The order vitest hands suite files to its workers: longest first, so that the long files start at once and the
 * short ones fill the gaps at the end, instead of a long file drawn last holding the run alone (longest-processing-time
 * first: a run of one file per worker is then within 4/3 of the best order).
 *
 * A file's length is what a previous run measured (`file-weights.json` beside this file, written by
 * `npm run generate:file-weights` from a run recorded with `--record-round-trips`): against a deployment the round
 * trips its tests wait for one after the other, which the network's latency multiplies; against the embedded reference
 * its requests, which cost the shared cores. A file the weights do not know yet goes first, as vitest's own order does.
 * The weights only order the work: no verdict depends on them, and stale ones only cost time.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TargetKind } from './concurrency.ts';

/** What a file cost in a recorded run. */
export interface FileWeight {
  /** Under the default schedule against a deployment, its tests' critical paths (`scripts/bench/latency-model.ts`). */
  readonly roundTrips: number;
  readonly requests: number;
}

export type FileWeights = Readonly<Record<string, FileWeight>>;

export const fileWeightsPath = fileURLToPath(new URL('file-weights.json', import.meta.url));

/** The weights on disk; none when the file is missing or unreadable (the order is then vitest's). */
export function readFileWeights(path = fileWeightsPath): FileWeights {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { files: FileWeights }).files;
  } catch {
    return {};
  }
}

/**
 * `files` longest first by `weights` for `target` (files it does not know first, in their given order); ties keep
 * their given order.
 */
export function longestFirst<T>(
  files: readonly T[],
  nameOf: (file: T) => string,
  weights: FileWeights,
  target: TargetKind,
): T[] {
  const weightOf = (file: T): number => {
    const weight = weights[nameOf(file)];
    if (weight === undefined) return Infinity;
    return target === 'remote' ? weight.roundTrips : weight.requests;
  };
  return files
    .map((file, index) => ({ file, index, weight: weightOf(file) }))
    .sort((a, b) => (a.weight === b.weight ? a.index - b.index : b.weight - a.weight))
    .map(({ file }) => file);
}

/** What vitest gives a sequencer: the files as specifications, each with its absolute module id. */
interface Specification {
  readonly moduleId: string;
}

/**
 * A vitest sequencer (`sequence.sequencer`) that orders the files of `suitesDir` longest first. It never shards: the
 * CLI cuts its shards from the plan before vitest sees the files.
 */
export function longestFirstSequencer(suitesDir: string, target: TargetKind, weights: FileWeights = readFileWeights()) {
  const nameOf = (spec: Specification) => relative(suitesDir, spec.moduleId).split(sep).join('/');
  return class LongestFirstSequencer {
    shard<T extends Specification>(files: T[]): T[] {
      return files;
    }
    sort<T extends Specification>(files: T[]): T[] {
      return longestFirst(files, nameOf, weights, target);
    }
  };
}
