import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readResults, runCapturedCli } from './captured-cli.ts';
import { ConfigFileError, configFilePath, loadConfigFile } from './config-file.ts';
import { startEmbeddedReference, type EmbeddedReference } from './embedded.ts';
import { configFileOptions } from './options.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function configDir(content: unknown, files: Record<string, string> = {}): string {
  const dir = join(root, `c${(n += 1)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'conformance.config.json'), typeof content === 'string' ? content : JSON.stringify(content));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('loadConfigFile', () => {
  it('reads options by long name, numbers as strings, paths from the file directory, secrets from their files', () => {
    const dir = configDir(
      {
        'base-url': 'https://x.test/2025-10-13',
        runs: 5,
        only: ['auth'],
        'include-slow': true,
        binding: 'b.ts',
        'client-secret-file': 'secret.txt',
      },
      { 'secret.txt': 'file-secret-1234\n' },
    );
    expect(loadConfigFile(join(dir, 'conformance.config.json'), configFileOptions).values).toEqual({
      'base-url': 'https://x.test/2025-10-13',
      runs: '5',
      only: ['auth'],
      'include-slow': true,
      binding: join(dir, 'b.ts'),
      'client-secret': 'file-secret-1234',
    });
  });

  it.each([
    [
      { 'client-secret': 'inline' },
      /"client-secret" is a secret and is not read from the config file; use CONFORMANCE_CLIENT_SECRET or "client-secret-file"/,
    ],
    [{ 'agent-token': 'gat' }, /"agent-token" is a secret/],
    [{ frobnicate: 1 }, /"frobnicate" is not an option/],
    [{ runs: { n: 1 } }, /"runs" must be a string, a number, a boolean or a list of strings/],
    [{ 'client-secret-file': 'missing.txt' }, /cannot read .*missing\.txt \(ENOENT\)/],
    ['{ not json', /is not readable JSON/],
    [[1, 2], /must hold a JSON object of options/],
  ])('refuses %j', (content, message) => {
    const dir = configDir(content);
    expect(() => loadConfigFile(join(dir, 'conformance.config.json'), configFileOptions)).toThrow(message);
  });

  it('finds conformance.config.json in the working directory, and insists on a named file existing', () => {
    const dir = configDir({});
    expect(configFilePath(undefined, dir)).toBe(join(dir, 'conformance.config.json'));
    expect(configFilePath(undefined, root)).toBeUndefined();
    expect(() => configFilePath('nope.json', dir)).toThrow(ConfigFileError);
  });
});

describe('the config file, through the CLI', () => {
  let reference: EmbeddedReference;
  beforeAll(async () => {
    reference = await startEmbeddedReference();
  });
  afterAll(async () => reference?.close());

  it('a secret in the config file is a configuration error, exit 2, before anything starts', async () => {
    const dir = configDir({ 'base-url': reference.url, 'client-id': 'id', 'client-secret': 'inline-secret' });
    const run = await runCapturedCli(['run'], {}, dir);
    expect(run.code).toBe(2);
    expect(run.err[0]).toMatch(/^error: config file .*: "client-secret" is a secret/);
  });

  it('runs from the file: target and selection from it, the secret from the file it names, the environment over the file', async () => {
    const dir = configDir(
      {
        'base-url': reference.url,
        'client-id': reference.credentials.clientId,
        'client-secret-file': 'secret.txt',
        only: ['9/version-segment'],
        runs: 1,
        seed: 7,
        'report-dir': 'out',
      },
      { 'secret.txt': 'a-wrong-secret-from-the-file' },
    );
    // The file's secret alone is refused by the preflight: the secret file is read.
    const refused = await runCapturedCli(['run'], {}, dir);
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toMatch(/^error: the platform credentials are refused/);
    // The environment wins over the file; the rest still comes from the file.
    const run = await runCapturedCli(['run'], { CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret }, dir);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    // The header says what the selection holds before any test runs.
    expect(run.out).toContain('  selection only [9/version-segment]: 1 test in 1 file, citing 1 clause');
    const results = readResults(join(dir, 'out'));
    expect(results.seed).toBe(7);
    expect(results.selection.only).toEqual(['9/version-segment']);
    expect(results.tests.map((t) => [t.file, t.outcome])).toEqual([
      ['versioning/version-segment.conformance.ts', 'pass'],
    ]);
    expect(run.out.join('\n')).not.toContain(reference.credentials.clientSecret);
  }, 240_000);
});
