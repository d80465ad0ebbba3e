import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleRegistry, sampleRun } from './fixtures.ts';
import { reportFileNames, writeReports } from './write.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-reports-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeReports', () => {
  it('writes the four reports into a new directory and returns their paths and the results', async () => {
    const target = join(dir, 'runs', 'x');
    const { files, results } = await writeReports(target, sampleRun, sampleRegistry);
    expect(files).toEqual(reportFileNames.map((name) => join(target, name)));
    expect((await readdir(target)).sort()).toEqual([...reportFileNames].sort());

    const json = JSON.parse(await readFile(join(target, 'results.json'), 'utf8'));
    expect(json).toEqual(JSON.parse(JSON.stringify(results)));
    expect(json.summary.clauses).toMatchObject({ total: 9, fail: 3, error: 1 });
    expect(await readFile(join(target, 'junit.xml'), 'utf8')).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /,
    );
    expect(await readFile(join(target, 'summary.md'), 'utf8')).toMatch(/^# Conformance summary: FAIL\n/);
    expect(await readFile(join(target, 'report.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/);
  });

  it('overwrites the reports of an earlier run', async () => {
    await writeReports(dir, sampleRun, sampleRegistry);
    const passing = { ...sampleRun, tests: [] };
    await writeReports(dir, passing, sampleRegistry);
    const json = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8'));
    expect(json.summary.tests.total).toBe(0);
    expect((await readdir(dir)).length).toBe(reportFileNames.length);
  });
});
