import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { acquireTestSlot, createTestSlots, slotsInUse } from './test-slots.ts';

/** Lets every pending promise and callback that is already due run, without any timer. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((done) => setImmediate(done));
};

/** Tracks whether a promise has settled yet. */
function watched<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('test slots', () => {
  it('gives out at most the concurrency; the next test waits until one is given back', async () => {
    const slots = createTestSlots(2);
    const never = new AbortController().signal;
    const first = await acquireTestSlot(slots, never);
    await acquireTestSlot(slots, never);
    expect(slotsInUse(slots)).toBe(2);
    const third = watched(acquireTestSlot(slots, never));
    await settle();
    expect(third.settled).toBe(false);
    first();
    await settle();
    expect(third.settled).toBe(true);
    expect(slotsInUse(slots)).toBe(2);
  });

  it('gives a slot back once, however often the release is called', async () => {
    const slots = createTestSlots(3);
    const release = await acquireTestSlot(slots, new AbortController().signal);
    await acquireTestSlot(slots, new AbortController().signal);
    release();
    release();
    expect(slotsInUse(slots)).toBe(1);
  });

  it('a wait that is aborted rejects and takes nothing', async () => {
    const slots = createTestSlots(1);
    const holder = await acquireTestSlot(slots, new AbortController().signal);
    const stop = new AbortController();
    const waiting = watched(acquireTestSlot(slots, stop.signal));
    await settle();
    stop.abort(new Error('test ended'));
    await settle();
    expect(waiting.settled).toBe(true);
    expect((waiting.error as Error).message).toBe('test ended');
    holder();
    expect(slotsInUse(slots)).toBe(0);
  });

  it('a test that runs alone waits for the running ones, holds back new ones, and then runs beside none', async () => {
    const slots = createTestSlots(3);
    const never = new AbortController().signal;
    const running = await acquireTestSlot(slots, never);
    const alone = watched(acquireTestSlot(slots, never, { alone: true }));
    await settle();
    expect(alone.settled).toBe(false);
    // A test arriving while one waits to run alone does not overtake it, though a slot is free.
    const later = watched(acquireTestSlot(slots, never));
    await settle();
    expect(later.settled).toBe(false);
    running();
    await settle();
    expect(alone.settled).toBe(true);
    expect(later.settled).toBe(false);
    expect(slotsInUse(slots)).toBe(3);
    alone.value!();
    await settle();
    expect(later.settled).toBe(true);
    expect(slotsInUse(slots)).toBe(1);
  });

  it('a test held back for one that gave up waiting to run alone goes ahead', async () => {
    const slots = createTestSlots(2);
    const never = new AbortController().signal;
    const running = await acquireTestSlot(slots, never);
    const stop = new AbortController();
    watched(acquireTestSlot(slots, stop.signal, { alone: true }));
    const later = watched(acquireTestSlot(slots, never));
    await settle();
    expect(later.settled).toBe(false);
    stop.abort();
    await settle();
    expect(later.settled).toBe(true);
    running();
  });

  it('is shared between threads: a slot given back in another thread wakes a wait here', async () => {
    const slots = createTestSlots(1);
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const count = new Int32Array(workerData);
       parentPort.on('message', (m) => {
         if (m === 'take') { Atomics.add(count, 0, 1); parentPort.postMessage('taken'); }
         if (m === 'give') { Atomics.sub(count, 0, 1); Atomics.notify(count, 0); parentPort.postMessage('given'); }
       });`,
      { eval: true, workerData: slots },
    );
    const reply = () => new Promise<unknown>((done) => worker.once('message', done));
    try {
      worker.postMessage('take');
      await reply();
      expect(slotsInUse(slots)).toBe(1);
      const here = watched(acquireTestSlot(slots, new AbortController().signal));
      await settle();
      expect(here.settled).toBe(false);
      worker.postMessage('give');
      await reply();
      await settle();
      expect(here.settled).toBe(true);
      expect(slotsInUse(slots)).toBe(1);
    } finally {
      await worker.terminate();
    }
  });

  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => createTestSlots(0)).toThrow(/positive integer/);
  });
});
