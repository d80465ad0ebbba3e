/**
 * The suite's side of the sandbox clock: a client of the control endpoint the embedded composition root serves (see
 * `conformance/cli/sandbox-clock-control.ts`). The suite learns its URL from the run context and its token from the
 * run's secrets; it never imports the reference.
 */
import { request } from 'undici';

/** The capability a test gets when the server under test has a clock the suite may move (the embedded reference). */
export interface SandboxClockCapability {
  /**
   * Moves the sandbox clock forward by `ms`; resolves once every sandbox transition that became due has happened.
   * Only a test tagged `sandbox-time` may call it (it holds the clock alone while it runs).
   */
  advance(ms: number): Promise<void>;
  /** The server's current time: real time plus how far the clock was advanced. */
  now(): Date;
  /**
   * Resolves true once the server has nothing under way that could send a webhook to its configured endpoint, or
   * change a status, within `withinMs` (no event being sent, or delivered there, no timed transition due by then),
   * false once that time has passed first or `signal` aborted. A wait for an event at that endpoint ends at true: what
   * has not arrived by then will not arrive within the wait.
   */
  settled(withinMs: number, signal?: AbortSignal): Promise<boolean>;
}

/**
 * The longest a test waits for its turn on the clock (for the other worker's test to end); not taken from its budget.
 * Above any lease another test holds (its budget, widened at most four times for load, plus a minute: a long
 * model-based test on a loaded machine held one for 14 minutes); the holder's lease ends by then in any case.
 */
export const maxClockWaitMs = 30 * 60_000;

export interface ClockLease extends SandboxClockCapability {
  /** Ends the lease; another test may then move the clock. */
  release(): Promise<void>;
}

export interface ControlEndpoint {
  readonly url: string;
  readonly token: string;
}

/** A lease on the sandbox clock for one test: shared (the clock will not move), or exclusive (this test may move it). */
export async function leaseSandboxClock(
  endpoint: ControlEndpoint,
  options: { readonly exclusive: boolean; readonly ttlMs: number; readonly signal?: AbortSignal },
): Promise<ClockLease> {
  const granted = await call(
    endpoint,
    'POST',
    '/leases',
    { exclusive: options.exclusive, ttlMs: options.ttlMs },
    options.signal,
  );
  const leaseId = stringMember(granted, 'leaseId');
  let offsetMs = numberMember(granted, 'offsetMs');
  return {
    now: () => new Date(Date.now() + offsetMs),
    async advance(ms) {
      if (!options.exclusive) throw new Error('only a test tagged sandbox-time may advance the sandbox clock');
      if (!(Number.isInteger(ms) && ms >= 0)) throw new Error(`cannot advance the sandbox clock by ${ms} ms`);
      offsetMs = numberMember(await call(endpoint, 'POST', '/advance', { leaseId, ms }, options.signal), 'offsetMs');
    },
    async settled(withinMs, signal) {
      const answer = await call(endpoint, 'POST', '/settled', { withinMs: Math.max(0, Math.ceil(withinMs)) }, signal);
      const settled = (answer as Record<string, unknown> | undefined)?.['settled'];
      if (typeof settled !== 'boolean') throw new Error('sandbox clock: the answer has no settled');
      return settled;
    },
    async release() {
      await call(endpoint, 'DELETE', `/leases/${encodeURIComponent(leaseId)}`, undefined);
    },
  };
}

async function call(
  endpoint: ControlEndpoint,
  method: string,
  path: string,
  json: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const res = await request(`${endpoint.url}${path}`, {
    method: method as 'POST' | 'DELETE',
    headers: {
      authorization: `Bearer ${endpoint.token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    // A lease may wait for the other worker's test to end: no timeout of its own, the test's budget bounds it.
    headersTimeout: 0,
    bodyTimeout: 0,
    ...(signal === undefined ? {} : { signal }),
  });
  const text = await res.body.text();
  if (res.statusCode >= 300)
    throw new Error(`sandbox clock ${method} ${path}: ${res.statusCode} ${text.slice(0, 200)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function stringMember(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`sandbox clock: the answer has no ${name}`);
  return value;
}

function numberMember(body: unknown, name: string): number {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`sandbox clock: the answer has no ${name}`);
  return value;
}
