import { describe, expect, it } from 'vitest';
import type { TestResult } from '../report/model.ts';
import { moduleProgressLines, TransportTally } from './progress.ts';

const result = (title: string, outcome: TestResult['outcome'], reason?: string): TestResult => ({
  name: `a/b.conformance.ts > Part 5 > ${title}`,
  file: 'a/b.conformance.ts',
  clauses: ['5/basic-auth'],
  outcome,
  durationMs: 1,
  requests: 1,
  ...(reason === undefined ? {} : { reason }),
});

describe('moduleProgressLines', () => {
  it('prints one ok line for a file without failures', () => {
    expect(
      moduleProgressLines({
        file: 'a/b.conformance.ts',
        durationMs: 1530,
        results: [result('x', 'pass'), result('y', 'skip', 'slow')],
      }),
    ).toEqual(['ok   a/b.conformance.ts (1 pass, 1 skip) 1.5s']);
  });

  it('lists each failed or errored test with the first line of its reason, made safe for a terminal', () => {
    const lines = moduleProgressLines({
      file: 'a/b.conformance.ts',
      durationMs: 200,
      results: [
        result('x', 'fail', 'expected 1\nto be 2'),
        result('y', 'error', 'boom \u001b[31mred'),
        result('z', 'pass'),
      ],
    });
    expect(lines).toEqual([
      'FAIL a/b.conformance.ts (1 pass, 1 fail, 1 error) 0.2s',
      '       FAIL Part 5 > x: expected 1',
      '       ERROR Part 5 > y: boom ?[31mred',
    ]);
  });

  it('prints nothing for a file whose tests were all unselected', () => {
    expect(moduleProgressLines({ file: 'a', durationMs: 0, results: [] })).toEqual([]);
  });
});

describe('TransportTally', () => {
  const dead = (title: string, failure: string): TestResult => ({
    ...result(title, 'error', `GET http://127.0.0.1:1/2025-10-13/x: ${failure}`),
    transcript: [
      {
        method: 'GET',
        url: 'http://127.0.0.1:1/2025-10-13/x',
        requestHeaders: {},
        durationMs: 1,
        curl: 'curl',
        transportError: `GET http://127.0.0.1:1/2025-10-13/x: ${failure}`,
      },
    ],
  });

  it('groups transport failures by cause: one line per cause with its count, no line per test', () => {
    const tally = new TransportTally();
    const lines = moduleProgressLines(
      {
        file: 'a/b.conformance.ts',
        durationMs: 100,
        results: [
          dead('x', 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1'),
          dead('y', 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1'),
          dead('z', 'timeout after 300 ms'),
          result('w', 'error', 'set-up failed'),
        ],
      },
      tally,
    );
    expect(lines).toEqual(['FAIL a/b.conformance.ts (4 error) 0.1s', '       ERROR Part 5 > w: set-up failed']);
    expect(tally.lines()).toEqual([
      'transport failure, 2 tests: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1',
      'transport failure, 1 test: timeout after 300 ms',
    ]);
  });
});
