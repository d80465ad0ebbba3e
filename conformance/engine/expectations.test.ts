import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../report/model.ts';
import { applyExpectations, checkTestNames, loadExpectations, type Expectations } from './expectations.ts';

const dir = mkdtempSync(join(tmpdir(), 'conformance-expect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const registry = new Set(['5/basic-auth', '7.2/unauthorized-api-credentials', '9/version-segment']);
const load = (content: unknown): Expectations => {
  const path = join(dir, `e${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(content));
  return loadExpectations(path, (id) => registry.has(id));
};

const test = (
  name: string,
  outcome: TestResult['outcome'],
  clauses: string[],
  failedClauses?: string[],
): TestResult => ({
  name,
  file: 'a.conformance.ts',
  clauses,
  outcome,
  durationMs: 1,
  requests: 1,
  ...(failedClauses === undefined ? {} : { failedClauses }),
});
const run = (...tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://x.test/2025-10-13', profile: 'sandbox', embedded: false },
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1,
  seed: 1,
  selection: { only: [], skip: [] },
  tests,
});

describe('expectations', () => {
  it('turns a fail known only when every clause it broke is expected to fail, or its test is named', () => {
    const e = load({
      expectations: [
        { clause: '7.2/unauthorized-api-credentials', outcome: 'fail', reason: 'gap' },
        { test: 't3', outcome: 'error', reason: 'no sandbox' },
      ],
    });
    const applied = applyExpectations(
      run(
        test('t1', 'fail', ['5/basic-auth', '7.2/unauthorized-api-credentials'], ['7.2/unauthorized-api-credentials']),
        test(
          't2',
          'fail',
          ['5/basic-auth', '7.2/unauthorized-api-credentials'],
          ['5/basic-auth', '7.2/unauthorized-api-credentials'],
        ),
        test('t3', 'error', ['9/version-segment']),
        test('t4', 'error', ['7.2/unauthorized-api-credentials']),
      ),
      e,
      false,
    );
    expect(applied.tests.map((t) => [t.name, t.outcome])).toEqual([
      ['t1', 'known'],
      ['t2', 'fail'],
      ['t3', 'known'],
      ['t4', 'error'],
    ]);
    expect(applied.tests[2]?.expected).toEqual({ outcome: 'error', by: 'test', reason: 'no sandbox' });
    expect(applied.expectations).toMatchObject({ known: 2, unexpectedPasses: [] });
  });

  it('reports an entry whose test or clause passed as an unexpected pass', () => {
    const e = load({
      expectations: [
        { clause: '9/version-segment', outcome: 'fail', reason: 'r1' },
        { test: 't2', outcome: 'fail', reason: 'r2' },
      ],
    });
    const applied = applyExpectations(
      run(test('t1', 'pass', ['9/version-segment']), test('t2', 'pass', ['5/basic-auth'])),
      e,
      true,
    );
    expect(applied.expectations?.unexpectedPasses.map((u) => u.subject)).toEqual(['clause 9/version-segment', 't2']);
    expect(applied.expectations?.strict).toBe(true);
  });

  it.each([
    [
      { expectations: [{ clause: '1/nope', outcome: 'fail', reason: 'r' }] },
      /names clause "1\/nope", which is not in the registry/,
    ],
    [
      { expectations: [{ clause: '9/version-segment', test: 't', outcome: 'fail', reason: 'r' }] },
      /exactly one "clause" or one "test"/,
    ],
    [
      { expectations: [{ clause: '9/version-segment', outcome: 'skip', reason: 'r' }] },
      /"outcome" must be "fail" or "error"/,
    ],
    [{ expectations: [{ clause: '9/version-segment', outcome: 'fail' }] }, /"reason" is required/],
    [
      { expectations: [{ clause: '9/version-segment', outcome: 'fail', reason: 'r', link: 'javascript:alert(1)' }] },
      /"link" must be an http\(s\) URL/,
    ],
    [
      {
        expectations: [
          { clause: '9/version-segment', outcome: 'fail', reason: 'r' },
          { clause: '9/version-segment', outcome: 'error', reason: 'r' },
        ],
      },
      /listed twice/,
    ],
    [{ expected: [] }, /must hold \{"expectations": \[\.\.\.\]\}/],
  ])('refuses %j', (content, message) => {
    expect(() => load(content)).toThrow(message);
  });

  it('refuses a test entry naming no declared test', () => {
    const e = load({ expectations: [{ test: 'a.conformance.ts > gone', outcome: 'fail', reason: 'r' }] });
    expect(() => checkTestNames(e, new Set(['a.conformance.ts > here']))).toThrow(
      /names test "a\.conformance\.ts > gone", which no suite declares/,
    );
    expect(() => checkTestNames(e, new Set(['a.conformance.ts > gone']))).not.toThrow();
  });
});
