import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killMatrixOf, toKillMatrixMarkdown, writeKillMatrix } from './matrix-report.ts';
import type { KillRow } from './verdict.ts';

const row = (id: string, verdict: KillRow['verdict'], family: KillRow['family'] = 'auth'): KillRow => ({
  id,
  family,
  breaks: '7.2/x',
  description: `breaks x | with a pipe`,
  verdict,
  failedClauses: verdict === 'killed' ? ['7.2/x'] : [],
  files: ['auth/a.conformance.ts'],
  tests: { total: 3, fail: verdict === 'killed' ? 1 : 0, error: 0 },
  durationMs: 1500,
});

const partly: KillRow = {
  ...row('d', 'partly-attributed', 'cards'),
  failedClauses: ['7.2/x'],
  sameRuleNotFailed: ['8/x'],
};
const rows = [row('a', 'killed'), row('b', 'survived'), row('c', 'killed', 'errors'), partly];
const matrix = killMatrixOf(rows, { seed: 7, runs: 25, at: new Date('2026-11-23T01:02:03Z') });

describe('the kill matrix files', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('counts the verdicts', () => {
    expect(matrix.summary).toEqual({
      total: 4,
      killed: 2,
      'partly-attributed': 1,
      'failed-elsewhere': 0,
      survived: 1,
      error: 0,
    });
    expect(matrix.generatedAt).toBe('2026-11-23T01:02:03.000Z');
  });

  it('renders a table per family, with escaped cells', () => {
    const md = toKillMatrixMarkdown(matrix);
    expect(md).toContain(
      '2 of 4 deviant servers killed (partly attributed 1, failed elsewhere 0, survived 1, error 0); seed 7',
    );
    expect(md).toContain('## auth');
    expect(md).toContain('## errors');
    expect(md).toContain('| b: breaks x \\| with a pipe | `7.2/x` | survived | - | 0/3 | 1.5 |');
    expect(md).toContain(
      '| d: breaks x \\| with a pipe | `7.2/x` | partly-attributed (not failed: `8/x`) | `7.2/x` | 0/3 | 1.5 |',
    );
  });

  it('writes both files to disk', async () => {
    dir = await mkdtemp(join(tmpdir(), 'kill-matrix-'));
    const written = await writeKillMatrix(dir, matrix);
    expect(written.map((p) => p.slice(dir!.length + 1))).toEqual(['kill-matrix.json', 'kill-matrix.md']);
    expect(JSON.parse(await readFile(join(dir, 'kill-matrix.json'), 'utf8'))).toEqual(matrix);
    expect(await readFile(join(dir, 'kill-matrix.md'), 'utf8')).toBe(toKillMatrixMarkdown(matrix));
  });
});
