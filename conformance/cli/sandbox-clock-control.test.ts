import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { leaseSandboxClock } from '../support/sandbox-clock.ts';
import { maxAdvanceMs, startSandboxClockControl, type SandboxClockControl } from './sandbox-clock-control.ts';

/** A stand-in for the reference's clock: what the endpoint was asked to do, in order. */
function recordingClock() {
  let offset = 0;
  const advances: number[] = [];
  return {
    advances,
    advance: async (ms: number) => {
      advances.push(ms);
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

let control: SandboxClockControl | undefined;
afterEach(async () => {
  await control?.close();
  control = undefined;
});

async function raw(method: 'POST' | 'DELETE', path: string, authorization: string | undefined, json?: unknown) {
  const res = await request(`${control!.url}${path}`, {
    method,
    headers: { ...(authorization === undefined ? {} : { authorization }), 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.statusCode, body: await res.body.text() };
}

describe('the sandbox clock control endpoint', () => {
  it('serves loopback only, and refuses a request without the token or with another one, moving nothing', async () => {
    const clock = recordingClock();
    control = await startSandboxClockControl(clock);
    expect(control.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(control.token.length).toBeGreaterThanOrEqual(40);
    const other = await startSandboxClockControl(recordingClock());
    try {
      expect((await raw('POST', '/leases', undefined, { exclusive: true, ttlMs: 1000 })).status).toBe(401);
      expect((await raw('POST', '/leases', `Bearer ${other.token}`, { exclusive: true, ttlMs: 1000 })).status).toBe(
        401,
      );
      expect(
        (await raw('POST', '/advance', `Bearer ${control.token.slice(0, -1)}`, { leaseId: 'x', ms: 5 })).status,
      ).toBe(401);
    } finally {
      await other.close();
    }
    expect(clock.advances).toEqual([]);
  });

  it('advances only under an exclusive lease, and reports the new offset', async () => {
    const clock = recordingClock();
    control = await startSandboxClockControl(clock);
    const endpoint = { url: control.url, token: control.token };
    const sharedLease = await leaseSandboxClock(endpoint, { exclusive: false, ttlMs: 10_000 });
    await expect(sharedLease.advance(1_000)).rejects.toThrow('sandbox-time');
    const auth = `Bearer ${control.token}`;
    expect((await raw('POST', '/advance', auth, { leaseId: 'not-a-lease', ms: 1_000 })).status).toBe(409);
    await sharedLease.release();

    const lease = await leaseSandboxClock(endpoint, { exclusive: true, ttlMs: 10_000 });
    const before = Date.now();
    await lease.advance(360_000);
    expect(clock.advances).toEqual([360_000]);
    expect(lease.now().getTime()).toBeGreaterThanOrEqual(before + 360_000);
    expect(lease.now().getTime()).toBeLessThanOrEqual(Date.now() + 360_000);
    await lease.release();
    // Released: it no longer allows an advance, and cannot be released twice.
    await expect(lease.advance(1)).rejects.toThrow(/409/);
    await expect(lease.release()).rejects.toThrow(/404/);
    expect(clock.advances).toEqual([360_000]);
  });

  it('a later shared lease sees the offset an earlier exclusive lease left', async () => {
    const clock = recordingClock();
    control = await startSandboxClockControl(clock);
    const endpoint = { url: control.url, token: control.token };
    const mover = await leaseSandboxClock(endpoint, { exclusive: true, ttlMs: 10_000 });
    const reader = leaseSandboxClock(endpoint, { exclusive: false, ttlMs: 10_000 });
    await mover.advance(30_000);
    await mover.release();
    const read = await reader;
    expect(read.now().getTime() - Date.now()).toBeGreaterThan(29_000);
    await read.release();
  });

  it('refuses malformed requests: a body that is not a JSON object, bad figures, an advance beyond the cap', async () => {
    control = await startSandboxClockControl(recordingClock());
    const auth = `Bearer ${control.token}`;
    expect((await raw('POST', '/leases', auth, [1])).status).toBe(400);
    expect((await raw('POST', '/leases', auth, { exclusive: 'yes', ttlMs: 10 })).status).toBe(400);
    expect((await raw('POST', '/leases', auth, { exclusive: true, ttlMs: 1.5 })).status).toBe(400);
    const lease = JSON.parse((await raw('POST', '/leases', auth, { exclusive: true, ttlMs: 10_000 })).body) as {
      leaseId: string;
    };
    for (const ms of [-1, 0.5, maxAdvanceMs + 1, '10']) {
      expect((await raw('POST', '/advance', auth, { leaseId: lease.leaseId, ms })).status, String(ms)).toBe(400);
    }
    expect((await raw('POST', '/elsewhere', auth, {})).status).toBe(404);
  });
});
