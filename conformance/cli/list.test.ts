/**
 * `--list` through the real CLI: it prints the selection (files, tests, clauses, why each is selected) and sends no
 * request to the base URL.
 */
import { describe, expect, it } from 'vitest';
import { runCapturedCli } from './captured-cli.ts';
import { htmlServer } from './hostile-servers.ts';

describe('--list', () => {
  it('shows what --only auth runs, with the tests of other areas citing auth clauses and why, without a request', async () => {
    const server = await htmlServer();
    try {
      const run = await runCapturedCli(
        ['run', '--base-url', server.url, '--client-id', 'id', '--only', 'auth', '--list'],
        { CONFORMANCE_CLIENT_SECRET: 'secret-1234' },
      );
      expect(run.code, run.err.join('\n')).toBe(0);
      expect(server.arrivals).toEqual([]);
      const out = run.out.join('\n');
      expect(out).toMatch(/^auth\/basic-auth\.conformance\.ts \(\d+ tests\)$/m);
      expect(out).toMatch(
        /^ {2}auth\/basic-auth\.conformance\.ts > Part 5: platform calls use HTTP Basic > a call without credentials answers 401 UNAUTHORIZED\n {6}clauses: 5\/basic-auth, 7\.2\/unauthorized-api-credentials\n {6}selected: in the auth area; cites 5\/basic-auth, 7\.2\/unauthorized-api-credentials of the auth area$/m,
      );
      // A test of another area's file, selected because it cites an auth clause, says so.
      expect(out).toMatch(/^agents\/agent-external-accounts\.conformance\.ts \(\d+ tests?\)$/m);
      expect(out).toMatch(/selected: cites 5\/agent-[a-z-]+ of the auth area$/m);
      // Without a sandbox clock to advance (a deployment), the tests that wait for sandbox time would be skipped: said.
      expect(out).toMatch(/^ {6}will be skipped: waits for sandbox time/m);
      expect(run.out.at(-1)).toMatch(
        /^selection: \d+ tests in \d+ files, citing \d+ clauses \(\d+ tests will be skipped: profile or slow\); no request was sent$/,
      );
    } finally {
      await server.close();
    }
  }, 120_000);

  it('a clause id selects the tests citing it, each saying so', async () => {
    const run = await runCapturedCli(['run', '--only', '5/basic-auth', '--list', '--shard', '1/1']);
    const reasons = run.out.filter((l) => l.startsWith('      selected: '));
    expect(reasons.length).toBeGreaterThan(2);
    expect(reasons.every((l) => l === '      selected: cites 5/basic-auth; in shard 1/1')).toBe(true);
  }, 120_000);
});
