/**
 * Letting sandbox time pass, the one way area suites do it.
 *
 * A test that needs time to pass on the server (a challenge to expire, a transfer pending "about 30 seconds" to fail,
 * a payment to complete "after about 6 minutes") carries the tag `sandbox-time` and calls
 * `await t.elapse(ms, { reason })` where it would otherwise sleep, reading the server's time from `t.now()`, never
 * from `Date.now()`. Against the embedded reference, `t.sandboxClock` exists: the test holds the clock alone while it
 * runs, `elapse` advances it and returns once every sandbox transition that became due has happened, so the wait
 * takes milliseconds and its verdict does not depend on the machine's speed. Against a deployment there is no such
 * capability: the test counts as slow, runs only with `--include-slow` (it is `skip`, with that reason, otherwise)
 * and `elapse` waits for real. Every other test holds the clock shared, so no advance ever lands in the middle of it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { maxAdvanceMs } from '../cli/sandbox-clock-control.ts';
import type { TestTag } from '../engine/run-context.ts';
import { SetupError, messageOf } from '../engine/setup-error.ts';
import type { SandboxClockCapability } from './sandbox-clock.ts';

/** The tag of a test that lets sandbox time pass with `t.elapse`. */
export const sandboxTimeTag = 'sandbox-time' satisfies TestTag;

export interface ElapseOptions {
  /** What the test waits for, in the document's words ("the challenge's expiresAt passes"); quoted when it fails. */
  readonly reason: string;
}

export interface ElapseContext {
  readonly clock: SandboxClockCapability | undefined;
  readonly tags: readonly TestTag[];
  readonly includeSlow: boolean;
  readonly signal: AbortSignal;
}

export async function elapse(ms: number, options: ElapseOptions, context: ElapseContext): Promise<void> {
  if (!(Number.isInteger(ms) && ms >= 0)) throw new Error(`t.elapse: ${ms} is not a whole number of milliseconds`);
  if (!context.tags.includes(sandboxTimeTag)) {
    throw new Error(
      `t.elapse (${options.reason}): the test must carry the tag '${sandboxTimeTag}' to let sandbox time pass`,
    );
  }
  if (context.clock) {
    try {
      // The embedded clock moves at most a day per step; a longer wait (a session the server keeps a day or more,
      // whose lifetime the document does not show) is taken in steps.
      let left = ms;
      do {
        const step = Math.min(left, maxAdvanceMs);
        await context.clock.advance(step);
        left -= step;
      } while (left > 0);
    } catch (error) {
      throw new SetupError(`advancing the sandbox clock by ${ms} ms (${options.reason}) failed: ${messageOf(error)}`, {
        cause: error,
      });
    }
    return;
  }
  // Without a clock the test is slow and selection ran it only because slow tests were asked for.
  if (!context.includeSlow)
    throw new Error(`t.elapse (${options.reason}): no sandbox clock and slow tests were not asked for`);
  await sleep(ms, undefined, { signal: context.signal });
}
