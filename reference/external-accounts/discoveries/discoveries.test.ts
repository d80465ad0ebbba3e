import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /discoveries over HTTP', () => {
  it("answers the institutions of a corridor in production's shape, every corridor without a filter", async () => {
    server = await startReferenceUnderTest();
    const ph = await server.call('GET', '/discoveries?country=PH&currency=PHP');
    expect(ph.status).toBe(200);
    expect(checkProductionAnswer('getDiscoveries', 200, ph.json)).toEqual({ kind: 'valid' });
    const rows = (ph.json as Json)['data'] as Json[];
    expect(rows).toContainEqual({
      bankName: 'BDO Unibank',
      displayName: 'BDO Unibank',
      country: 'PH',
      currency: 'PHP',
    });
    expect(rows.every((r) => r['country'] === 'PH' && r['currency'] === 'PHP')).toBe(true);

    const all = ((await server.call('GET', '/discoveries')).json as Json)['data'] as Json[];
    expect(all.length).toBeGreaterThan(rows.length);
    expect(new Set(all.map((r) => r['country']))).toContain('CN');
    const byCurrency = ((await server.call('GET', '/discoveries?currency=CNY')).json as Json)['data'] as Json[];
    expect(byCurrency.map((r) => r['bankName'])).toEqual(['Bank of China', 'AliPay', 'WeChat Pay']);
    expect(((await server.call('GET', '/discoveries?country=DE')).json as Json)['data']).toEqual([]);
  });

  it('refuses filters that are no ISO codes with 400 INVALID_INPUT naming each, and calls without credentials', async () => {
    server = await startReferenceUnderTest();
    const bad = await server.call('GET', '/discoveries?country=PHL&currency=PESO');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'country' }, { field: 'currency' }] },
    });
    const anonymous = await server.call('GET', '/discoveries', { authorization: null });
    expect(anonymous.status).toBe(401);
  });
});
