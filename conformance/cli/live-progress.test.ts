import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestResult } from '../report/model.ts';
import { LiveProgress } from './live-progress.ts';
import { runCli } from './main.ts';

const result = (outcome: TestResult['outcome']): TestResult => ({
  name: `a.conformance.ts > t ${outcome}`,
  file: 'a.conformance.ts',
  clauses: ['5/basic-auth'],
  outcome,
  durationMs: 1,
  requests: 1,
  ...(outcome === 'fail' ? { reason: 'expected 1 to be 2' } : {}),
});

describe('LiveProgress', () => {
  it('without a terminal: a line per finished file, and a heartbeat before 10 s of silence', () => {
    let now = 0;
    const lines: string[] = [];
    const p = new LiveProgress({
      total: 3,
      tty: false,
      line: (l) => lines.push(l),
      raw: () => expect.fail('no raw writes in CI'),
      now: () => now,
    });
    p.fileStarted('a.conformance.ts');
    p.testEnded(result('pass'));
    now = 8_000;
    p.tick();
    expect(lines).toEqual([]);
    now = 9_000;
    p.tick();
    expect(lines).toEqual(['... 1/3 tests done, 0 fail, 0 error; running a.conformance.ts; 0:09 elapsed']);
    p.testEnded(result('fail'));
    p.fileEnded({ file: 'a.conformance.ts', durationMs: 12_000, results: [result('pass'), result('fail')] });
    now = 17_000;
    p.tick();
    expect(lines.slice(1)).toEqual([
      '  FAIL a.conformance.ts (1 pass, 1 fail) 12.0s',
      '         FAIL t fail: expected 1 to be 2',
    ]);
    now = 18_000;
    p.tick();
    expect(lines.at(-1)).toBe('... 2/3 tests done, 1 fail, 0 error; 0:18 elapsed');
  });

  it('on a terminal: one live line redrawn in place, cleared before a file line prints', () => {
    const raw: string[] = [];
    const lines: string[] = [];
    const p = new LiveProgress({
      total: 2,
      tty: true,
      line: (l) => lines.push(l),
      raw: (t) => raw.push(t),
      now: () => 65_000,
    });
    p.fileStarted('a.conformance.ts');
    p.testEnded(result('error'));
    expect(raw.at(-1)).toMatch(
      /^\r\u001b\[2K\[1\/2 tests done, 0 fail, 1 error; running a\.conformance\.ts; 0:00 elapsed\]$/,
    );
    p.fileEnded({ file: 'a.conformance.ts', durationMs: 1, results: [result('pass')] });
    expect(lines).toEqual(['  ok   a.conformance.ts (1 pass) 0.0s']);
    p.stop();
    expect(raw.at(-1)).toBe('\r\u001b[2K');
  });

  it('cut to a narrow terminal, keeps the counts and the elapsed time and gives up the running files', () => {
    const raw: string[] = [];
    const p = new LiveProgress({
      total: 57,
      tty: true,
      line: () => undefined,
      raw: (t) => raw.push(t),
      now: () => 0,
      columns: () => 100,
    });
    p.fileStarted('payment-requests/payment-request-lifecycle.conformance.ts');
    p.fileStarted('external-accounts/external-account-create.conformance.ts');
    p.fileStarted('webhooks/webhook-signatures.conformance.ts');
    const drawn = raw.at(-1)!.slice('\r\u001b[2K'.length);
    expect(drawn.length).toBeLessThanOrEqual(99);
    expect(drawn).toBe(
      '[0/57 tests done, 0 fail, 0 error; running payment-requests/payment-req... (+2 more); 0:00 elapsed]',
    );
    for (const width of [60, 80, 120]) {
      const q = new LiveProgress({
        total: 57,
        tty: true,
        line: () => undefined,
        raw: (t) => raw.push(t),
        now: () => 61_000,
        columns: () => width,
      });
      q.fileStarted('payment-requests/payment-request-lifecycle.conformance.ts');
      q.fileStarted('webhooks/webhook-signatures.conformance.ts');
      const line = raw.at(-1)!.slice('\r\u001b[2K'.length);
      expect(line.length, line).toBeLessThanOrEqual(width - 1);
      expect(line, line).toMatch(/^\[0\/57 tests done, 0 fail, 0 error.*; 0:00 elapsed\]$/);
    }
  });
});

describe('progress through the CLI, on a terminal', () => {
  it('draws the live line with tests done of the total, and ends with the counts of the reports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-progress-'));
    const out: string[] = [];
    const raw: string[] = [];
    try {
      const code = await runCli(
        ['run', '--only', 'versioning', '--runs', '1', '--seed', '1', '--report-dir', dir],
        {},
        {
          io: { out: (l) => out.push(l), err: (l) => out.push(l), raw: (t) => raw.push(t), tty: true },
        },
      );
      expect(code).toBe(0);
      const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as {
        summary: { tests: Record<string, number> };
      };
      const total = results.summary.tests['total']!;
      expect(total).toBeGreaterThan(0);
      // The live line was drawn in place with the running file (a selected test may sit in another area's folder), and
      // reached the total.
      expect(
        raw.some((t) =>
          /^\r\u001b\[2K\[0\/\d+ tests done, 0 fail, 0 error; running [a-z-]+\/[a-z-]+\.conformance\.ts; \d+:\d\d elapsed\]$/.test(
            t,
          ),
        ),
      ).toBe(true);
      expect(raw.some((t) => t.includes(`[${total}/${total} tests done, 0 fail, 0 error`))).toBe(true);
      expect(raw.at(-1)).toBe('\r\u001b[2K');
      const t = results.summary.tests;
      expect(out.at(-1)).toBe(
        `conformance: ${t['pass']} passed, ${t['fail']} failed, ${t['error']} errored, ${t['skip']} skipped (of ${total})`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
