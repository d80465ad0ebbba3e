import { describe, expect, it } from 'vitest';
import type { TaskMeta } from 'vitest';
import type { TestResult as VitestResult } from 'vitest/node';
import { moduleErrorResult, toTestResult, type CollectedCase } from './collector.ts';

const suitesDir = '/p/conformance/suites';

function testCase(meta: TaskMeta, result: VitestResult, duration = 12.4): CollectedCase {
  return {
    fullName: 'Part 5 > accepts the secret',
    module: { moduleId: '/p/conformance/suites/auth/basic.conformance.ts' },
    meta: () => meta,
    result: () => result,
    diagnostic: () => ({ duration }),
  };
}

const declared = { conformance: { clauses: ['5/basic-auth'], tags: [] } } as TaskMeta;
const exchange = { method: 'GET', url: 'http://x', requestHeaders: {}, durationMs: 1, curl: 'curl x' };

describe('toTestResult', () => {
  it('maps passed to pass, with name, file, clauses, duration and requests', () => {
    const meta = { ...declared, conformanceResult: { requests: 3 } } as TaskMeta;
    expect(toTestResult(testCase(meta, { state: 'passed', errors: undefined }), suitesDir)).toEqual({
      name: 'auth/basic.conformance.ts > Part 5 > accepts the secret',
      file: 'auth/basic.conformance.ts',
      clauses: ['5/basic-auth'],
      outcome: 'pass',
      durationMs: 12,
      requests: 3,
    });
  });

  it('maps an assertion failure to fail, keeping transcript and counterexample', () => {
    const counterexample = { seed: 1, path: '0', value: '[1]' };
    const meta = {
      ...declared,
      conformanceResult: { requests: 1, transcript: [exchange], counterexample },
    } as TaskMeta;
    const result = toTestResult(
      testCase(meta, { state: 'failed', errors: [{ name: 'AssertionError', message: 'expected 401 to be 200' }] }),
      suitesDir,
    );
    expect(result).toMatchObject({
      outcome: 'fail',
      reason: 'expected 401 to be 200',
      transcript: [exchange],
      counterexample,
    });
  });

  it('maps a SetupError to error, by the meta the test wrote or by the serialised marker', () => {
    const byMeta = { ...declared, conformanceResult: { outcome: 'error' } } as TaskMeta;
    const failed: VitestResult = {
      state: 'failed',
      errors: [{ name: 'TransportError', message: 'GET x: timeout after 10 ms' }],
    };
    expect(toTestResult(testCase(byMeta, failed), suitesDir)).toMatchObject({
      outcome: 'error',
      reason: 'TransportError: GET x: timeout after 10 ms',
    });
    const marked: VitestResult = {
      state: 'failed',
      errors: [{ name: 'SetupError', message: 'no', conformanceOutcome: 'error' }],
    };
    expect(toTestResult(testCase(declared, marked), suitesDir)?.outcome).toBe('error');
  });

  it("lays a set-up error on the test's own clauses only, not on those its answers were checked against", () => {
    const responseCheck = {
      exchangesChecked: 4,
      violations: [],
      provenClauses: ['1/json-bodies', '2.2/id-form'],
      brokenClauses: [],
    };
    const meta = { ...declared, conformanceResult: { outcome: 'error', responseCheck } } as TaskMeta;
    const failed: VitestResult = {
      state: 'failed',
      errors: [{ name: 'SetupError', message: 'create the account: 400' }],
    };
    const result = toTestResult(testCase(meta, failed), suitesDir);
    expect(result).toMatchObject({ outcome: 'error', clauses: ['5/basic-auth'] });
    const passed = toTestResult(
      testCase({ ...declared, conformanceResult: { responseCheck } } as TaskMeta, {
        state: 'passed',
        errors: undefined,
      }),
      suitesDir,
    );
    expect(passed?.clauses).toEqual(['5/basic-auth', '1/json-bodies', '2.2/id-form']);
  });

  it('keeps the clauses a failure was laid on, and reports a tagged clause the test does not declare', () => {
    const meta = { conformance: { clauses: ['5/basic-auth', '7/envelope-required-members'], tags: [] } } as TaskMeta;
    const error = {
      name: 'AssertionError',
      message: 'no message',
      conformanceClauses: ['7/envelope-required-members', '7.2/unauthorized-api-credentials'],
    };
    const result = toTestResult(testCase(meta, { state: 'failed', errors: [error] }), suitesDir);
    expect(result).toMatchObject({
      outcome: 'fail',
      failedClauses: ['7/envelope-required-members', '7.2/unauthorized-api-credentials'],
    });
    expect(result?.clauses).toContain('7.2/unauthorized-api-credentials');
    expect(result?.reason).toMatch(/does not declare.*7\.2\/unauthorized-api-credentials/);
    const untagged = toTestResult(
      testCase(meta, { state: 'failed', errors: [{ name: 'AssertionError', message: 'x' }] }),
      suitesDir,
    );
    expect(untagged?.failedClauses).toBeUndefined();
  });

  it('fails every clause that states the broken rule, declared or not, and only on a failure', () => {
    const meta = {
      conformance: { clauses: ['3.3/closed-to-closed-rejected', '3.3/active-to-frozen'], tags: [] },
    } as TaskMeta;
    const error = {
      name: 'AssertionError',
      message: 'expected 409',
      conformanceClauses: ['3.3/closed-to-closed-rejected'],
    };
    const tagged = toTestResult(testCase(meta, { state: 'failed', errors: [error] }), suitesDir);
    expect(tagged?.failedClauses).toEqual(['3.3/closed-to-closed-rejected', '7.3/card-already-closed']);
    expect(tagged?.clauses).toEqual([
      '3.3/closed-to-closed-rejected',
      '3.3/active-to-frozen',
      '7.3/card-already-closed',
    ]);
    expect(tagged?.reason).toMatch(/same rule is stated by .*7\.3\/card-already-closed/);
    // An untagged failure is laid on every cited clause: their restatements join them.
    const untagged = toTestResult(
      testCase(meta, { state: 'failed', errors: [{ name: 'AssertionError', message: 'x' }] }),
      suitesDir,
    );
    expect(untagged?.failedClauses).toBeUndefined();
    expect(untagged?.clauses).toContain('7.3/card-already-closed');
    // A failure on another clause, a pass and an error leave the restatement out.
    const elsewhere = { ...error, conformanceClauses: ['3.3/active-to-frozen'] };
    expect(toTestResult(testCase(meta, { state: 'failed', errors: [elsewhere] }), suitesDir)?.failedClauses).toEqual([
      '3.3/active-to-frozen',
    ]);
    expect(toTestResult(testCase(meta, { state: 'passed', errors: undefined }), suitesDir)?.clauses).not.toContain(
      '7.3/card-already-closed',
    );
    const setup = { name: 'SetupError', message: 'no', conformanceOutcome: 'error' };
    expect(toTestResult(testCase(meta, { state: 'failed', errors: [setup] }), suitesDir)?.clauses).not.toContain(
      '7.3/card-already-closed',
    );
    // A test that declares the whole group gets no note about it.
    const both = {
      conformance: { clauses: ['3.3/closed-to-closed-rejected', '7.3/card-already-closed'], tags: [] },
    } as TaskMeta;
    const declaredBoth = toTestResult(testCase(both, { state: 'failed', errors: [error] }), suitesDir);
    expect(declaredBoth?.failedClauses).toEqual(['3.3/closed-to-closed-rejected', '7.3/card-already-closed']);
    expect(declaredBoth?.reason).toBe('expected 409');
    // A clause stating the rule among others fails with it.
    const skew = { conformance: { clauses: ['4.5/oidc-iat-clock-skew-5s'], tags: [] } } as TaskMeta;
    const refused = { ...error, conformanceClauses: ['4.5/oidc-iat-clock-skew-5s'] };
    expect(toTestResult(testCase(skew, { state: 'failed', errors: [refused] }), suitesDir)?.failedClauses).toEqual([
      '4.5/oidc-iat-clock-skew-5s',
      '8/oidc-token-age-60s',
    ]);
  });

  it('redacts the reason', () => {
    const failed: VitestResult = {
      state: 'failed',
      errors: [{ name: 'AssertionError', message: 'expected "s3cret" to be "x"' }],
    };
    const result = toTestResult(testCase(declared, failed), suitesDir, (t) => t.replaceAll('s3cret', '<redacted>'));
    expect(result?.reason).toBe('expected "<redacted>" to be "x"');
  });

  it('maps an unexpected exception to fail: only set-up errors withhold the verdict', () => {
    const failed: VitestResult = {
      state: 'failed',
      errors: [{ name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')" }],
    };
    expect(toTestResult(testCase(declared, failed), suitesDir)).toMatchObject({
      outcome: 'fail',
      reason: "TypeError: Cannot read properties of undefined (reading 'id')",
    });
  });

  it('maps skipped to skip with the runtime note, else the declared reason', () => {
    expect(
      toTestResult(testCase(declared, { state: 'skipped', errors: undefined, note: 'capability off' }), suitesDir),
    ).toMatchObject({
      outcome: 'skip',
      reason: 'capability off',
    });
    const profile = {
      conformance: { clauses: ['5/basic-auth'], tags: [], skipReason: 'sandbox-only clause; profile is production' },
    } as TaskMeta;
    expect(
      toTestResult(testCase(profile, { state: 'skipped', errors: undefined, note: undefined }), suitesDir)?.reason,
    ).toBe('sandbox-only clause; profile is production');
  });

  it('drops unselected tests', () => {
    const meta = { conformance: { clauses: ['5/basic-auth'], tags: [], unselected: true } } as TaskMeta;
    expect(
      toTestResult(testCase(meta, { state: 'skipped', errors: undefined, note: undefined }), suitesDir),
    ).toBeUndefined();
  });

  it('reports a test not declared with conformanceTest as an error proving no clause', () => {
    expect(toTestResult(testCase({} as TaskMeta, { state: 'passed', errors: undefined }), suitesDir)).toMatchObject({
      outcome: 'error',
      clauses: [],
    });
  });
});

describe('moduleErrorResult', () => {
  it('reports a file that could not be collected as one error', () => {
    expect(
      moduleErrorResult('/p/conformance/suites/x.conformance.ts', suitesDir, [{ message: 'unknown clause id "a/b"' }]),
    ).toMatchObject({
      name: 'x.conformance.ts > (file)',
      outcome: 'error',
      reason: 'the file could not be run: unknown clause id "a/b"',
    });
  });
});
