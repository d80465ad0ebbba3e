import { afterEach, describe, expect, it } from 'vitest';
import { checkProductionAnswer } from '../../../spec/production/validate.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../../test-support/reference-under-test.ts';

type Json = Record<string, any>;

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const domains = (answer: unknown): string[] => ((answer as Json)['data'] as Json[]).map((p) => p['domain']);

describe('GET /uma-providers over HTTP', () => {
  it("answers production's page of providers, ordered by domain, filtered by region, currency and allow list", async () => {
    server = await startReferenceUnderTest();
    const all = await server.call('GET', '/uma-providers');
    expect(all.status).toBe(200);
    expect(checkProductionAnswer('getAvailableUmaProviders', 200, all.json)).toEqual({ kind: 'valid' });
    expect(domains(all.json)).toEqual(['uma.sp-pagamentos.example', 'uma.manila-remit.example', 'sandbox.uma.example']);
    expect(all.json).toMatchObject({ hasMore: false, totalCount: 3 });
    const sandbox = ((all.json as Json)['data'] as Json[]).at(-1)!;
    expect(sandbox['supportedCurrencies'].map((c: Json) => c['code'])).toEqual(['USD', 'EUR', 'MXN']);

    const asc = await server.call('GET', '/uma-providers?sortOrder=asc');
    expect(domains(asc.json)).toEqual(['sandbox.uma.example', 'uma.manila-remit.example', 'uma.sp-pagamentos.example']);
    expect(domains((await server.call('GET', '/uma-providers?countryCode=PH')).json)).toEqual([
      'uma.manila-remit.example',
    ]);
    expect(domains((await server.call('GET', '/uma-providers?currencyCode=USD')).json)).toEqual([
      'uma.manila-remit.example',
      'sandbox.uma.example',
    ]);
    const allowed = await server.call('GET', '/uma-providers?hasBlockedProviders=false');
    expect(domains(allowed.json)).toEqual(['uma.manila-remit.example', 'sandbox.uma.example']);
  });

  it('pages with limit and cursor, and refuses an unusable query naming each member', async () => {
    server = await startReferenceUnderTest();
    const first = (await server.call('GET', '/uma-providers?limit=2&sortOrder=asc')).json as Json;
    expect(first).toMatchObject({ hasMore: true, totalCount: 3 });
    const next = await server.call('GET', `/uma-providers?limit=2&sortOrder=asc&cursor=${first['nextCursor']}`);
    expect(domains(next.json)).toEqual(['uma.sp-pagamentos.example']);
    expect(next.json).toMatchObject({ hasMore: false });
    const bad = await server.call('GET', '/uma-providers?countryCode=USA&sortOrder=up&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'INVALID_INPUT',
      details: { errors: [{ field: 'countryCode' }, { field: 'sortOrder' }, { field: 'limit' }] },
    });
  });
});
