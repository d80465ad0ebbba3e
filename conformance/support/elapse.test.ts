import { describe, expect, it } from 'vitest';
import { maxAdvanceMs } from '../cli/sandbox-clock-control.ts';
import { elapse, sandboxTimeTag } from './elapse.ts';
import type { TestTag } from '../engine/run-context.ts';
import type { SandboxClockCapability } from './sandbox-clock.ts';

function recordingClock(): { clock: SandboxClockCapability; advances: number[] } {
  const advances: number[] = [];
  return {
    advances,
    clock: { advance: async (ms) => void advances.push(ms), now: () => new Date(), settled: async () => true },
  };
}

const timed: readonly TestTag[] = [sandboxTimeTag];
const context = (clock: SandboxClockCapability) => ({
  clock,
  tags: timed,
  includeSlow: false,
  signal: new AbortController().signal,
});

describe('elapse on a sandbox clock', () => {
  it('advances the clock once by a wait the control takes at once, zero included', async () => {
    const { clock, advances } = recordingClock();
    await elapse(301_000, { reason: 'a challenge expires' }, context(clock));
    await elapse(0, { reason: 'due work runs' }, context(clock));
    expect(advances).toEqual([301_000, 0]);
  });

  it('takes a wait longer than the control moves at once in steps adding up to it', async () => {
    const { clock, advances } = recordingClock();
    const ms = 2 * maxAdvanceMs + 1_000;
    await elapse(ms, { reason: 'a session of a day passes' }, context(clock));
    expect(advances).toEqual([maxAdvanceMs, maxAdvanceMs, 1_000]);
  });

  it('is refused to a test without the sandbox-time tag', async () => {
    const { clock, advances } = recordingClock();
    await expect(elapse(1_000, { reason: 'x' }, { ...context(clock), tags: [] })).rejects.toThrow(/sandbox-time/);
    expect(advances).toEqual([]);
  });
});
