/**
 * The conventions of a command-line tool, proven on the real CLI as a user starts it (`bin/payments-conformance.js` in
 * a child process, with no terminal): the version, help for every command within 80 columns, a listing a program can
 * read and whose names `--test` takes, colour by NO_COLOR and FORCE_COLOR, "did you mean" for a slip, and header
 * counts that say what they count.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../engine/run.ts';
import { helpWidth } from './help-text.ts';
import type { ListedTest } from './list.ts';

const bin = join(projectRoot, 'bin', 'payments-conformance.js');
const dir = mkdtempSync(join(tmpdir(), 'conformance-conventions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Only what node needs: a developer's CONFORMANCE_* or colour variables must not change what the CLI prints. */
const baseEnv = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? dir };

interface Spawned {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function cli(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Spawned> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], {
      cwd: dir,
      env: { ...baseEnv, ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number') throw error;
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const sgrStart = '\u001b[';

describe('the CLI as a user starts it', () => {
  it('--version and version print the version of the package', async () => {
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const args of [['--version'], ['version']]) {
      const r = await cli(args);
      expect(r).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  }, 60_000);

  it('prints help for every command, exit 0, every line within 80 columns', async () => {
    for (const [args, first] of [
      [['--help'], 'Usage: payments-conformance run [options]'],
      [['run', '--help'], 'Usage: payments-conformance run [options]'],
      [['run', '-h'], 'Usage: payments-conformance run [options]'],
      [['merge', '--help'], 'Usage: payments-conformance merge <report dir>... [--report-dir <dir>]'],
    ] as const) {
      const r = await cli(args);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines[0]).toBe(first);
      const wide = lines.filter((l) => l.length > helpWidth);
      expect(wide, `${args.join(' ')}: lines wider than ${helpWidth}`).toEqual([]);
    }
    // Every option run takes is in its help, with --version and the --json of --list.
    const run = (await cli(['run', '--help'])).stdout;
    for (const option of ['--base-url <url>', '--list', '--json', '--version', '--test <name>', '--report-dir <dir>']) {
      expect(run).toMatch(new RegExp(`^ {2}${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    }
  }, 60_000);

  it('--list --json gives each test with its full name, file, clauses and why it was selected; --list and --test take the same name', async () => {
    const json = await cli(['run', '--list', '--json', '--only', 'versioning']);
    expect(json.code, json.stderr).toBe(0);
    const listed = JSON.parse(json.stdout) as { tests: ListedTest[]; totals: { tests: number } };
    expect(listed.tests.length).toBeGreaterThan(0);
    expect(listed.totals.tests).toBe(listed.tests.length);
    for (const t of listed.tests) {
      expect(t.name.startsWith(`${t.file} > `), t.name).toBe(true);
      expect(t.file).toMatch(/\.conformance\.ts$/);
      expect(t.clauses.length).toBeGreaterThan(0);
      expect(t.selected.join('; ')).toMatch(/versioning area|cites 9\//);
    }

    const text = await cli(['run', '--list', '--only', 'versioning']);
    const lines = text.stdout.split('\n');
    for (const t of listed.tests) expect(lines).toContain(`  ${t.name}`);

    const one = listed.tests[0]!;
    const byName = await cli(['run', '--list', '--json', '--test', one.name]);
    expect(byName.code, byName.stderr).toBe(0);
    expect((JSON.parse(byName.stdout) as { tests: ListedTest[] }).tests.map((t) => t.name)).toEqual([one.name]);
  }, 120_000);

  it('says what the header counts: tests that will be skipped', async () => {
    const r = await cli(['run', '--list', '--profile', 'production', '--only', 'quotes']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^selection: \d+ tests in \d+ files, citing \d+ clauses \(\d+ tests? will be skipped: profile or slow\); no request was sent$/,
    );
  }, 60_000);

  it('answers a mistyped option, area or command with the nearest known one', async () => {
    expect(await cli(['run', '--onyl', 'auth'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: unknown option --onyl (did you mean --only?)\nhint: run with --help\n',
    });
    expect(await cli(['run', '--only', 'versionng'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --only: unknown area or clause id "versionng" (did you mean versioning?)\nhint: run with --help\n',
    });
    expect(await cli(['rnu'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^error: unknown command "rnu" \(did you mean run\?\)\n/),
    });
    expect(await cli(['merge', 'x', '--report-dri', 'y'])).toMatchObject({
      code: 2,
      stderr: 'error: unknown option --report-dri (did you mean --report-dir?)\nhint: run merge --help\n',
    });
  }, 60_000);

  it('colours with FORCE_COLOR, not with NO_COLOR, and not without a terminal', async () => {
    const args = ['run', '--only', 'versionng'];
    expect((await cli(args, { FORCE_COLOR: '1' })).stderr).toMatch(
      /^\u001b\[31merror:\u001b\[39m --only: unknown area/,
    );
    expect((await cli(args, { FORCE_COLOR: '1', NO_COLOR: '1' })).stderr).not.toContain(sgrStart);
    expect((await cli(args)).stderr).not.toContain(sgrStart);

    // A run's verdict line, in colour when forced; the reports on disk stay plain.
    const reports = join(dir, 'coloured');
    const r = await cli(['run', '--only', '9/version-segment', '--runs', '1', '--seed', '1', '--report-dir', reports], {
      FORCE_COLOR: '1',
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('\u001b[32mPASS\u001b[39m (seed 1)');
    expect(readFileSync(join(reports, 'summary.md'), 'utf8')).not.toContain(sgrStart);
  }, 120_000);

  // A terminal for the child: util-linux `script` gives it a pseudo-terminal, 70 columns wide.
  it.runIf(existsSync('/usr/bin/script'))(
    'on a narrow terminal: the live line keeps its counts and elapsed time, and the verdict is in colour',
    async () => {
      const reports = join(dir, 'terminal');
      const command = `stty cols 70; exec '${process.execPath}' '${bin}' run --only versioning --runs 1 --seed 1 --report-dir '${reports}'`;
      const r = await promisify(execFile)('/usr/bin/script', ['-qec', command, '/dev/null'], {
        cwd: dir,
        env: baseEnv,
        timeout: 120_000,
      });
      const screens = r.stdout
        .split(/[\r\n]/)
        .map((l) => l.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, ''))
        .filter((l) => l.startsWith('['));
      expect(screens.length).toBeGreaterThan(0);
      for (const line of screens) {
        expect(line.length, line).toBeLessThanOrEqual(69);
        expect(line, line).toMatch(/^\[\d+\/\d+ tests done, \d+ fail, \d+ error(; running .+)?; \d+:\d\d elapsed\]$/);
      }
      // A file name was cut to fit, not the counts or the time.
      expect(screens.some((l) => /; running [^;]+\.\.\.(?: \(\+\d+ more\))?; \d+:\d\d elapsed\]$/.test(l))).toBe(true);
      expect(r.stdout).toContain('\u001b[32mPASS\u001b[39m (seed 1)');
    },
    120_000,
  );
});
