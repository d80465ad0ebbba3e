import { describe, expect, it } from 'vitest';
import { uuidTranslation, uuidV7 } from './id-variants.ts';

const v4 = '2f1c8e9a-4b7d-4c2e-9f3a-1d2e3f4a5b6c';

describe('the identifiers of the uuid-version-7 variant', () => {
  it('makes version-7 uuids carrying the time', () => {
    const at = Date.UTC(2026, 10, 28, 12, 0, 0);
    const made = uuidV7(at);
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(made.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
    expect(uuidV7(at)).not.toBe(made);
  });

  it('translates the server uuids one to one, and back', () => {
    const ids = uuidTranslation(() => uuidV7());
    const out = ids.outward(`Customer:${v4}`);
    expect(out).toMatch(/^Customer:[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(ids.outward(`/customers/Customer:${v4.toUpperCase()}`)).toBe(`/customers/${out}`);
    expect(ids.inward(`{"customerId":"${out}"}`)).toBe(`{"customerId":"Customer:${v4}"}`);
  });

  it('keeps a uuid the client made itself, both ways', () => {
    const ids = uuidTranslation(() => uuidV7());
    const own = '7d3b2c1a-0000-4000-8000-000000000001';
    expect(ids.inward(`Customer:${own}`)).toBe(`Customer:${own}`);
    expect(ids.outward(`Customer:${own}`)).toBe(`Customer:${own}`);
  });

  it('translates identifiers only, a colon percent-encoded in a path included, not uuids inside other texts', () => {
    const ids = uuidTranslation(() => uuidV7());
    const out = ids.outward(`Customer:${v4}`);
    expect(ids.outward(`/customers/Customer%3A${v4}`)).toBe(`/customers/${out.replace(':', '%3A')}`);
    expect(ids.outward(`wallet-${v4}@example.com`)).toBe(`wallet-${v4}@example.com`);
    expect(ids.inward(`wallet-${out.slice('Customer:'.length)}@example.com`)).toBe(
      `wallet-${out.slice('Customer:'.length)}@example.com`,
    );
  });
});
