import { describe, expect, it } from 'vitest';
import { testableClauses } from '../deviants/clause-coverage.ts';
import { clauseRowsOf, coverageByPart } from './clause-rows.ts';
import { toKillMatrixMarkdown, killMatrixOf } from './matrix-report.ts';
import type { KillRow } from './verdict.ts';

const row = (id: string, breaks: string, verdict: KillRow['verdict'], failedClauses: string[]): KillRow => ({
  id,
  family: 'cards',
  breaks,
  description: id,
  verdict,
  failedClauses,
  files: [],
  tests: { total: 1, fail: failedClauses.length > 0 ? 1 : 0, error: 0 },
  durationMs: 1,
});

const closed = '3.3/closed-to-closed-rejected';
const restated = '7.3/card-already-closed';

describe('the kill matrix by clause', () => {
  const rows = [
    row('closes-again', closed, 'killed', [closed, restated]),
    row('closes-again-quietly', closed, 'partly-attributed', [closed]),
    row('mutable-when-closed', '3.3/closed-mutation-rejected', 'survived', []),
  ];
  const clauseRows = clauseRowsOf(rows);

  it('lists every testable clause once, in document order', () => {
    expect(clauseRows.map((r) => r.clause)).toEqual(testableClauses);
  });

  it('names the deviants breaking a clause, its own or the same rule restated, each killed only where it failed there', () => {
    const of = (clause: string) => clauseRows.find((r) => r.clause === clause)?.deviants;
    expect(of(closed)).toEqual([
      { id: 'closes-again', killed: true },
      { id: 'closes-again-quietly', killed: false },
    ]);
    expect(of(restated)).toEqual([
      { id: 'closes-again', killed: true },
      { id: 'closes-again-quietly', killed: false },
    ]);
    expect(of('3.3/closed-mutation-rejected')).toEqual([{ id: 'mutable-when-closed', killed: false }]);
    expect(of('2.2/id-form')).toEqual([]);
  });

  it('counts by part the clauses with a deviant killed on them', () => {
    const part3 = coverageByPart(clauseRows).find((p) => p.part === '3');
    expect(part3?.killed).toBe(1);
    expect(part3?.testable).toBe(testableClauses.filter((id) => id.startsWith('3.')).length);
    expect(coverageByPart(clauseRows).find((p) => p.part === '2.5')?.killed).toBe(0);
  });

  it('renders the clause table in the Markdown', () => {
    const md = toKillMatrixMarkdown(killMatrixOf(rows, { seed: 1, runs: 1, at: new Date(0) }));
    expect(md).toContain('## Clauses');
    expect(md).toContain(`| \`${closed}\` | closes-again: yes, closes-again-quietly: no |`);
    expect(md).toMatch(/^\| 3 \| \d+ \| 1 \| 0 \| \d+ \|$/m);
  });
});
