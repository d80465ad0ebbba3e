/**
 * Replay through the real CLI: against a deviant that accepts any client secret, the property "any wrong client secret
 * answers 401" fails with a shrunk counterexample; the report carries one command, and running exactly that command
 * against the same target runs that one test again and fails on the same counterexample.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResults, runCapturedCli } from '../../conformance/cli/captured-cli.ts';
import { startEmbeddedReference } from '../../conformance/cli/embedded.ts';
import { rulesWith } from '../../reference/rules.ts';
import { deviantById } from '../deviants/catalogue.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-replay-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const testName =
  'auth/basic-auth.conformance.ts > Part 5: platform calls use HTTP Basic > any wrong client secret answers 401 UNAUTHORIZED';

/** Splits a POSIX shell line made of plain words and single-quoted words (what the replay command uses). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'((?:[^']|'\\'')*)'|(\S+)/g;
  for (const m of line.matchAll(pattern)) words.push(m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]!);
  return words;
}

describe('replay of one failure, through the CLI', () => {
  it('the command in the report re-runs exactly that test with its seed and path, and fails on the same counterexample', async () => {
    const reference = await startEmbeddedReference({
      rules: rulesWith(deviantById('basic-auth-any-secret').rules),
      logError: () => undefined,
    });
    const env = { CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret };
    try {
      const first = join(root, 'first');
      const run = await runCapturedCli(
        [
          'run',
          '--base-url',
          reference.url,
          '--client-id',
          reference.credentials.clientId,
          '--only',
          'auth',
          '--test',
          testName,
          '--seed',
          '11',
          '--runs',
          '5',
          '--report-dir',
          first,
        ],
        env,
      );
      expect(run.code).toBe(1);
      const [failed] = readResults(first).tests;
      expect(failed?.outcome).toBe('fail');
      expect(failed?.counterexample?.path).toMatch(/^\d+(:\d+)*$/);
      const command = failed!.replay!;
      expect(command).toBe(
        `npx --no payments-conformance run --base-url ${reference.url} --client-id ${reference.credentials.clientId} --test '${testName}' --seed ${failed!.counterexample!.seed} --replay-path ${failed!.counterexample!.path}`,
      );
      expect(command).not.toContain(reference.credentials.clientSecret);

      const [, noInstall, program, ...args] = shellWords(command);
      expect([noInstall, program]).toEqual(['--no', 'payments-conformance']);
      const second = join(root, 'second');
      // The printed line runs as it is: the client id is in it, the secret comes from the environment.
      const replayed = await runCapturedCli(['run', ...args.slice(1), '--report-dir', second], env);
      expect(replayed.code).toBe(1);
      const tests = readResults(second).tests;
      expect(tests.map((t) => [t.name, t.outcome])).toEqual([[testName, 'fail']]);
      expect(tests[0]?.counterexample?.value).toBe(failed!.counterexample!.value);
      // The replay runs the counterexample's path, not the search and the shrinking that found it (a property that
      // fails on its first fixed example searched nothing, so the replay can only match it).
      expect(tests[0]!.requests).toBeLessThanOrEqual(failed!.requests);
    } finally {
      await reference.close();
    }
  }, 300_000);
});
