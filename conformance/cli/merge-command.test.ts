/**
 * Sharding through the real CLI: three `--shard k/3` runs and `merge` give the reports one run gives, verdict for
 * verdict; incomplete or mismatched shards are refused (exit 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../report/matrix.ts';
import { readResults, runCapturedCli } from './captured-cli.ts';
import { startEmbeddedReference, type EmbeddedReference } from './embedded.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-shards-'));
let reference: EmbeddedReference;
beforeAll(async () => {
  reference = await startEmbeddedReference();
});
afterAll(async () => {
  await reference.close();
  rmSync(root, { recursive: true, force: true });
});

const verdicts = (r: Results) => ({
  tests: Object.fromEntries(r.tests.map((t) => [t.name, t.outcome])),
  clauses: Object.fromEntries(r.clauses.map((c) => [c.id, [c.outcome, [...c.tests].sort()]])),
  summary: r.summary,
  seed: r.seed,
  selection: r.selection,
  target: r.target,
});

describe('--shard and merge', () => {
  const run = (dir: string, extra: string[] = []) =>
    runCapturedCli(
      [
        'run',
        '--base-url',
        reference.url,
        '--client-id',
        reference.credentials.clientId,
        '--only',
        '5/basic-auth',
        '--seed',
        '21',
        '--runs',
        '3',
        '--report-dir',
        join(root, dir),
        ...extra,
      ],
      { CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret },
    );

  it('the merged report of 3 shards equals the single run, verdict for verdict', async () => {
    const single = await run('single');
    expect(single.code).toBe(0);
    const shards = [];
    for (const k of [1, 2, 3]) shards.push(await run(`shard-${k}`, ['--shard', `${k}/3`]));
    expect(shards.map((s) => s.code)).toEqual([0, 0, 0]);
    const sizes = [1, 2, 3].map((k) => readResults(join(root, `shard-${k}`)).tests.length);
    const whole = readResults(join(root, 'single'));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(whole.tests.length);
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(1);

    const merged = await runCapturedCli([
      'merge',
      join(root, 'shard-3'),
      join(root, 'shard-1'),
      join(root, 'shard-2'),
      '--report-dir',
      join(root, 'merged'),
    ]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    const result = readResults(join(root, 'merged'));
    expect(verdicts(result)).toEqual(verdicts(whole));
    expect(result.shard).toBeUndefined();
    expect(merged.out.at(-1)).toBe(single.out.at(-1));
  }, 600_000);

  it('refuses a missing shard, a shard given twice and results that are not from shards (exit 2)', async () => {
    const missing = await runCapturedCli([
      'merge',
      join(root, 'shard-1'),
      join(root, 'shard-2'),
      '--report-dir',
      join(root, 'bad'),
    ]);
    expect(missing).toMatchObject({ code: 2, err: ['error: shard 3 of 3 missing'] });
    const twice = await runCapturedCli(['merge', join(root, 'shard-1'), join(root, 'shard-1'), join(root, 'shard-2')]);
    expect(twice).toMatchObject({ code: 2, err: ['error: shard 1/3 is given twice'] });
    const notShards = await runCapturedCli(['merge', join(root, 'single')]);
    expect(notShards).toMatchObject({ code: 2, err: ['error: the first results.json is not from a --shard run'] });
  });
});

describe('merge of embedded shards', () => {
  // Each embedded run starts its own reference on a port of its own: the shards still ran against one deployment.
  const run = (dir: string, k: number) =>
    runCapturedCli([
      'run',
      '--only',
      'versioning',
      '--seed',
      '7',
      '--shard',
      `${k}/2`,
      '--report-dir',
      join(root, dir),
    ]);

  it('merges two embedded shards run through the real CLI', async () => {
    const one = await run('embedded-1', 1);
    const two = await run('embedded-2', 2);
    expect([one.code, two.code]).toEqual([0, 0]);
    const [a, b] = [readResults(join(root, 'embedded-1')), readResults(join(root, 'embedded-2'))];
    expect(a.target.embedded && b.target.embedded).toBe(true);
    expect(a.target.baseUrl).not.toBe(b.target.baseUrl);
    const merged = await runCapturedCli([
      'merge',
      join(root, 'embedded-1'),
      join(root, 'embedded-2'),
      '--report-dir',
      join(root, 'embedded-merged'),
    ]);
    expect(merged.code, merged.err.join('\n')).toBe(0);
    const result = readResults(join(root, 'embedded-merged'));
    expect(result.tests.length).toBe(a.tests.length + b.tests.length);
    expect(result.target.embedded).toBe(true);
  }, 600_000);
});
