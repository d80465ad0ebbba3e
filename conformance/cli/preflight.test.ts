/**
 * The preflight through the real CLI (`runCli` with its real preflight, engine and report writer): a target that
 * cannot be used ends in one line naming the cause and exit 2, before any test, with the reports written and the run
 * marked as not started. Against the embedded reference, over HTTP.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiVersion } from '../../spec/enums.ts';
import type { Results } from '../report/matrix.ts';
import { reportFileNames } from '../report/write.ts';
import { startEmbeddedReference, type EmbeddedReference } from './embedded.ts';
import {
  emptyJsonServer,
  htmlServer,
  redirectLocation,
  redirectingServer,
  refusingServer,
  type HostileServer,
} from './hostile-servers.ts';
import { runCli } from './main.ts';
import { preflight } from './preflight.ts';

const root = mkdtempSync(join(tmpdir(), 'conformance-preflight-'));
let reference: EmbeddedReference;
beforeAll(async () => {
  reference = await startEmbeddedReference();
});
afterAll(async () => {
  await reference.close();
  rmSync(root, { recursive: true, force: true });
});

async function cli(
  baseUrl: string,
  secret: string,
): Promise<{ code: number; out: string[]; err: string[]; dir: string; elapsedMs: number }> {
  const dir = join(root, `run-${Math.random().toString(36).slice(2)}`);
  const out: string[] = [];
  const err: string[] = [];
  const started = performance.now();
  // The secret comes from the environment, as the README tells users to pass it.
  const code = await runCli(
    [
      'run',
      '--base-url',
      baseUrl,
      '--client-id',
      reference.credentials.clientId,
      '--timeout',
      '2000',
      '--only',
      'versioning',
      '--report-dir',
      dir,
    ],
    { CONFORMANCE_CLIENT_SECRET: secret },
    { io: { out: (l) => out.push(l), err: (l) => err.push(l) } },
  );
  return { code, out, err, dir, elapsedMs: performance.now() - started };
}

function notStartedReports(dir: string, cause: RegExp): void {
  for (const name of reportFileNames) expect(existsSync(join(dir, name)), name).toBe(true);
  const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Results;
  expect(results.notStarted).toMatch(cause);
  expect(results.tests.map((t) => [t.file, t.outcome])).toEqual([['(preflight)', 'error']]);
  expect(results.requests).toBe(0);
  expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('**Not started:**');
}

describe('the preflight, through the CLI', () => {
  it('a wrong client secret: one line saying the credentials are refused, exit 2, no test run', async () => {
    const run = await cli(reference.url, 'not-the-secret-of-this-deployment');
    expect(run.code).toBe(2);
    expect(run.err[0]).toMatch(
      /^error: the platform credentials are refused: GET \/customers\/end-user-terms answered 401; check the client id and secret/,
    );
    expect(run.err).toHaveLength(2);
    expect(run.err[1]).toMatch(/^the run did not start; reports: /);
    expect(run.err.join('\n')).not.toContain('not-the-secret');
    notStartedReports(run.dir, /credentials are refused/);
    expect(run.elapsedMs).toBeLessThan(10_000);
  });

  it('an unreachable base URL: one line saying it cannot be reached, exit 2', async () => {
    const server = await refusingServer();
    try {
      const run = await cli(server.url, reference.credentials.clientSecret);
      expect(run.code).toBe(2);
      expect(run.err[0]).toBe(
        `error: cannot reach the base URL ${server.url}: the connection was refused; check the URL, that the server is running and that this machine can reach it (--timeout raises the wait)`,
      );
      expect(run.err).toHaveLength(2);
      notStartedReports(run.dir, /cannot reach the base URL/);
    } finally {
      await server.close();
    }
  });

  it('a base URL without the version segment: one line, exit 2, nothing sent', async () => {
    const base = reference.url.slice(0, -`/${apiVersion}`.length);
    const run = await cli(base, reference.credentials.clientSecret);
    expect(run.code).toBe(2);
    expect(run.err[0]).toBe(
      `error: the base URL ${base} does not end in the version segment ${apiVersion}; the interface is served under {base_url}/${apiVersion} (part 9)`,
    );
  });

  it('passes a usable target, and refuses an agent token the deployment does not accept', async () => {
    const target = { baseUrl: reference.url, credentials: reference.credentials, timeoutMs: 5_000 };
    expect(await preflight(target)).toEqual({
      ok: true,
      checks: ['GET /customers/end-user-terms answered 200 with the platform credentials, 401 without'],
    });
    const withToken = await preflight({
      ...target,
      credentials: { ...reference.credentials, agentToken: 'gat_not-a-token-of-this-deployment' },
    });
    expect(withToken).toEqual({
      ok: false,
      problem: expect.stringMatching(/^the agent token is refused: GET \/agents\/me answered 401/),
    });
  });

  /** Servers answering every path alike: the preflight must tell they are not the interface, in one line. */
  const notTheInterface: readonly [string, () => Promise<HostileServer>, RegExp][] = [
    [
      'a 302 to everything',
      redirectingServer,
      new RegExp(
        `^error: the base URL redirects: GET /customers/end-user-terms answered 302 to ${redirectLocation.replace(/[?.]/g, '\\$&')}; `,
      ),
    ],
    [
      '200 text/html to everything',
      htmlServer,
      /^error: the base URL answers, but not with the interface: GET \/customers\/end-user-terms answered 200 with text\/html; charset=utf-8 and "<!doctype html>.*", not JSON; /,
    ],
    [
      '200 {} to everything',
      emptyJsonServer,
      /^error: the base URL answers, but not with the interface: GET \/customers\/end-user-terms without credentials answered 200 with "\{\}", lacking status, code, message, where the interface refuses it with 401 and the error envelope/,
    ],
  ];
  for (const [name, start, line] of notTheInterface) {
    it(`${name}: one line saying it is not the interface, exit 2, no test run`, async () => {
      const server = await start();
      try {
        const run = await cli(server.url, reference.credentials.clientSecret);
        expect(run.code).toBe(2);
        expect(run.err[0]).toMatch(line);
        expect(run.err).toHaveLength(2);
        expect(run.out.join('\n')).not.toMatch(/passed|failed/);
        notStartedReports(run.dir, /redirects|not with the interface/);
      } finally {
        await server.close();
      }
    });
  }
});
