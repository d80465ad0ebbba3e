import { describe, expect, test } from 'vitest';
import { mutationDefaults, mutationRunOptions } from './run-options.ts';

describe('mutationRunOptions', () => {
  test('applies the mutation defaults where the environment sets nothing (empty counts as unset)', () => {
    const options = mutationRunOptions({ CONFORMANCE_RUNS: '' });
    expect(options.seed).toBe(Number(mutationDefaults.CONFORMANCE_SEED));
    expect(options.runs).toBe(Number(mutationDefaults.CONFORMANCE_RUNS));
    expect(options.timeoutMs).toBe(Number(mutationDefaults.CONFORMANCE_TIMEOUT_MS));
    expect(options.only).toEqual([]);
  });

  test('the CONFORMANCE_* environment wins and is validated by the CLI rules', () => {
    const options = mutationRunOptions({ CONFORMANCE_RUNS: '2', CONFORMANCE_SEED: '7', CONFORMANCE_ONLY: 'customers' });
    expect([options.runs, options.seed, options.only]).toEqual([2, 7, ['customers']]);
    expect(() => mutationRunOptions({ CONFORMANCE_RUNS: 'many' })).toThrow(/^mutation run: .*CONFORMANCE_RUNS/);
  });

  test('refuses a remote target: the mutants live in the embedded reference', () => {
    expect(() =>
      mutationRunOptions({
        CONFORMANCE_BASE_URL: 'https://api.example.test/v1',
        CONFORMANCE_CLIENT_ID: 'a',
        CONFORMANCE_CLIENT_SECRET: 'b',
      }),
    ).toThrow('CONFORMANCE_BASE_URL is set');
  });
});
