import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock.ts';
import { platformConfigKey } from './platform-config/platform-config-record.ts';
import { createQuiescence } from './quiescence.ts';
import { createScheduler } from './scheduler.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { createEventPublisher } from './events/event-publisher.ts';
import { createWebhookDelivery, type PostFunction } from './events/webhook-delivery.ts';
import { createWebhookSigner } from './events/webhook-signer.ts';

const quiet = { info: () => undefined, error: () => undefined };
const endpoint = 'http://127.0.0.1:9/hooks';

/** A receiver whose answers the test gives one by one: each attempt waits until `answer` is called. */
function heldReceiver() {
  const types: string[] = [];
  const waiting: ((status: number) => void)[] = [];
  let arrived: () => void = () => undefined;
  const post: PostFunction = (_url, body) =>
    new Promise((resolve) => {
      types.push((JSON.parse(body.toString('utf8')) as { type: string }).type);
      waiting.push(resolve);
      arrived();
    });
  return {
    post,
    types,
    /** Resolves once `n` attempts have arrived. */
    attempts: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (types.length >= n ? resolve() : undefined);
        arrived = check;
        check();
      }),
    answer: (status: number) => waiting.shift()!(status),
  };
}

/** The parts of one server that quiescence reads, on a manual clock, with the webhook endpoint configured. */
async function server(post: PostFunction) {
  const clock = createManualClock(new Date('2026-07-01T12:00:00.000Z'));
  const store = createMemoryStore();
  const configure = (webhookEndpoint: string) =>
    store.transact((draft) => {
      draft.platformConfig[platformConfigKey] = {
        id: 'PlatformConfig:1',
        webhookEndpoint,
        settings: {},
        createdAt: '',
        updatedAt: '',
      };
    });
  await configure(endpoint);
  const delivery = createWebhookDelivery({
    config: { maxAttempts: 3, firstRetryDelayMs: 1, attemptTimeoutMs: 1000 },
    signer: createWebhookSigner(),
    logger: quiet,
    post,
  });
  const events = createEventPublisher({ store, clock, delivery, logger: quiet });
  const scheduler = createScheduler({
    clock,
    onError: (error) => {
      throw error;
    },
  });
  return { clock, events, scheduler, configure, quiescence: createQuiescence({ clock, scheduler, events, store }) };
}

/** `promise`, with whether it has settled so far. */
function watched<T>(promise: Promise<T>) {
  const state = { done: false, value: undefined as T | undefined };
  void promise.then((value) => Object.assign(state, { done: true, value }));
  return state;
}

/** Lets several recheck intervals of the quiescence pass. */
const someRechecks = () => new Promise((resolve) => setTimeout(resolve, 40));

afterEach(() => {
  vi.useRealTimers();
});

describe('quiescence', () => {
  it('is settled at once when nothing is under way; a task due beyond the horizon does not hold it', async () => {
    const { scheduler, events, quiescence } = await server(heldReceiver().post);
    scheduler.after(60_000, () => events.publish('LATER'));
    expect(await quiescence.settled(59_999)).toBe(true);
  });

  it('an event published by a task due within the horizon: settled only once that task ran and its event was delivered', async () => {
    const receiver = heldReceiver();
    const { clock, scheduler, events, quiescence } = await server(receiver.post);
    scheduler.after(60_000, () => events.publish('CARD_TRANSACTION.EXCEPTION'));
    const settled = watched(quiescence.settled(120_000));
    await someRechecks();
    expect(settled.done).toBe(false);
    await clock.advance(60_000);
    await receiver.attempts(1);
    await someRechecks();
    expect(settled.done).toBe(false);
    receiver.answer(200);
    await expect.poll(() => settled.done).toBe(true);
    expect(settled.value).toBe(true);
    expect(receiver.types).toEqual(['CARD_TRANSACTION.EXCEPTION']);
  });

  it('a delivery under way holds it through its retries, until the attempt that succeeds', async () => {
    const receiver = heldReceiver();
    const { events, quiescence } = await server(receiver.post);
    events.publish('TEST');
    const settled = watched(quiescence.settled(60_000));
    await receiver.attempts(1);
    receiver.answer(503);
    await receiver.attempts(2);
    await someRechecks();
    expect(settled.done).toBe(false);
    receiver.answer(200);
    await expect.poll(() => settled.done).toBe(true);
    expect(settled.value).toBe(true);
    expect(receiver.types).toEqual(['TEST', 'TEST']);
  });

  it('a delivery retried to an endpoint configured before does not hold it; one to the endpoint configured now does', async () => {
    const receiver = heldReceiver();
    const { events, configure, quiescence } = await server(receiver.post);
    events.publish('TEST');
    await receiver.attempts(1);
    await configure('http://127.0.0.1:9/other-hooks');
    expect(await quiescence.settled(60_000)).toBe(true);
    await configure(endpoint);
    const settled = watched(quiescence.settled(60_000));
    await someRechecks();
    expect(settled.done).toBe(false);
    receiver.answer(200);
    await expect.poll(() => settled.done).toBe(true);
    expect(settled.value).toBe(true);
  });

  it('a running task holds it, though it has left the queue, until what it published is delivered', async () => {
    const receiver = heldReceiver();
    const { clock, scheduler, events, quiescence } = await server(receiver.post);
    let proceed: () => void = () => undefined;
    scheduler.after(10, async () => {
      await new Promise<void>((resolve) => (proceed = resolve));
      events.publish('CARD_TRANSACTION.SETTLED');
    });
    const jump = clock.advance(10);
    await expect.poll(() => scheduler.pending()).toBe(0);
    const settled = watched(quiescence.settled(1_000));
    await someRechecks();
    expect(settled.done).toBe(false);
    proceed();
    await jump;
    await receiver.attempts(1);
    receiver.answer(200);
    await expect.poll(() => settled.done).toBe(true);
    expect(settled.value).toBe(true);
  });

  it('answers false once the horizon has passed with a delivery still under way, or when aborted', async () => {
    const receiver = heldReceiver();
    const { clock, events, quiescence } = await server(receiver.post);
    events.publish('TEST');
    await receiver.attempts(1);
    const late = quiescence.settled(1_000);
    await clock.advance(1_000);
    expect(await late).toBe(false);
    const stop = new AbortController();
    const aborted = quiescence.settled(60_000, stop.signal);
    stop.abort();
    expect(await aborted).toBe(false);
    receiver.answer(200);
    await expect.poll(() => quiescence.settled(0)).toBe(true);
  });

  it('an abort ends the wait at once, not at the next recheck', async () => {
    const receiver = heldReceiver();
    const { events, quiescence } = await server(receiver.post);
    events.publish('TEST');
    await receiver.attempts(1);
    // No timer fires from here on: only the abort can wake the recheck's pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = new AbortController();
    const waiting = watched(quiescence.settled(60_000, stop.signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.done).toBe(false);
    stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting).toEqual({ done: true, value: false });
    vi.useRealTimers();
    receiver.answer(200);
  });

  it('refuses a horizon that is not a finite, non-negative number of milliseconds', async () => {
    const { quiescence } = await server(heldReceiver().post);
    await expect(quiescence.settled(-1)).rejects.toThrow(/-1 ms/);
    await expect(quiescence.settled(Number.NaN)).rejects.toThrow(/NaN ms/);
  });
});
