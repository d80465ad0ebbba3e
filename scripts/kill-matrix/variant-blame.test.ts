import { describe, expect, it } from 'vitest';
import type { RunResult, TestResult } from '../../conformance/report/model.ts';
import { variantById } from '../variants/catalogue.ts';
import type { Variant } from '../variants/variant.ts';
import { blame, failedFilesOf, overlaid, type RunMembers } from './variant-blame.ts';

const members = ['chunked-bodies', 'json-pretty-printed', 'extra-response-headers', 'members-in-other-order'].map(
  variantById,
);

const test = (file: string, outcome: TestResult['outcome']): TestResult => ({
  name: `${file} > t`,
  file,
  clauses: ['7/x'],
  outcome,
  durationMs: 1,
  requests: 1,
});

const run = (...tests: TestResult[]): RunResult => ({
  target: { baseUrl: 'http://127.0.0.1:1/2025-10-13', profile: 'sandbox', embedded: true },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs: 100,
  seed: 1,
  selection: { only: [], skip: [] },
  tests,
});

/** A suite whose file `a` fails a server taking every freedom of one of `failing` (a set: all of them together). */
function suiteFailing(failing: readonly (readonly string[])[]): { runMembers: RunMembers; calls: string[][] } {
  const calls: string[][] = [];
  const runMembers: RunMembers = async (group: readonly Variant[], files) => {
    const names = group.map((m) => m.id);
    calls.push(names);
    const fails = failing.some((set) => set.every((id) => names.includes(id)));
    return run(...files.map((file) => test(file, file === 'a' && fails ? 'fail' : 'pass')));
  };
  return { runMembers, calls };
}

const whole = run(test('a', 'fail'), test('b', 'pass'));

describe('blame', () => {
  it('halves a failed composite down to the one variant failing alone, with the failed files only', async () => {
    const { runMembers, calls } = suiteFailing([['extra-response-headers']]);
    const found = await blame(members, whole, runMembers);
    expect([...found.blamed]).toEqual(['extra-response-headers']);
    expect(found.together).toEqual([]);
    expect(calls).toEqual([
      ['chunked-bodies', 'json-pretty-printed'],
      ['extra-response-headers', 'members-in-other-order'],
      ['extra-response-headers'],
      ['members-in-other-order'],
    ]);
    const seen = overlaid(whole, found.runsOf.get('chunked-bodies')!);
    expect(seen.tests.map((t) => t.outcome)).toEqual(['pass', 'pass']);
    expect(failedFilesOf(overlaid(whole, found.runsOf.get('extra-response-headers')!))).toEqual(['a']);
  });

  it('names every variant failing alone', async () => {
    const { runMembers } = suiteFailing([['chunked-bodies'], ['members-in-other-order']]);
    expect([...(await blame(members, whole, runMembers)).blamed].sort()).toEqual([
      'chunked-bodies',
      'members-in-other-order',
    ]);
  });

  it('blames nobody for a failure needing two variants together, and says which', async () => {
    const { runMembers } = suiteFailing([['json-pretty-printed', 'extra-response-headers']]);
    const found = await blame(members, whole, runMembers);
    expect(found.blamed.size).toBe(0);
    expect(found.together).toEqual([members.map((m) => m.id)]);
  });
});
