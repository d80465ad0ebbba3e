/**
 * The conformance run options of a mutation run: the CLI's own parsing of the `CONFORMANCE_*` environment, with
 * defaults that suit mutation testing. A fixed seed makes every mutant face the same inputs as the dry run; fewer
 * property runs keep a run per mutant short.
 */
import { parseRunOptions } from '../../conformance/cli/options.ts';
import type { RunOptions } from '../../conformance/engine/run-options.ts';

export const mutationDefaults = {
  CONFORMANCE_SEED: '20251013',
  CONFORMANCE_RUNS: '5',
  // Long enough for a request on a loaded two-core machine (a dry run failing on a slow answer stops the run);
  // a mutant that hangs the server is still cut short by Stryker's own per-mutant timeout first.
  CONFORMANCE_TIMEOUT_MS: '15000',
} as const;

/** The run options; throws on an unusable environment, or on a target, since mutation needs the embedded reference. */
export function mutationRunOptions(env: Readonly<Record<string, string | undefined>>): RunOptions & { seed: number } {
  const parsed = parseRunOptions(['run'], { ...mutationDefaults, ...definedOnly(env) });
  if (!parsed.ok) throw new Error(`mutation run: ${parsed.error}`);
  if (parsed.help) throw new Error('mutation run: unexpected help request');
  const { options } = parsed;
  if (options.remote)
    throw new Error('mutation run: CONFORMANCE_BASE_URL is set, but mutants live in the embedded reference');
  return { ...options, seed: options.seed ?? Number(mutationDefaults.CONFORMANCE_SEED) };
}

/** An empty variable counts as unset for the CLI; an unset one must not hide a mutation default either. */
function definedOnly(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
