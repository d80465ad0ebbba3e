import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPlan, planFromManifest, workersFor, type PlanOptions } from './plan.ts';
import { collectAllOptions } from './suite-manifest-collect.ts';
import {
  filesSelectedBy,
  filesToRun,
  manifestOf,
  planTestsOf,
  readSuiteManifest,
  staleManifest,
  suiteFilesOnDisk,
  type SuiteManifest,
} from './suite-manifest.ts';
import { includeOf } from './run.ts';
import { slowSkipReason } from './selection.ts';

describe('the suite manifest', () => {
  it('is what collecting the suites gives, and plans a run as collecting would (run npm run generate:suite-manifest when this fails)', async () => {
    // One collection proves both: the tests and their declarations, and the plan of a selection that cuts across
    // areas, clauses, the profile and slow tests.
    const options: PlanOptions = {
      ...collectAllOptions,
      only: ['versioning', '7.1/stablecoin-provider-account-invalid'],
      skip: ['9/sandbox-same-versioned-path'],
      includeSlow: false,
      profile: 'production',
    };
    const collected = await collectPlan(options);
    expect(collected.brokenFiles).toEqual([]);
    const manifest = readSuiteManifest();
    expect(manifestOf(collected.tests.map((t) => ({ ...t, tags: t.tags ?? [] })))).toEqual(manifest);

    const planned = planFromManifest(options, manifest);
    expect(planned.tests).toEqual(collected.tests.map(({ tags: _tags, ...t }) => t));
    expect(planned.tests.some((t) => t.selected)).toBe(true);
    expect(planned.files).toEqual([...new Set(collected.tests.filter((t) => t.selected).map((t) => t.file))].sort());
  }, 300_000);
});

const manifest: SuiteManifest = {
  files: {
    'a/one.conformance.ts': [
      { name: 'a/one.conformance.ts > d > first', clauses: ['9/version-segment'], tags: [], area: 'versioning' },
      {
        name: 'a/one.conformance.ts > d > slow one',
        clauses: ['9/version-segment'],
        tags: ['slow'],
        area: 'versioning',
      },
    ],
    'b/two.conformance.ts': [{ name: 'b/two.conformance.ts > other', clauses: ['5/basic-auth'], tags: [] }],
  },
};
const run = { profile: 'sandbox' as const, includeSlow: false };

describe('planTestsOf', () => {
  it('selects by area, by clause and by test name, and gives the skip reason of a selected test only', () => {
    const byArea = planTestsOf(manifest, { ...run, selection: { only: ['versioning'], skip: [] } });
    expect(byArea.map((t) => [t.name, t.selected, t.skipReason])).toEqual([
      ['a/one.conformance.ts > d > first', true, undefined],
      ['a/one.conformance.ts > d > slow one', true, slowSkipReason],
      ['b/two.conformance.ts > other', false, undefined],
    ]);
    const byClause = planTestsOf(manifest, { ...run, selection: { only: ['5/basic-auth'], skip: [] } });
    expect(byClause.filter((t) => t.selected).map((t) => t.name)).toEqual(['b/two.conformance.ts > other']);
    const byName = planTestsOf(manifest, {
      ...run,
      selection: { only: [], skip: [], tests: ['a/one.conformance.ts > d > first'] },
    });
    expect(byName.filter((t) => t.selected).map((t) => t.name)).toEqual(['a/one.conformance.ts > d > first']);
    const skipped = planTestsOf(manifest, { ...run, selection: { only: [], skip: ['versioning'] } });
    expect(skipped.filter((t) => t.selected).map((t) => t.file)).toEqual(['b/two.conformance.ts']);
  });
});

describe('filesToRun', () => {
  it('gives the files of selected tests and every file the manifest does not know, never a file gone from disk', () => {
    const tests = planTestsOf(manifest, { ...run, selection: { only: ['versioning'], skip: [] } });
    expect(
      filesToRun(tests, manifest, ['a/one.conformance.ts', 'b/two.conformance.ts', 'c/new.conformance.ts']),
    ).toEqual(['a/one.conformance.ts', 'c/new.conformance.ts']);
    expect(filesToRun(tests, manifest, ['b/two.conformance.ts'])).toEqual([]);
  });
});

describe('staleManifest', () => {
  const planned = planTestsOf(manifest, { ...run, includeSlow: true, selection: { only: ['versioning'], skip: [] } });
  const result = (name: string, file: string, outcome: 'pass' | 'error' = 'pass', clauses = ['9/version-segment']) => ({
    name,
    file,
    outcome,
    clauses,
  });

  it('is empty when the run ran the planned tests', () => {
    const results = [
      result('a/one.conformance.ts > d > first', 'a/one.conformance.ts'),
      result('a/one.conformance.ts > d > slow one', 'a/one.conformance.ts'),
    ];
    expect(staleManifest(planned, results, ['a/one.conformance.ts'])).toEqual([]);
  });

  it('names a test the run ran that the manifest does not hold, and a planned test the run did not run', () => {
    const results = [
      result('a/one.conformance.ts > d > first', 'a/one.conformance.ts'),
      result('a/one.conformance.ts > d > renamed', 'a/one.conformance.ts'),
    ];
    expect(staleManifest(planned, results, ['a/one.conformance.ts'])).toEqual([
      'ran "a/one.conformance.ts > d > renamed", which the manifest does not hold',
      'planned "a/one.conformance.ts > d > slow one", which the suites no longer declare',
    ]);
  });

  it('leaves a file that could not be loaded to its own error', () => {
    const results = [result('a/one.conformance.ts > (file)', 'a/one.conformance.ts', 'error', [])];
    expect(staleManifest(planned, results, ['a/one.conformance.ts'])).toEqual([]);
  });
});

describe('suiteFilesOnDisk and includeOf', () => {
  it('lists the suite files under a directory, and gives vitest exactly those a plan names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suite-files-'));
    mkdirSync(join(dir, 'x'));
    writeFileSync(join(dir, 'x', 'b.conformance.ts'), '');
    writeFileSync(join(dir, 'a.conformance.ts'), '');
    writeFileSync(join(dir, 'x', 'helper.ts'), '');
    expect(suiteFilesOnDisk(dir)).toEqual(['a.conformance.ts', 'x/b.conformance.ts']);

    expect(includeOf({})).toEqual(['**/*.conformance.ts']);
    expect(includeOf({ pattern: '*.conformance-fixture.ts' })).toEqual(['*.conformance-fixture.ts']);
    expect(includeOf({ files: ['versioning/json-bodies.conformance.ts'] })).toEqual([
      'versioning/json-bodies.conformance.ts',
    ]);
    expect(includeOf({ files: [] })).toEqual(['(no file selected)']);
  });
});

describe('workersFor', () => {
  it('gives no more workers than files, one to a small run, and at most the limit', () => {
    expect(workersFor(3, 3, 2)).toBe(1);
    expect(workersFor(1, 40, 2)).toBe(1);
    expect(workersFor(5, 11, 2)).toBe(2);
    expect(workersFor(50, 200, 2)).toBe(2);
    expect(workersFor(0, 0, 2)).toBe(1);
  });
});

describe('filesSelectedBy', () => {
  it('gives the files an area selection needs, from the manifest and the files on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'suite-files-'));
    for (const f of ['a', 'b']) mkdirSync(join(dir, f));
    writeFileSync(join(dir, 'a', 'one.conformance.ts'), '');
    writeFileSync(join(dir, 'b', 'two.conformance.ts'), '');
    expect(filesSelectedBy({ only: ['versioning'], skip: [] }, dir, manifest)).toEqual(['a/one.conformance.ts']);
    expect(filesSelectedBy({ only: ['auth'], skip: [] }, dir, manifest)).toEqual(['b/two.conformance.ts']);
  });
});
