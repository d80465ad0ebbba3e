/**
 * The packaged CLI, installed the way the README says before the package is published: `npm pack` makes a tarball that
 * installs into an empty directory without the dev dependencies and runs from there, with no clone: `--version`,
 * `--help`, `--only versioning` against the reference server the package carries, and a short run against a reference
 * server over HTTP. Installing fetches the runtime dependencies through npm (from its cache when it holds them).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Results } from '../report/matrix.ts';
import { projectRoot } from '../engine/run.ts';
import { startEmbeddedReference } from './embedded.ts';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'conformance-package-'));
// The installed node_modules take a while to delete on a busy machine.
afterAll(() => rmSync(root, { recursive: true, force: true }), 120_000);

/** Only what node and npm need: a developer's CONFORMANCE_* variables must not change the run. */
const baseEnv = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? root };

describe('the packed CLI', () => {
  it('installs from the tarball into an empty directory and runs --version, --help, --only versioning and a run against a base URL', async () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    // A scoped name: an unscoped one nobody has published could be registered by anyone, and npx would run it.
    expect(pkg.name).toBe('@payments-conformance/cli');
    await run('npm', ['pack', '--pack-destination', root], { cwd: projectRoot, env: baseEnv });
    const tarball = readdirSync(root).find((f) => f.endsWith('.tgz'));
    expect(tarball).toBe(`payments-conformance-cli-${pkg.version}.tgz`);
    const app = join(root, 'app');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'qa-app', private: true }));
    await run('npm', ['install', '--prefer-offline', '--omit=dev', '--no-audit', '--no-fund', join(root, tarball!)], {
      cwd: app,
      env: baseEnv,
      timeout: 300_000,
    });
    // No dev dependency came along, and nothing of the clone but the package.
    expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
    const installed = join(app, 'node_modules', '@payments-conformance', 'cli');
    expect(existsSync(join(installed, 'bin', 'payments-conformance.js'))).toBe(true);
    expect(existsSync(join(installed, 'scripts'))).toBe(false);
    const bin = join(app, 'node_modules', '.bin', 'payments-conformance');

    expect((await run(bin, ['--version'], { cwd: app, env: baseEnv })).stdout).toBe(`${pkg.version}\n`);
    const help = await run(bin, ['run', '--help'], { cwd: app, env: baseEnv });
    expect(help.stdout).toMatch(/^Usage: payments-conformance run \[options\]/);

    // The reference server ships in the package: a run without --base-url starts it in-process.
    const embeddedOut = join(app, 'reports-embedded');
    const embedded = await run(bin, ['run', '--only', 'versioning', '--runs', '1', '--report-dir', embeddedOut], {
      cwd: app,
      env: baseEnv,
      timeout: 300_000,
    });
    const versioning = JSON.parse(readFileSync(join(embeddedOut, 'results.json'), 'utf8')) as Results;
    expect(versioning.tests.length).toBeGreaterThan(0);
    expect(versioning.tests.filter((t) => t.outcome !== 'pass').map((t) => [t.name, t.outcome, t.reason])).toEqual([]);
    const n = versioning.tests.length;
    expect(embedded.stdout.trimEnd().split('\n').at(-1)).toBe(
      `conformance: ${n} passed, 0 failed, 0 errored, 0 skipped (of ${n})`,
    );

    const reference = await startEmbeddedReference();
    try {
      const out = join(app, 'reports');
      const result = await run(
        bin,
        ['run', '--base-url', reference.url, '--only', '9/version-segment', '--runs', '1', '--report-dir', out],
        {
          cwd: app,
          env: {
            ...baseEnv,
            CONFORMANCE_CLIENT_ID: reference.credentials.clientId,
            CONFORMANCE_CLIENT_SECRET: reference.credentials.clientSecret,
          },
          timeout: 300_000,
        },
      );
      expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
        'conformance: 1 passed, 0 failed, 0 errored, 0 skipped (of 1)',
      );
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
      expect(results.tests.map((t) => [t.file, t.outcome])).toEqual([
        ['versioning/version-segment.conformance.ts', 'pass'],
      ]);
      // The test calls once with the platform credentials and once without (7.2).
      expect(results.requests).toBe(2);
    } finally {
      await reference.close();
    }
  }, 600_000);
});
