import { describe, expect, it } from 'vitest';
import { clauseById } from '../../spec/clauses/index.ts';
import { deviantBacklog } from './backlog.ts';
import { deviantCatalogue } from './catalogue.ts';
import { clausesBrokenBy, deviantsByClause, testableClauses } from './clause-coverage.ts';
import { noRealisticDeviant } from './no-realistic-deviant.ts';

const byClause = deviantsByClause(deviantCatalogue);
const reviewed = new Set(noRealisticDeviant.map((e) => e.clause));
const backlog = new Set(deviantBacklog);

describe('a deviant for every testable clause', () => {
  it('breaks every testable clause with a deviant of the catalogue, or lists it with a reason, or on the backlog', () => {
    const missing = testableClauses.filter(
      (id) => byClause.get(id)!.length === 0 && !reviewed.has(id) && !backlog.has(id),
    );
    expect(missing, 'testable clauses no deviant breaks').toEqual([]);
  });

  it('keeps the reviewed list short, each entry a testable clause with a reason and no deviant', () => {
    expect(noRealisticDeviant.length).toBeLessThanOrEqual(12);
    for (const entry of noRealisticDeviant) {
      expect(clauseById(entry.clause).testability, entry.clause).not.toBe('not-testable');
      expect(entry.why.length, entry.clause).toBeGreaterThan(40);
      expect(byClause.get(entry.clause), `${entry.clause} has a deviant: remove it from the reviewed list`).toEqual([]);
    }
    expect(reviewed.size).toBe(noRealisticDeviant.length);
  });

  it('only shrinks the backlog: an entry with a deviant, or on the reviewed list too, is refused', () => {
    for (const id of deviantBacklog) {
      expect(clauseById(id).testability, id).not.toBe('not-testable');
      expect(byClause.get(id), `${id} has a deviant: remove it from the backlog`).toEqual([]);
      expect(reviewed.has(id), id).toBe(false);
    }
    expect(backlog.size).toBe(deviantBacklog.length);
  });

  it('counts a deviant against its own clause and every clause stating the same rule', () => {
    expect(clausesBrokenBy({ breaks: '3.3/closed-to-closed-rejected' })).toEqual([
      '3.3/closed-to-closed-rejected',
      '7.3/card-already-closed',
    ]);
    const map = deviantsByClause([{ id: 'd', breaks: '3.3/closed-to-closed-rejected' }]);
    expect(map.get('7.3/card-already-closed')).toEqual(['d']);
    expect(map.get('2.2/id-form')).toEqual([]);
    expect([...map.keys()]).toEqual(testableClauses);
  });
});
