import { TransportError } from './transport-error.ts';

/**
 * Waits `ms`, or rejects with an `aborted` TransportError (`while` says what was awaited) as soon as the test's signal
 * ends it: a test that has ended must not keep a worker waiting for its turn or a `Retry-After`.
 */
export function abortableWait(ms: number, signal: AbortSignal | undefined, while_: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = () => new TransportError(`${while_}: the test has ended`, 'aborted');
    if (signal?.aborted) {
      reject(stopped());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(stopped());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
