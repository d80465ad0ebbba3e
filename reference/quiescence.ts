import type { AppDeps } from './http/app-deps.ts';
import { platformWebhookEndpoint } from './platform-config/platform-config-record.ts';

/**
 * Whether the server has gone quiet: nothing it has under way can still send a webhook to the configured endpoint
 * before a horizon. Every event is published by a request (before it is answered) or by a scheduled task, and
 * delivered in the background to the endpoint read when it was published; so once no event is being sent, none is
 * being delivered to that endpoint and no task is running or due by the horizon, none can arrive there by then unless
 * a new request causes it (a delivery still retried to an endpoint configured before goes elsewhere). The embedded
 * run serves this to the suite, whose receivers wait at the configured endpoint: a wait for an event that is not
 * coming ends then instead of at its timeout; a deployment offers nothing of the kind and gets the full wait.
 */
export interface Quiescence {
  /**
   * Resolves true as soon as no event is being published, none is being delivered to the configured endpoint (to any
   * endpoint, when none is configured) and no scheduled task is running or due within `withinMs` of clock time from
   * the call; false once that time has passed first, or when `signal` aborts.
   */
  settled(withinMs: number, signal?: AbortSignal): Promise<boolean>;
}

/**
 * How often a busy server is looked at again. The state is a few counters and one stored setting, so a short interval
 * costs nothing and ends a wait soon after the last delivery; it never decides a verdict, only how soon a miss is
 * reported.
 */
const recheckMs = 5;

export function createQuiescence(deps: Pick<AppDeps, 'clock' | 'scheduler' | 'events' | 'store'>): Quiescence {
  const { clock, scheduler, events, store } = deps;
  return {
    async settled(withinMs, signal) {
      if (!(Number.isFinite(withinMs) && withinMs >= 0)) throw new Error(`cannot look ${withinMs} ms ahead`);
      const horizon = new Date(clock.now().getTime() + withinMs);
      for (;;) {
        if (signal?.aborted) return false;
        const endpoint = await store.read(platformWebhookEndpoint);
        if (!events.busy(endpoint) && !scheduler.busyBy(horizon)) return true;
        if (clock.now().getTime() >= horizon.getTime()) return false;
        await pause(recheckMs, signal);
      }
    },
  };
}

/** Waits `ms`, or less when `signal` aborts; never keeps the process alive. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal?.addEventListener('abort', done, { once: true });
  });
}
