import { describe, expect, it } from 'vitest';
import { cardTransactionEventPrefix, eventTypes } from '../enums.ts';
import { errorCodes } from '../errors.ts';
import { limitRows } from '../limits.ts';
import { sandboxTableClauses } from '../sandbox.ts';
import { stateMachineRows, stateMachineRuleClauses } from '../state-machines.ts';
import {
  areas,
  clauseById,
  clauseIdPattern,
  clauses,
  clausesInArea,
  clausesInSection,
  documentSections,
  isClauseId,
  partOf,
  sandboxSections,
  type Clause,
} from './index.ts';

const kebab = (name: string): string => name.toLowerCase().replace(/[._]/g, '-');
const slugOf = (c: Clause): string => c.id.slice(c.id.indexOf('/') + 1);
/** True when the slug holds `words` as whole kebab segments. */
const slugHolds = (c: Clause, words: string): boolean => `-${slugOf(c)}-`.includes(`-${words}-`);

/** Clauses cited by the sandbox tables, the 3.2 rows and the sandbox rows of part 8. */
const sandboxCited = new Set<string>([
  ...sandboxTableClauses().map((e) => e.clause),
  ...stateMachineRows.filter((r) => r.section === '3.2').flatMap((r) => r.clauses),
  ...limitRows.filter((r) => r.sandbox).flatMap((r) => r.clauses),
]);
const sandboxRelated = (c: Clause): boolean =>
  sandboxSections.includes(c.section) || /sandbox/i.test(c.title) || sandboxCited.has(c.id);

describe('clause registry: form of the entries', () => {
  it('holds at least 250 clauses', () => {
    expect(clauses.length).toBeGreaterThanOrEqual(250);
  });

  it('has unique ids', () => {
    const seen = new Map<string, number>();
    clauses.forEach((c) => seen.set(c.id, (seen.get(c.id) ?? 0) + 1));
    expect([...seen].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
  });

  it('has well-formed ids whose prefix is the section', () => {
    expect(clauses.filter((c) => !clauseIdPattern.test(c.id)).map((c) => c.id)).toEqual([]);
    expect(clauses.filter((c) => c.id.split('/')[0] !== c.section).map((c) => c.id)).toEqual([]);
  });

  it('files every clause under a section of the document and a known area', () => {
    const sections: readonly string[] = documentSections;
    const known: readonly string[] = areas;
    expect(clauses.filter((c) => !sections.includes(c.section)).map((c) => c.id)).toEqual([]);
    expect(clauses.filter((c) => !known.includes(c.area)).map((c) => c.id)).toEqual([]);
  });

  it('gives a one-line title to every clause', () => {
    expect(clauses.filter((c) => c.title.trim() === '' || /\n/.test(c.title)).map((c) => c.id)).toEqual([]);
  });

  it('gives a reason exactly when a clause is not testable or slow', () => {
    const testabilities = ['black-box', 'sandbox-only', 'not-testable'];
    expect(clauses.filter((c) => !testabilities.includes(c.testability)).map((c) => c.id)).toEqual([]);
    const needsReason = (c: Clause) => c.testability === 'not-testable' || c.slow === true;
    expect(clauses.filter((c) => needsReason(c) && !c.reason?.trim()).map((c) => c.id)).toEqual([]);
    expect(clauses.filter((c) => !needsReason(c) && c.reason !== undefined).map((c) => c.id)).toEqual([]);
  });

  it('never marks a not-testable clause slow (nothing would run)', () => {
    expect(clauses.filter((c) => c.testability === 'not-testable' && c.slow).map((c) => c.id)).toEqual([]);
  });

  it('covers every part from 2 to 9', () => {
    const parts = new Set(clauses.map((c) => partOf(c.section)));
    for (const part of ['2', '3', '4', '5', '6', '7', '8', '9']) expect(parts.has(part), `part ${part}`).toBe(true);
  });
});

describe('clause registry: ids the suites rely on', () => {
  const required: readonly (readonly [string, string, Clause['area'], Clause['testability'] | undefined])[] = [
    ['5/basic-auth', '5', 'auth', 'black-box'],
    ['7.2/unauthorized-api-credentials', '7.2', 'auth', 'black-box'],
    ['7/envelope-required-members', '7', 'errors', undefined],
    ['7/envelope-status-matches-http', '7', 'errors', undefined],
    ['7/envelope-code-from-table', '7', 'errors', undefined],
    ['7/envelope-details-object', '7', 'errors', undefined],
    ['7/field-errors-list-every-invalid-field', '7', 'errors', undefined],
    ['2.4/field-error-shape', '2.4', 'errors', undefined],
    ['9/version-segment', '9', 'versioning', undefined],
    ['4.3/end-user-terms-url-and-version', '4.3', 'customers', undefined],
    ['4.3/platform-customer-id-conflict', '4.3', 'customers', undefined],
    ['4.3/create-customer', '4.3', 'customers', undefined],
    ['4.3/update-customer', '4.3', 'customers', undefined],
    ['7.3/conflict-generic', '7.3', 'errors', undefined],
  ];
  it.each(required)('%s exists in section %s, area %s', (id, sectionNumber, area, testability) => {
    const c = clauseById(id);
    expect(c.section).toBe(sectionNumber);
    expect(c.area).toBe(area);
    if (testability) expect(c.testability).toBe(testability);
    // The suites test these against any deployment.
    expect(c.testability).not.toBe('not-testable');
  });
});

describe('clause registry: agreement with the tables', () => {
  it('cites every error code of spec/errors.ts in a clause of its section', () => {
    const uncited = errorCodes.filter(
      (row) => !clausesInSection(row.section).some((c) => slugHolds(c, kebab(row.code))),
    );
    expect(uncited.map((r) => `${r.section} ${r.code}`)).toEqual([]);
  });

  it('gives every state-machine row at least one clause of its own section', () => {
    for (const row of stateMachineRows) {
      expect(row.clauses.length, `${row.machine} ${row.condition || row.trigger}`).toBeGreaterThan(0);
      for (const id of row.clauses) expect(clauseById(id).section, id).toBe(row.section);
    }
    for (const id of stateMachineRuleClauses) expect(partOf(clauseById(id).section), id).toBe('3');
  });

  it('gives every sandbox table row a sandbox clause of 3.2, 4.4 or 4.5', () => {
    const cited = sandboxTableClauses();
    expect(cited.length).toBeGreaterThan(0);
    for (const { table, clause } of cited) {
      const c = clauseById(clause);
      expect(sandboxSections, `${table}: ${clause}`).toContain(c.section);
      expect(['sandbox-only', 'not-testable'], `${table}: ${clause}`).toContain(c.testability);
    }
  });

  it('cites every clause of 4.4 and 4.5 from a sandbox table', () => {
    const cited = new Set(sandboxTableClauses().map((e) => e.clause));
    const orphans = [...clausesInSection('4.4'), ...clausesInSection('4.5')].filter((c) => !cited.has(c.id));
    expect(orphans.map((c) => c.id)).toEqual([]);
  });

  it('gives every limit row a clause of its section, and no clause to a wholly not-shown row', () => {
    for (const row of limitRows) {
      if (row.clauses.length === 0) {
        expect(row.notShown, row.name).toBe(true);
        continue;
      }
      for (const id of row.clauses) {
        const c = clauseById(id);
        expect(c.section, id).toBe(row.section);
        // A limit whose figure is not shown cannot be exceeded on purpose.
        if (row.notShown && !row.valueFromBinding) expect(c.testability, id).toBe('not-testable');
        if (row.sandbox) expect(c.testability, id).toBe('sandbox-only');
      }
    }
  });

  it('cites every clause of part 8 from a limit row', () => {
    const cited = new Set(limitRows.flatMap((r) => r.clauses));
    expect(
      clausesInSection('8')
        .filter((c) => !cited.has(c.id))
        .map((c) => c.id),
    ).toEqual([]);
  });

  it('has a clause of part 6 for every event type of spec/enums.ts and for the card transaction events', () => {
    for (const type of eventTypes) {
      expect(
        clausesInSection('6').some((c) => slugHolds(c, kebab(type))),
        type,
      ).toBe(true);
    }
    const cardWords = kebab(cardTransactionEventPrefix).replace(/-$/, '');
    expect(clausesInSection('6').some((c) => slugHolds(c, cardWords) || slugOf(c).startsWith(`${cardWords}-`))).toBe(
      true,
    );
  });

  it('marks sandbox-only exactly the clauses about sandbox behaviour', () => {
    // Sandbox-only clauses must be about the sandbox (a sandbox section, a sandbox table, or a title that says so) ...
    expect(clauses.filter((c) => c.testability === 'sandbox-only' && !sandboxRelated(c)).map((c) => c.id)).toEqual([]);
    // ... and every clause about the sandbox is sandbox-only, unless nothing about it can be tested.
    expect(clauses.filter((c) => sandboxRelated(c) && c.testability === 'black-box').map((c) => c.id)).toEqual([]);
  });

  it('marks slow exactly the clauses that wait out a long sandbox delay or a signed-retry expiry', () => {
    const slowIds = clauses.filter((c) => c.slow).map((c) => c.id);
    expect(slowIds.length).toBeGreaterThan(0);
    for (const id of slowIds) expect(clauseById(id).reason).toMatch(/seconds|minutes/);
  });
});

describe('clause registry: lookups', () => {
  it('finds a clause by id and refuses an unknown one', () => {
    const first = clauses[0];
    if (!first) throw new Error('empty registry');
    expect(clauseById(first.id)).toBe(first);
    expect(isClauseId(first.id)).toBe(true);
    expect(isClauseId('3.3/no-such-clause')).toBe(false);
    expect(() => clauseById('3.3/no-such-clause')).toThrow(/unknown clause/);
  });

  it('partitions the registry by area', () => {
    const byArea = areas.map((a) => clausesInArea(a));
    expect(byArea.reduce((n, list) => n + list.length, 0)).toBe(clauses.length);
    areas.forEach((a, i) => expect(byArea[i]?.every((c) => c.area === a)).toBe(true));
  });

  it('partitions the registry by section', () => {
    expect(documentSections.reduce((n, s) => n + clausesInSection(s).length, 0)).toBe(clauses.length);
  });
});
