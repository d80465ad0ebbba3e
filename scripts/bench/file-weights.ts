/**
 * The weights of the suite files (`conformance/engine/file-weights.json`, read by `conformance/engine/file-order.ts`)
 * from a run recorded with `--record-round-trips`: each file's round trips under the default schedule against a
 * deployment (its tests `remoteTestsPerWorker` at once, one sharing state alone) and its requests.
 */
import { remoteTestsPerWorker } from '../../conformance/engine/concurrency.ts';
import type { FileWeight } from '../../conformance/engine/file-order.ts';
import { fileRoundTrips, linesByTest, type ManifestTest } from './latency-model.ts';

export function fileWeightsOf(
  manifest: Readonly<Record<string, readonly ManifestTest[]>>,
  lines: readonly { readonly test: string; readonly requests: number; readonly criticalPath: number }[],
): Record<string, FileWeight> {
  const recorded = linesByTest(manifest, lines);
  const criticalPaths = new Map([...recorded].map(([name, line]) => [name, line.criticalPath]));
  const weights: Record<string, FileWeight> = {};
  for (const [file, tests] of Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const ran = tests.filter((t) => recorded.has(t.name));
    if (ran.length === 0) continue;
    weights[file] = {
      roundTrips: fileRoundTrips(tests, criticalPaths, remoteTestsPerWorker),
      requests: ran.reduce((n, t) => n + (recorded.get(t.name)?.requests ?? 0), 0),
    };
  }
  return weights;
}
