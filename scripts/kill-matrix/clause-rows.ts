/**
 * The kill matrix clause by clause: every testable clause with the deviants run that break it (their own clause or the
 * same rule stated elsewhere) and whether each was killed on that clause, or why it has none (the reviewed list, the
 * backlog). The figures by part are what the catalogue proves of the suite.
 */
import { clauseById, partOf } from '../../spec/clauses/index.ts';
import { deviantBacklog } from '../deviants/backlog.ts';
import { deviantsByClause } from '../deviants/clause-coverage.ts';
import { noRealisticDeviant } from '../deviants/no-realistic-deviant.ts';
import type { KillRow } from './verdict.ts';

export interface ClauseRow {
  readonly clause: string;
  /** Each deviant run that breaks the clause, killed when a test failed on this clause and its row was killed. */
  readonly deviants: readonly { readonly id: string; readonly killed: boolean }[];
  /** Why no realistic deviant exists (the reviewed list). */
  readonly noDeviant?: string;
  /** No deviant written yet (the backlog). */
  readonly backlog?: true;
}

export interface PartCoverage {
  readonly part: string;
  readonly testable: number;
  /** Clauses with at least one deviant killed on them. */
  readonly killed: number;
  readonly reviewed: number;
  readonly backlog: number;
}

export function clauseRowsOf(rows: readonly KillRow[]): ClauseRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reviewed = new Map(noRealisticDeviant.map((e) => [e.clause, e.why]));
  const backlog = new Set(deviantBacklog);
  return [...deviantsByClause(rows.map((r) => ({ id: r.id, breaks: r.breaks })))].map(([clause, ids]) => {
    const why = reviewed.get(clause);
    return {
      clause,
      deviants: ids.map((id) => {
        const row = byId.get(id)!;
        return { id, killed: row.verdict === 'killed' && row.failedClauses.includes(clause) };
      }),
      ...(why === undefined ? {} : { noDeviant: why }),
      ...(backlog.has(clause) ? { backlog: true as const } : {}),
    };
  });
}

/** The figures of the clause rows by part (`2.5` and the other sections of parts 2 and 4 apart), in document order. */
export function coverageByPart(clauseRows: readonly ClauseRow[]): PartCoverage[] {
  const parts = new Map<string, { testable: number; killed: number; reviewed: number; backlog: number }>();
  for (const row of clauseRows) {
    const section = clauseById(row.clause).section;
    const part = ['2', '4'].includes(partOf(section)) ? section : partOf(section);
    const figures = parts.get(part) ?? { testable: 0, killed: 0, reviewed: 0, backlog: 0 };
    figures.testable += 1;
    if (row.deviants.some((d) => d.killed)) figures.killed += 1;
    if (row.noDeviant !== undefined) figures.reviewed += 1;
    if (row.backlog) figures.backlog += 1;
    parts.set(part, figures);
  }
  return [...parts].map(([part, figures]) => ({ part, ...figures }));
}
