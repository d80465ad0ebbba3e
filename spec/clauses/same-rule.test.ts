import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors.ts';
import { clauseById, clauses } from './index.ts';
import { restatementsOf, sameRuleAs, sameRuleGroups } from './same-rule.ts';

const members = sameRuleGroups.flatMap((g) => g.clauses);

describe('same-rule groups: form', () => {
  it('name clauses of the registry only', () => {
    expect(members.filter((id) => !clauses.some((c) => c.id === id))).toEqual([]);
  });

  it('hold at least two distinct clauses each, from at least two sections, with a rule in one line', () => {
    for (const g of sameRuleGroups) {
      expect(new Set(g.clauses).size, g.rule).toBe(g.clauses.length);
      expect(g.clauses.length, g.rule).toBeGreaterThanOrEqual(2);
      expect(new Set(g.clauses.map((id) => clauseById(id).section)).size, g.rule).toBeGreaterThanOrEqual(2);
      expect(g.rule.trim(), g.rule).not.toBe('');
      expect(g.rule).not.toMatch(/\n/);
    }
  });

  it('put a clause in one group at most (a failure widens to one rule, not to a chain of them)', () => {
    const seen = new Map<string, number>();
    members.forEach((id) => seen.set(id, (seen.get(id) ?? 0) + 1));
    expect([...seen].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
  });

  it('group clauses of one testability: a sandbox statement is not the same rule as one that holds everywhere', () => {
    for (const g of sameRuleGroups) {
      expect(new Set(g.clauses.map((id) => clauseById(id).testability)).size, g.rule).toBe(1);
    }
  });
});

/**
 * Codes whose clauses in different sections state different rules: the code is shared, the condition is not.
 * Every other code named by clauses of two sections must have those clauses in one group.
 */
const codesOfDistinctRules: Readonly<Record<string, string>> = {
  CONFLICT: 'the 4.3 platformCustomerId collision is one case of the generic 7.3 conflict',
  INVALID_INPUT: 'a malformed OIDC token is one case of the 7.1 code, which the document gives no condition',
  UNAUTHORIZED: 'API credentials (7.2), the OTP code and the reason of sandbox authentication failures (4.5) are different checks',
};

describe('same-rule groups: completeness against the error table', () => {
  const naming = (code: string) => clauses.filter((c) => c.title.includes(`\`${code}\``));

  it.each(errorCodes.map((r) => r.code))('%s: the clauses of different sections naming it state one rule', (code) => {
    const named = naming(code);
    if (new Set(named.map((c) => c.section)).size < 2 || code in codesOfDistinctRules) return;
    const [first, ...rest] = named.map((c) => c.id);
    if (first === undefined) return;
    expect(rest.filter((id) => !sameRuleAs(first).includes(id)), `${code}: ${first}`).toEqual([]);
  });

  it('lists as distinct only codes that clauses of two sections name', () => {
    for (const code of Object.keys(codesOfDistinctRules)) {
      expect(new Set(naming(code).map((c) => c.section)).size, code).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('same-rule lookups', () => {
  it('gives the other clauses of a group, and none for a rule stated once', () => {
    expect(sameRuleAs('3.3/closed-to-closed-rejected')).toEqual(['7.3/card-already-closed']);
    expect(sameRuleAs('8/signed-retry-request-id-single-use')).toEqual(['3.4/request-id-single-use', '7.2/request-id-reused-401']);
    expect(sameRuleAs('3.3/active-to-frozen')).toEqual([]);
    expect(sameRuleAs('9.9/not-a-clause')).toEqual([]);
  });

  it('gives the restatements not already among the clauses, each once', () => {
    expect(restatementsOf(['7.3/card-already-closed', '3.3/active-to-frozen'])).toEqual(['3.3/closed-to-closed-rejected']);
    expect(restatementsOf(['3.4/request-id-single-use', '7.2/request-id-reused-401'])).toEqual(['8/signed-retry-request-id-single-use']);
    expect(restatementsOf(['3.3/closed-to-closed-rejected', '7.3/card-already-closed'])).toEqual([]);
    expect(restatementsOf([])).toEqual([]);
  });
});
