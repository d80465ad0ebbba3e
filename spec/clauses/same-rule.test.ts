import { describe, expect, it } from 'vitest';
import { errorCodes } from '../errors.ts';
import { clauseById, clauses } from './index.ts';
import { alsoBrokenWith, restatementsOf, sameRuleAs, sameRuleGroups, widerClauses } from './same-rule.ts';

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

describe('wider clauses: form', () => {
  const widerIds = widerClauses.map((w) => w.clause);

  it('name clauses of the registry, each wider clause once, with at least one distinct part other than itself', () => {
    for (const w of widerClauses) {
      for (const id of [w.clause, ...w.states]) expect(() => clauseById(id), id).not.toThrow();
      expect(w.states.length, w.clause).toBeGreaterThanOrEqual(1);
      expect(new Set(w.states).size, w.clause).toBe(w.states.length);
      expect(w.states, w.clause).not.toContain(w.clause);
    }
    expect(new Set(widerIds).size).toBe(widerIds.length);
  });

  it('keep a wider clause out of every group and out of the parts of another (no chain of widening)', () => {
    expect(widerIds.filter((id) => members.includes(id))).toEqual([]);
    expect(widerIds.filter((id) => widerClauses.some((w) => w.states.includes(id)))).toEqual([]);
  });

  it('join a wider clause to parts of its testability only', () => {
    for (const w of widerClauses) {
      for (const id of w.states)
        expect(clauseById(id).testability, `${w.clause} ${id}`).toBe(clauseById(w.clause).testability);
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
  UNAUTHORIZED:
    'API credentials (7.2), the OTP code and the reason of sandbox authentication failures (4.5) are different checks',
};

describe('same-rule groups: completeness against the error table', () => {
  const naming = (code: string) => clauses.filter((c) => c.title.includes(`\`${code}\``));

  it.each(errorCodes.map((r) => r.code))('%s: the clauses of different sections naming it state one rule', (code) => {
    const named = naming(code);
    if (new Set(named.map((c) => c.section)).size < 2 || code in codesOfDistinctRules) return;
    const [first, ...rest] = named.map((c) => c.id);
    if (first === undefined) return;
    expect(
      rest.filter((id) => !sameRuleAs(first).includes(id)),
      `${code}: ${first}`,
    ).toEqual([]);
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
    expect(sameRuleAs('8/signed-retry-request-id-single-use')).toEqual([
      '3.4/request-id-single-use',
      '7.2/request-id-reused-401',
    ]);
    expect(sameRuleAs('3.3/active-to-frozen')).toEqual([]);
    expect(sameRuleAs('9.9/not-a-clause')).toEqual([]);
  });

  it('gives what else breaks with a clause: its group, and the wider clauses stating its rule or a twin of it', () => {
    expect(alsoBrokenWith('4.5/oidc-iat-max-age-60s')).toEqual(['4.2/oauth-iat-max-age', '8/oidc-token-age-60s']);
    expect(alsoBrokenWith('4.5/oidc-iat-clock-skew-5s')).toEqual(['8/oidc-token-age-60s']);
    expect(alsoBrokenWith('7.1/passkey-credential-already-exists')).toEqual([
      '4.2/passkey-duplicate-credential-id-400',
      '8/passkeys-many-unique-by-credential-id',
    ]);
    // Breaking a wider clause need not break the rules it sums up.
    expect(alsoBrokenWith('8/passkeys-many-unique-by-credential-id')).toEqual([]);
    expect(alsoBrokenWith('3.3/active-to-frozen')).toEqual([]);
  });

  it('gives the restatements not already among the clauses, each once', () => {
    expect(restatementsOf(['7.3/card-already-closed', '3.3/active-to-frozen'])).toEqual([
      '3.3/closed-to-closed-rejected',
    ]);
    expect(restatementsOf(['3.4/request-id-single-use', '7.2/request-id-reused-401'])).toEqual([
      '8/signed-retry-request-id-single-use',
    ]);
    expect(restatementsOf(['3.3/closed-to-closed-rejected', '7.3/card-already-closed'])).toEqual([]);
    expect(restatementsOf([])).toEqual([]);
    expect(
      restatementsOf(['3.2/individual-suffix-002-verification-400', '3.2/business-verification-after-terminal-400']),
    ).toEqual(['7.1/verification-after-resolution-400']);
  });
});
