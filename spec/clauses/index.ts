/**
 * The clause registry: one entry per testable statement of the interface document (see `types.ts` for the shape).
 * Tests name the clauses they prove by id; reports group results by clause.
 */
import { part1Clauses } from './part1.ts';
import { part2Clauses } from './part2.ts';
import { part3Clauses } from './part3.ts';
import { part4Clauses } from './part4.ts';
import { part4SandboxClauses } from './part4-sandbox.ts';
import { part5Clauses, part6Clauses } from './part5-6.ts';
import { part7Clauses } from './part7.ts';
import { part8Clauses } from './part8.ts';
import { part9Clauses } from './part9.ts';
import type { Area, Clause } from './types.ts';

export { areaAliases, areas, type Area, type Clause, type Testability } from './types.ts';
export {
  alsoBrokenWith,
  restatementsOf,
  sameRuleAs,
  sameRuleGroups,
  widerClauses,
  type SameRuleGroup,
  type WiderClause,
} from './same-rule.ts';

/** Every section heading of the interface document, in document order. */
export const documentSections = [
  '1',
  '2',
  '2.1',
  '2.2',
  '2.3',
  '2.4',
  '2.5',
  '2.6',
  '3',
  '3.1',
  '3.2',
  '3.3',
  '3.4',
  '4',
  '4.1',
  '4.2',
  '4.3',
  '4.4',
  '4.5',
  '5',
  '6',
  '7',
  '7.1',
  '7.2',
  '7.3',
  '7.4',
  '7.5',
  '8',
  '9',
] as const;

/** Sections whose every statement is sandbox behaviour (3.2 is headed "sandbox behaviour, see 4.5"). */
export const sandboxSections: readonly string[] = ['3.2', '4.4', '4.5'];

/** The form of a clause id: section, slash, kebab-case slug. */
export const clauseIdPattern = /^\d+(\.\d+)?\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every clause, in document order. */
export const clauses: readonly Clause[] = [
  ...part1Clauses,
  ...part2Clauses,
  ...part3Clauses,
  ...part4Clauses,
  ...part4SandboxClauses,
  ...part5Clauses,
  ...part6Clauses,
  ...part7Clauses,
  ...part8Clauses,
  ...part9Clauses,
];

const byId = new Map(clauses.map((c) => [c.id, c]));

/** True when `id` names a clause of the registry. */
export function isClauseId(id: string): boolean {
  return byId.has(id);
}

/** The clause with this id; throws on an unknown id, so a typo in a test cannot pass silently. */
export function clauseById(id: string): Clause {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown clause id: ${id}`);
  return found;
}

/** The clauses of one area, in document order. */
export function clausesInArea(area: Area): Clause[] {
  return clauses.filter((c) => c.area === area);
}

/** The clauses of one section (exactly, `7` does not include `7.1`), in document order. */
export function clausesInSection(sectionNumber: string): Clause[] {
  return clauses.filter((c) => c.section === sectionNumber);
}

/** The part a section belongs to (`4.5` -> `4`). */
export function partOf(sectionNumber: string): string {
  return sectionNumber.split('.')[0] ?? sectionNumber;
}
