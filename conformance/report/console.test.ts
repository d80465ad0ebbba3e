import { describe, expect, it } from 'vitest';
import type { Clause } from '../../spec/clauses/types.ts';
import { formatSummary, maxListedClauses } from './console.ts';
import { hostileText, sampleRegistry, sampleRun } from './fixtures.ts';
import { buildResults } from './matrix.ts';

describe('formatSummary', () => {
  const lines = formatSummary(buildResults(sampleRun, sampleRegistry));

  it('prints counts, duration, requests and the answers checked first', () => {
    expect(lines.slice(0, 4)).toEqual([
      'clauses: 2 pass, 3 fail, 1 error, 1 skip, 2 untested (of 9)',
      'tests: 3 pass, 2 fail, 1 error, 1 skip (of 7)',
      'duration: 12.3 s, requests: 21',
      'answers checked against the document: 8, violations: 1',
    ]);
  });

  it('names unknown clause ids and their tests', () => {
    expect(lines[4]).toBe(
      'unknown clause id 9.9/not-in-registry (not in the registry), cited by: errors/wallet.conformance.ts > missing signature',
    );
  });

  it('lists failed then errored clauses with their first reason, safe for a terminal', () => {
    expect(lines.slice(5)).toEqual([
      '  FAIL 2.1/currency-required: Property failed after 3 tests',
      '  FAIL 2.9/early-field: Property failed after 3 tests',
      '  FAIL 3.3/closed-to-closed-rejected: expected status 409, got 200',
      '  ERROR 2.10/late-field: binding failed: create customer answered 500',
    ]);
  });

  it('makes hostile reasons safe for a terminal', () => {
    const run = { ...sampleRun, tests: [{ ...sampleRun.tests[0]!, reason: hostileText }] };
    const line = formatSummary(buildResults(run, sampleRegistry)).at(-1) ?? '';
    expect(line).toContain('\\u0000\\u001b[31m\\u202eevil\\ud800');
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e\ud800]/);
  });

  it(`stops after ${maxListedClauses} clauses and says how many more`, () => {
    const registry: Clause[] = Array.from({ length: 13 }, (_, i) => ({
      id: `7.1/c${i}`,
      section: '7.1',
      title: 't',
      area: 'errors',
      testability: 'black-box',
    }));
    const run = {
      ...sampleRun,
      tests: registry.map((c) => ({
        name: c.id,
        file: 'f',
        clauses: [c.id],
        outcome: 'fail' as const,
        durationMs: 1,
        requests: 1,
        reason: 'r',
      })),
    };
    const out = formatSummary(buildResults(run, registry));
    expect(out.filter((l) => l.startsWith('  FAIL'))).toHaveLength(maxListedClauses);
    expect(out.at(-1)).toBe('  ... and 3 more failed or errored clauses (see the reports)');
  });
});

describe('formatSummary, failed tests outside the registry', () => {
  it('names failed tests that cite no registry clause', () => {
    const orphan = { ...sampleRun.tests[0]!, name: 'x.conformance.ts > orphan', clauses: [] };
    const lines = formatSummary(buildResults({ ...sampleRun, tests: [orphan] }, sampleRegistry));
    expect(lines).toContain(
      'FAIL test citing no registry clause: x.conformance.ts > orphan: expected status 409, got 200',
    );
  });
});
