/**
 * The verdict of a run as every report and the console give it, through the real CLI against the embedded reference:
 * whatever fails the run (an unexpected pass under --strict-expectations included) shows in summary.md, the HTML
 * badge, junit.xml and the last lines of the console; a selection matching no test is a configuration error; the
 * reports' selection line names the tests of a --test run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Results } from '../report/matrix.ts';
import { runCli } from './main.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-run-verdict-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const versionTest =
  'versioning/version-segment.conformance.ts > Part 9: the version is a date segment of the base address > the base URL ends in the version segment and the interface answers under it';

async function cli(args: readonly string[]): Promise<{ code: number; out: string[]; err: string[]; dir: string }> {
  const dir = mkdtempSync(join(root, 'run-'));
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    ['run', '--report-dir', dir, '--seed', '7', ...args],
    {},
    { io: { out: (l) => out.push(l), err: (l) => err.push(l) } },
  );
  return { code, out, err, dir };
}

const read = (dir: string, name: string): string => readFileSync(join(dir, name), 'utf8');

describe('reports agree with the exit code', () => {
  it('an expected failure that passes under --strict-expectations: FAIL in every report and on the last lines, exit 1', async () => {
    const file = join(root, 'expectations.json');
    writeFileSync(
      file,
      JSON.stringify({ expectations: [{ clause: '9/version-segment', outcome: 'fail', reason: 'thought broken' }] }),
    );
    const run = await cli(['--test', versionTest, '--expectations', file, '--strict-expectations']);
    expect(run.code).toBe(1);
    const results = JSON.parse(read(run.dir, 'results.json')) as Results;
    expect(results.tests.map((t) => t.outcome)).toEqual(['pass']);
    expect(read(run.dir, 'summary.md')).toMatch(/^# Conformance summary: FAIL\n/);
    expect(read(run.dir, 'report.html')).toContain('<span class="badge verdict o-fail">FAIL</span>');
    const junit = read(run.dir, 'junit.xml');
    expect(junit).toMatch(/<testsuites name="payments conformance" tests="2" failures="1" errors="0"/);
    expect(junit).toContain('<testcase name="unexpected pass: clause 9/version-segment" classname="expectations"');
    expect(junit).toContain('type="UnexpectedPass"');
    expect(run.out.at(-2)).toBe('FAIL (seed 7): 1 expected failure passed under --strict-expectations');
    expect(run.out.at(-1)).toBe(
      'conformance: 1 passed, 0 failed, 0 errored, 0 skipped, 1 unexpected pass (--strict-expectations) (of 1)',
    );
  }, 60_000);

  it('the same run without --strict-expectations passes everywhere, exit 0', async () => {
    const file = join(root, 'expectations-lenient.json');
    writeFileSync(
      file,
      JSON.stringify({ expectations: [{ clause: '9/version-segment', outcome: 'fail', reason: 'thought broken' }] }),
    );
    const run = await cli(['--test', versionTest, '--expectations', file]);
    expect(run.code).toBe(0);
    expect(read(run.dir, 'summary.md')).toMatch(/^# Conformance summary: PASS\n/);
    expect(read(run.dir, 'junit.xml')).toMatch(
      /<testsuites name="payments conformance" tests="1" failures="0" errors="0"/,
    );
    expect(run.out.at(-2)).toBe('PASS (seed 7)');
  }, 60_000);

  it("a --test run says so on the reports' selection line", async () => {
    const run = await cli(['--test', versionTest]);
    expect(run.code).toBe(0);
    expect(read(run.dir, 'summary.md')).toContain(`- Tests named: ${versionTest}`);
    expect(read(run.dir, 'report.html')).toContain(
      `<dt>Selection</dt><dd>test ${versionTest.replaceAll('>', '&gt;')}</dd>`,
    );
  }, 60_000);
});

describe('a selection matching no test', () => {
  const cases: readonly [string, readonly string[], string][] = [
    [
      'a misspelt --test',
      ['--test', 'versioning/nope.conformance.ts > no such test'],
      "--test 'versioning/nope.conformance.ts > no such test'",
    ],
    ['--only and --skip of the same area', ['--only', 'auth', '--skip', 'auth'], '--only auth --skip auth'],
  ];
  for (const [name, args, shown] of cases) {
    it(`${name}: one line naming the selection, exit 2, for a run and for --list`, async () => {
      for (const extra of [[], ['--list']]) {
        const run = await cli([...args, ...extra]);
        expect(run.code).toBe(2);
        expect(run.err).toEqual([`error: the selection matches no test: ${shown}; see the names with --list`]);
      }
    }, 60_000);
  }
});
