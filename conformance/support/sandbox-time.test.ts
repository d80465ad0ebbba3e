import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandboxClockControl } from '../cli/sandbox-clock-control.ts';
import { runConformance, type EngineOptions } from '../engine/run.ts';
import { sandboxTimeSkipReason } from '../engine/selection.ts';
import type { RunResult, TestResult } from '../report/model.ts';

/** No request reaches it: the fixture tests only move time. */
const baseUrl = 'http://127.0.0.1:9/v';

function options(overrides: Partial<EngineOptions> = {}): EngineOptions {
  return {
    baseUrl,
    credentials: { clientId: 'fixture-client', clientSecret: 'fixture-secret-Zx9' },
    profile: 'sandbox',
    seed: 1,
    runs: 1,
    timeoutMs: 1_000,
    walletSignatureHeader: 'Service-Wallet-Signature',
    includeSlow: false,
    only: [],
    skip: [],
    embedded: false,
    suitesDir: resolve(import.meta.dirname, 'fixtures'),
    pattern: 'sandbox-time.conformance-fixture.ts',
    ...overrides,
  };
}

function outcomes(run: RunResult): Record<string, Pick<TestResult, 'outcome' | 'reason'>> {
  return Object.fromEntries(
    run.tests.map((t) => [t.name.split(' > ').at(-1), { outcome: t.outcome, reason: t.reason }]),
  );
}

describe('letting sandbox time pass (t.elapse), through the engine and its workers', () => {
  it('with a sandbox clock: the tagged tests advance it and see the server time move, an untagged test may not', async () => {
    let offset = 0;
    const advances: number[] = [];
    const control = await startSandboxClockControl({
      advance: async (ms) => {
        advances.push(ms);
        offset += ms;
      },
      offsetMs: () => offset,
    });
    try {
      const started = performance.now();
      const { run } = await runConformance(options({ sandboxClock: { url: control.url, token: control.token } }));
      const byTitle = outcomes(run);
      expect(byTitle['advances six minutes in no time']?.outcome).toBe('pass');
      expect(byTitle['waits a little, on the clock or for real']?.outcome).toBe('pass');
      expect(byTitle['cannot let time pass without the tag']?.outcome).toBe('fail');
      expect(byTitle['cannot let time pass without the tag']?.reason).toContain("must carry the tag 'sandbox-time'");
      expect(byTitle['reads the server time the run left']?.outcome).toBe('pass');
      expect(advances).toEqual([360_000, 300]);
      // Six minutes of sandbox time, and the run's fixed cost only.
      expect(performance.now() - started).toBeLessThan(60_000);
    } finally {
      await control.close();
    }
  }, 90_000);

  it('without one: the tagged tests are skipped with the reason, unless slow tests are asked for, then they wait for real', async () => {
    const { run } = await runConformance(options());
    const skipped = outcomes(run);
    expect(skipped['advances six minutes in no time']).toEqual({ outcome: 'skip', reason: sandboxTimeSkipReason });
    expect(skipped['waits a little, on the clock or for real']).toEqual({
      outcome: 'skip',
      reason: sandboxTimeSkipReason,
    });
    expect(skipped['reads the server time the run left']?.outcome).toBe('pass');

    const slow = outcomes((await runConformance(options({ includeSlow: true }))).run);
    expect(slow['advances six minutes in no time']?.outcome).toBe('skip');
    expect(slow['waits a little, on the clock or for real']?.outcome).toBe('pass');
    expect(slow['cannot let time pass without the tag']?.outcome).toBe('fail');
  }, 120_000);
});
