import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../reference/config.ts';
import { documentRules } from '../../reference/rules.ts';
import { variantById, variantCatalogue } from './catalogue.ts';
import { composedRules, compositesOf, compositeVariant } from './composite.ts';
import { wireRun } from './variant.ts';

const ids = (variants: readonly { id: string }[]) => variants.map((v) => v.id);

describe('compositesOf', () => {
  it('packs every variant not run alone, once, the first of each exclusive key with the free ones', () => {
    const composites = compositesOf(variantCatalogue);
    const packed = composites.flatMap((c) => ids(c.members));
    expect(packed.sort()).toEqual(ids(variantCatalogue.filter((v) => v.aloneWith === undefined)).sort());
    expect(ids(composites[0]!.members)).toContain('timestamps-with-other-offset');
    expect(ids(composites[0]!.members)).toContain('members-in-other-order');
    expect(ids(composites[1]!.members)).toContain('timestamps-with-zero-offset');
    expect(composites.map((c) => c.id)).toEqual(['composite-1', 'composite-2']);
  });

  it('keeps catalogue order inside a composite, so that the wire freedoms of HTTP wrap the others', () => {
    const [first] = compositesOf(variantCatalogue);
    const order = ids(variantCatalogue);
    const positions = ids(first!.members).map((id) => order.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('puts a variant asked for alone into a composite of its own', () => {
    expect(compositesOf([variantById('chunked-bodies')]).map((c) => ids(c.members))).toEqual([['chunked-bodies']]);
  });
});

describe('compositeVariant', () => {
  it('takes every member freedom through its seam: configurations in turn, middleware in order', () => {
    const members = [
      'signed-retry-window-longer',
      'wallet-sessions-shorter',
      'chunked-bodies',
      'json-pretty-printed',
    ].map(variantById);
    const composite = compositeVariant('composite-x', members);
    const config = composite.configure!(defaultConfig());
    expect(config.embeddedWallet.signedRetryWindowSeconds).toBe(15 * 60);
    expect(config.embeddedWallet.sessionLifetimeSeconds).toBe(6 * 60);
    const run = wireRun();
    expect(composite.wire!(run)).toHaveLength(2);
    expect(composite.freedom).toBe(
      'all at once: signed-retry-window-longer, wallet-sessions-shorter, chunked-bodies, json-pretty-printed',
    );
  });

  it('keeps each figure changed when two variants replace the same rule', () => {
    const rules = composedRules(
      ['account-suffix-005-fails-later', 'quote-suffix-003-completes-later'].map(variantById),
    );
    expect(rules.sandboxDelaysMs).toEqual({
      ...documentRules.sandboxDelaysMs,
      accountSuffix005: 33_000,
      quoteSuffix003: 390_000,
    });
  });
});
