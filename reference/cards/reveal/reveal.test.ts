import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { createManualClock } from '../../clock.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';
import { issuedCard } from '../card-test-support.ts';
import { revealFrameBase, revealLifetimeMs } from './card-reveal.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('POST /cards/{id}/reveal over HTTP', () => {
  it("answers a fresh frame URL and its expiry in production's shape, keeping only a digest of each token", async () => {
    const clock = createManualClock(new Date('2026-05-02T10:00:00.000Z'));
    server = await startReferenceUnderTest({ clock });
    const card = await issuedCard(server);
    const first = await server.call('POST', `/cards/${card['id']}/reveal`);
    expect(first.status, first.text).toBe(200);
    expect(checkProductionAnswer('revealCard', 200, first.json)).toEqual({ kind: 'valid' });
    const body = first.json as Json;
    expect(body['expiresAt']).toBe(new Date(Date.parse('2026-05-02T10:00:00.000Z') + revealLifetimeMs).toISOString());
    expect(body['panEmbedUrl'].startsWith(revealFrameBase)).toBe(true);
    const second = (await server.call('POST', `/cards/${card['id']}/reveal`)).json as Json;
    expect(second['panEmbedUrl']).not.toBe(body['panEmbedUrl']);

    const token = body['panEmbedUrl'].slice(revealFrameBase.length);
    const kept = await server.store.read((data) => Object.values(data.cardReveals));
    expect(kept.map((r) => r.cardId)).toEqual([card['id'], card['id']]);
    expect(kept.map((r) => r.tokenSha256)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(kept)).not.toContain(token);
  });

  it('answers 404 for an unknown card and 401 without credentials', async () => {
    server = await startReferenceUnderTest();
    const unknown = await server.call('POST', '/cards/Card:00000000-0000-4000-8000-000000000000/reveal');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'REFERENCE_NOT_FOUND' });
    expect((await server.call('POST', '/cards/x/reveal', { authorization: null })).status).toBe(401);
  });
});
