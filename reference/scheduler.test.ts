import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, createSandboxClock, type Clock } from './clock.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

const start = new Date('2026-03-01T12:00:00.000Z');
let scheduler: Scheduler | undefined;
afterEach(() => {
  scheduler?.close();
  scheduler = undefined;
  vi.useRealTimers();
});

function schedulerOn(
  clock: Clock,
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Scheduler {
  scheduler = createScheduler({ clock, onError });
  return scheduler;
}

describe('the scheduler on a manual clock', () => {
  it('is busy by a horizon while a task is due at or before it, or running', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    let proceed: () => void = () => undefined;
    s.after(30_000, () => new Promise<void>((resolve) => (proceed = resolve)));
    expect(s.busyBy(new Date(start.getTime() + 29_999))).toBe(false);
    expect(s.busyBy(new Date(start.getTime() + 30_000))).toBe(true);
    const jump = clock.advance(30_000);
    await vi.waitFor(() => expect(s.pending()).toBe(0));
    expect(s.busyBy(start)).toBe(true);
    proceed();
    await jump;
    expect(s.busyBy(new Date(start.getTime() + 3_600_000))).toBe(false);
  });

  it('runs a task only once the clock reaches its time, and once', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const ran: string[] = [];
    s.after(30_000, (due) => void ran.push(due.toISOString()));
    await clock.advance(29_999);
    expect(ran).toEqual([]);
    expect(s.pending()).toBe(1);
    await clock.advance(1);
    expect(ran).toEqual(['2026-03-01T12:00:30.000Z']);
    await clock.advance(60_000);
    expect(ran).toHaveLength(1);
    expect(s.pending()).toBe(0);
  });

  it('a jump past several tasks runs them earliest first, ties in scheduling order, before the jump completes', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const ran: string[] = [];
    s.after(360_000, () => void ran.push('six minutes'));
    s.after(30_000, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      ran.push('30 s, first');
    });
    s.after(30_000, () => void ran.push('30 s, second'));
    s.after(400_000, () => void ran.push('not yet'));
    await clock.advance(6 * 60_000);
    expect(ran).toEqual(['30 s, first', '30 s, second', 'six minutes']);
    expect(s.pending()).toBe(1);
  });

  it('a task can chain the next step from its due time, and a jump past both runs both', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const states: string[] = [];
    s.after(5_000, (due) => {
      states.push(`PENDING at ${due.toISOString()}`);
      s.at(new Date(due.getTime() + 30_000), (failedAt) => void states.push(`FAILED at ${failedAt.toISOString()}`));
    });
    await clock.advance(60_000);
    expect(states).toEqual(['PENDING at 2026-03-01T12:00:05.000Z', 'FAILED at 2026-03-01T12:00:35.000Z']);
  });

  it('a cancelled task never runs; a task already due when scheduled runs at the next jump or timer', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const ran: string[] = [];
    const cancel = s.after(1_000, () => void ran.push('cancelled'));
    cancel();
    expect(s.pending()).toBe(0);
    s.at(new Date(start.getTime() - 1), () => void ran.push('overdue'));
    await clock.advance(0);
    expect(ran).toEqual(['overdue']);
    await clock.advance(5_000);
    expect(ran).toEqual(['overdue']);
  });

  it('cancelling one task leaves the others waiting; cancelling twice changes nothing', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const ran: string[] = [];
    s.after(500, () => void ran.push('first'));
    const cancel = s.after(1_000, () => void ran.push('cancelled'));
    s.after(2_000, () => void ran.push('last'));
    cancel();
    cancel();
    expect(s.pending()).toBe(2);
    await clock.advance(3_000);
    expect(ran).toEqual(['first', 'last']);
  });

  it('a task due now (0 ms) is accepted and runs at the next jump', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    const ran: string[] = [];
    s.after(0, () => void ran.push('now'));
    await clock.advance(0);
    expect(ran).toEqual(['now']);
  });

  it('a failing task is reported and does not stop the tasks due after it', async () => {
    const clock = createManualClock(start);
    const errors: unknown[] = [];
    const s = schedulerOn(clock, (error) => errors.push(error));
    const ran: string[] = [];
    s.after(1_000, () => {
      throw new Error('transition failed');
    });
    s.after(2_000, () => void ran.push('next'));
    await clock.advance(2_000);
    expect(errors).toEqual([new Error('transition failed')]);
    expect(ran).toEqual(['next']);
  });

  it('refuses invalid times, and after close runs nothing and accepts nothing', async () => {
    const clock = createManualClock(start);
    const s = schedulerOn(clock);
    expect(() => s.after(-1, () => undefined)).toThrow();
    expect(() => s.at(new Date(Number.NaN), () => undefined)).toThrow();
    const ran: string[] = [];
    s.after(1_000, () => void ran.push('never'));
    s.close();
    expect(s.pending()).toBe(0);
    await clock.advance(10_000);
    expect(ran).toEqual([]);
    expect(() => s.after(1, () => undefined)).toThrow(/closed/);
  });
});

describe('the scheduler on a clock that follows real time', () => {
  it('closes cleanly on a clock that reports no jumps', () => {
    const s = schedulerOn({ now: () => new Date(start) });
    s.after(1_000, () => undefined);
    expect(() => s.close()).not.toThrow();
    expect(s.pending()).toBe(0);
  });

  it('fires when real time reaches the task, with no jump', async () => {
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const s = schedulerOn(createSandboxClock());
    const ran: string[] = [];
    s.after(30_000, (due) => void ran.push(due.toISOString()));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['2026-03-01T12:00:30.000Z']);
  });

  it('on the sandbox clock, an advance runs the task at once and its real timer does not run it again', async () => {
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const clock = createSandboxClock();
    const s = schedulerOn(clock);
    const ran: string[] = [];
    s.after(6 * 60_000, (due) => void ran.push(due.toISOString()));
    await vi.advanceTimersByTimeAsync(1_000);
    await clock.advance(6 * 60_000);
    expect(ran).toEqual(['2026-03-01T12:06:00.000Z']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(ran).toHaveLength(1);
  });
});
