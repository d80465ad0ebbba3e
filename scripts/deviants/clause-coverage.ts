/**
 * Which deviants of the catalogue break each testable clause: the clause a deviant names, and every clause that states
 * the same rule in another section or a wider clause stating it among others (`spec/clauses/same-rule.ts`), since the
 * kill matrix asks that all of those fail. A testable clause no deviant breaks is either on the reviewed list
 * (`no-realistic-deviant.ts`, with the reason) or on the backlog of clauses still waiting for theirs (`backlog.ts`).
 */
import { alsoBrokenWith, clauses } from '../../spec/clauses/index.ts';
import type { Deviant } from './deviant.ts';

/** The clauses a deviant breaks: its own and those stating the same rule. */
export function clausesBrokenBy(deviant: Pick<Deviant, 'breaks'>): string[] {
  return [deviant.breaks, ...alsoBrokenWith(deviant.breaks)];
}

/** Every testable clause, in document order. */
export const testableClauses: readonly string[] = clauses
  .filter((c) => c.testability !== 'not-testable')
  .map((c) => c.id);

/** Clause id to the ids of the deviants breaking it (every testable clause present, possibly with none). */
export function deviantsByClause(deviants: readonly Pick<Deviant, 'id' | 'breaks'>[]): Map<string, string[]> {
  const map = new Map<string, string[]>(testableClauses.map((id) => [id, []]));
  for (const deviant of deviants) {
    for (const clause of clausesBrokenBy(deviant)) map.get(clause)?.push(deviant.id);
  }
  return map;
}
