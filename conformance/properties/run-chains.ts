/**
 * How a property's runs are split into chains that run at once (`check-property.ts`), for a property whose runs share
 * no state: against a remote target each run mostly waits for round trips, so k chains of n/k runs take about 1/k of
 * the time of one chain of n.
 *
 * Chain 0 is the property as it runs alone: the run's seed, every fixed example first, then draws; its examples go
 * several at once too, each at the index it has in chain 0. Chain i > 0 draws only, from a seed derived from the
 * run's. A counterexample stays replayable from the run's seed and its path: the path of a counterexample found by
 * chain i > 0 names the chain in its first segment (`i * chainStride` plus the run's index in the chain), so `--seed`
 * is the run's own and the test's set-up, which may draw from that seed too, is the same on the replay.
 */

/** Paths of chain i > 0 start at `i * chainStride`: no chain makes this many runs. */
export const chainStride = 2 ** 24;

/** How many draws each chain makes (chain 0 first), `numRuns` in all, spread evenly; no chain makes none. */
export function planChains(numRuns: number, chains: number): number[] {
  const k = Math.max(1, Math.min(Math.floor(chains), numRuns));
  return Array.from({ length: k }, (_, i) => Math.floor(numRuns / k) + (i < numRuns % k ? 1 : 0));
}

/** The seed of chain `chain`: the run's for chain 0, a 32-bit mix of it and the chain's number otherwise. */
export function chainSeed(seed: number, chain: number): number {
  return chain === 0 ? seed : (seed + Math.imul(chain, 0x9e3779b1)) | 0;
}

/** The path of a counterexample found by `chain` (fast-check's path within that chain), as printed for a replay. */
export function chainPath(chain: number, path: string): string {
  if (chain === 0) return path;
  const [first = '0', ...rest] = path.split(':');
  return [String(chain * chainStride + Number(first)), ...rest].join(':');
}

/** The chain a printed path names, and fast-check's path within that chain. */
export function parseChainPath(path: string): { readonly chain: number; readonly path: string } {
  const [first = '0', ...rest] = path.split(':');
  const index = Number(first);
  if (!Number.isSafeInteger(index) || index < chainStride) return { chain: 0, path };
  return { chain: Math.floor(index / chainStride), path: [String(index % chainStride), ...rest].join(':') };
}
