import { describe, expect, test } from 'vitest';
import type { EmbeddedReference } from '../../conformance/cli/embedded.ts';
import { startWorkerReference, unstartedBaseUrl } from './worker-reference.ts';

const running: EmbeddedReference = {
  url: 'http://127.0.0.1:1234/2025-10-13',
  credentials: { clientId: 'id', clientSecret: 'secret' },
  close: () => Promise.resolve(),
};

describe('startWorkerReference', () => {
  test('hands over the started reference', async () => {
    expect(await startWorkerReference(() => Promise.resolve(running))).toEqual({ started: true, reference: running });
  });

  test('a start that fails (or a module that fails to load) is returned with placeholders, not thrown', async () => {
    const broken = new TypeError('middleware must be a function, not undefined');
    const worker = await startWorkerReference(() => Promise.reject(broken));
    expect(worker.started).toBe(false);
    if (worker.started) return;
    expect(worker.error.message).toMatch(/^mutation setup: the reference did not start.*middleware must be a function/);
    expect(worker.error.cause).toBe(broken);
    expect(worker.url).toBe(unstartedBaseUrl);
    expect(() => new URL(worker.url)).not.toThrow();
    expect(worker.credentials.clientId).not.toBe('');
  });
});
