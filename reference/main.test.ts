import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';

const tsx = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
const main = join(import.meta.dirname, 'main.ts');

/** Runs main.ts with `env`, resolves once it prints its first line. */
function startMain(env: Record<string, string>) {
  const child = spawn(tsx, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
});
