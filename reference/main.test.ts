import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, 'main.ts');

/**
 * Runs main.ts with `env` (Node with tsx's loader, as `npm start` does, in one process: a signal reaches the server
 * itself), resolves once it prints its first line.
 */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`main exited with ${code} before listening: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, firstLine, exited, output: () => ({ stdout, stderr }) };
}

// Each test starts Node with tsx: seconds of CPU that a busy machine stretches well past the default timeout.
describe('main (npm start)', { timeout: 90_000 }, () => {
  it('logs its URL without the secret, serves from the data file, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reference-main-'));
    const dataFile = join(dir, 'data', 'db.json');
    try {
      const run = startMain({
        PORT: '0',
        DATA_FILE: dataFile,
        PLATFORM_CLIENT_ID: 'main-test-id',
        PLATFORM_CLIENT_SECRET: 'main-test-secret-value',
      });
      const line = await run.firstLine;
      const url = /(http:\/\/127\.0\.0\.1:\d+\/2025-10-13)/.exec(line)?.[1];
      expect(url, line).toBeDefined();
      expect(line).not.toContain('main-test-secret-value');

      const answer = await request(`${url}/customers/end-user-terms`, {
        headers: { authorization: `Basic ${Buffer.from('main-test-id:main-test-secret-value').toString('base64')}` },
      });
      expect(answer.statusCode).toBe(200);
      await answer.body.text();
      expect(JSON.parse(await readFile(dataFile, 'utf8'))).toHaveProperty('customers');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output().stdout.trim().split('\n')).toHaveLength(1);
      expect(run.output().stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits with 2 on unusable configuration', async () => {
    const run = startMain({ PORT: 'eighty', DATA_FILE: join(tmpdir(), 'never-written.json') });
    await expect(run.firstLine).rejects.toThrow();
    expect(await run.exited).toBe(2);
    expect(run.output().stderr).toMatch(/PORT/);
  });

  it('holds its data file: a second server on it refuses in one line naming the holder; a killed holder is taken over', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reference-main-'));
    const dataFile = join(dir, 'db.json');
    const env = { PORT: '0', DATA_FILE: dataFile };
    const first = startMain(env);
    try {
      await first.firstLine;
      expect(await readFile(`${dataFile}.lock`, 'utf8')).toBe(`${first.child.pid}\n`);

      const second = startMain(env);
      await expect(second.firstLine).rejects.toThrow();
      expect(await second.exited).toBe(1);
      expect(second.output().stderr).toBe(
        `reference: cannot start: data file ${dataFile} is in use by process ${first.child.pid} (lock ${dataFile}.lock)\n`,
      );

      // Killed outright, the holder leaves its lock behind; the next server takes it over and serves the same data.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await readFile(`${dataFile}.lock`, 'utf8')).toBe(`${first.child.pid}\n`);
      const third = startMain(env);
      await third.firstLine;
      expect(await readFile(`${dataFile}.lock`, 'utf8')).toBe(`${third.child.pid}\n`);
      third.child.kill('SIGTERM');
      expect(await third.exited, third.output().stderr).toBe(0);
      await expect(readFile(`${dataFile}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      first.child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
