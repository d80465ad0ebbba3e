/** Why a test is in a selection, in words, for `--list`: the item of `--only` it matches, and its share. */
import type { Clause } from '../../spec/clauses/types.ts';
import { isArea, type ClauseLookup } from './selection.ts';
import type { Selection } from './run-context.ts';

export interface ExplainedTest {
  readonly clauses: readonly string[];
  readonly area?: string | undefined;
}

/** The reasons a selected test is selected, each a short phrase. */
export function selectionReasons(
  test: ExplainedTest,
  selection: Selection & { readonly shard?: { readonly index: number; readonly count: number } },
  lookup: ClauseLookup,
): string[] {
  const reasons: string[] = [];
  if (selection.only.length === 0) reasons.push('no --only: every test');
  for (const item of selection.only) {
    if (isArea(item)) {
      if (test.area === item) reasons.push(`in the ${item} area`);
      const cited = test.clauses.filter((id) => (lookup(id) as Clause | undefined)?.area === item);
      if (cited.length > 0) reasons.push(`cites ${cited.join(', ')} of the ${item} area`);
    } else if (test.clauses.includes(item)) {
      reasons.push(`cites ${item}`);
    }
  }
  if (selection.tests !== undefined && selection.tests.length > 0) reasons.push('named by --test');
  if (selection.shard !== undefined) reasons.push(`in shard ${selection.shard.index}/${selection.shard.count}`);
  return reasons;
}
