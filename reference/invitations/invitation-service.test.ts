import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../test-support/reference-under-test.ts';

type Json = Record<string, any>;

const start = new Date('2026-03-01T10:00:00.000Z');
const inviter = '$alice@invitations.example';
const invitee = '$bob@invitations.example';

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function configured(clock = createManualClock(start)): Promise<ReferenceUnderTest> {
  server = await startReferenceUnderTest({ clock });
  const set = await server.call('PATCH', '/config', { json: { umaDomain: 'invitations.example' } });
  expect(set.status).toBe(200);
  return server;
}

async function created(s: ReferenceUnderTest, body: Json = { inviterUma: inviter }): Promise<Json> {
  const res = await s.call('POST', '/invitations', { json: body });
  expect(res.status, res.text).toBe(201);
  return res.json as Json;
}

describe('invitations over HTTP', () => {
  it('refuses INVITATIONS_NOT_CONFIGURED until the platform has a UMA domain, and again once it is removed', async () => {
    server = await startReferenceUnderTest();
    const before = await server.call('POST', '/invitations', { json: { inviterUma: inviter } });
    expect(before.status).toBe(400);
    expect(before.json).toMatchObject({ status: 400, code: 'INVITATIONS_NOT_CONFIGURED' });
    await server.call('PATCH', '/config', { json: { umaDomain: 'invitations.example' } });
    expect((await server.call('POST', '/invitations', { json: { inviterUma: inviter } })).status).toBe(201);
    await server.call('PATCH', '/config', { json: { umaDomain: null } });
    const after = await server.call('POST', '/invitations', { json: { inviterUma: inviter } });
    expect(after.json).toMatchObject({ status: 400, code: 'INVITATIONS_NOT_CONFIGURED' });
  });

  it("creates a pending invitation of production's shape, with its URL on the platform's domain", async () => {
    const s = await configured();
    const invitation = await created(s, { inviterUma: inviter, firstName: 'Alice', amountToSend: 12550 });
    expect(invitation).toEqual({
      code: expect.stringMatching(/^[0-9a-f]{8}$/),
      url: `https://invitations.example/invitations/${invitation['code']}`,
      inviterUma: inviter,
      firstName: 'Alice',
      amountToSend: 12550,
      status: 'PENDING',
      createdAt: start.toISOString(),
    });
    expect((await s.call('GET', `/invitations/${invitation['code']}`)).json).toEqual(invitation);
  });

  it('claims a pending invitation once; a claimed one answers INVITATION_ALREADY_CLAIMED to claim and cancel', async () => {
    const s = await configured();
    const { code } = await created(s);
    const claimed = await s.call('POST', `/invitations/${code}/claim`, { json: { inviteeUma: invitee } });
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({
      code,
      status: 'CLAIMED',
      inviteeUma: invitee,
      claimedAt: start.toISOString(),
    });
    for (const [path, json] of [
      [`/invitations/${code}/claim`, { inviteeUma: '$carol@invitations.example' }],
      [`/invitations/${code}/cancel`, undefined],
    ] as const) {
      const res = await s.call('POST', path, json ? { json } : {});
      expect(res.json).toMatchObject({ status: 400, code: 'INVITATION_ALREADY_CLAIMED' });
    }
    expect((await s.call('GET', `/invitations/${code}`)).json).toMatchObject({
      status: 'CLAIMED',
      inviteeUma: invitee,
    });
  });

  it('cancels a pending invitation once; a cancelled one answers INVITATION_CANCELLED to claim and cancel', async () => {
    const s = await configured();
    const { code } = await created(s);
    const cancelled = await s.call('POST', `/invitations/${code}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ code, status: 'CANCELLED' });
    const claim = await s.call('POST', `/invitations/${code}/claim`, { json: { inviteeUma: invitee } });
    expect(claim.json).toMatchObject({ status: 400, code: 'INVITATION_CANCELLED' });
    expect((await s.call('POST', `/invitations/${code}/cancel`)).json).toMatchObject({
      status: 400,
      code: 'INVITATION_CANCELLED',
    });
    expect((await s.call('GET', `/invitations/${code}`)).json).not.toHaveProperty('inviteeUma');
  });

  it('expires on the sandbox clock: an expired invitation is neither claimed nor cancelled', async () => {
    const clock = createManualClock(start);
    const s = await configured(clock);
    const expiresAt = new Date(start.getTime() + 60 * 60_000).toISOString();
    const { code } = await created(s, { inviterUma: inviter, expiresAt });
    await clock.advance(60 * 60_000 - 1);
    expect((await s.call('GET', `/invitations/${code}`)).json).toMatchObject({ status: 'PENDING', expiresAt });
    await clock.advance(1);
    expect((await s.call('GET', `/invitations/${code}`)).json).toMatchObject({ status: 'EXPIRED' });
    for (const res of [
      await s.call('POST', `/invitations/${code}/claim`, { json: { inviteeUma: invitee } }),
      await s.call('POST', `/invitations/${code}/cancel`),
    ]) {
      expect(res.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    }
  });

  it('refuses an expiry already past, a missing inviter or invitee, and answers 404 for an unknown code', async () => {
    const s = await configured();
    const past = await s.call('POST', '/invitations', {
      json: { inviterUma: inviter, expiresAt: start.toISOString() },
    });
    expect(past.json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'expiresAt' }] },
    });
    expect((await s.call('POST', '/invitations', { json: { firstName: 'Alice' } })).json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
    });
    const { code } = await created(s);
    expect((await s.call('POST', `/invitations/${code}/claim`, { json: {} })).json).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
    });
    expect((await s.call('GET', '/invitations/00000000')).status).toBe(404);
    expect((await s.call('POST', '/invitations/__proto__/cancel')).status).toBe(404);
  });
});
