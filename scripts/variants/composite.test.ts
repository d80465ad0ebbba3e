import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig, type ReferenceConfig } from '../../reference/config.ts';
import { documentRules, rulesWith } from '../../reference/rules.ts';
import { variantById, variantCatalogue } from './catalogue.ts';
import { composedRules, compositesOf, compositeVariant, costlyCompositeOf } from './composite.ts';
import { fewAnswersOfEveryKind } from './samples.ts';
import { wireRun, type Variant } from './variant.ts';

const ids = (variants: readonly { id: string }[]) => variants.map((v) => v.id);

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

/** A server answering `body` behind the composite's middleware; `answer()` gets the next answer of one kind. */
async function behind(composite: Variant, body: () => unknown) {
  const app = new Koa();
  for (const middleware of composite.wire!(wireRun())) app.use(middleware);
  app.use((ctx) => {
    ctx.body = body();
  });
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v/customers/Customer:1`;
  return async () => {
    const res = await request(url);
    return { type: String(res.headers['content-type']), body: (await res.body.json()) as Record<string, unknown> };
  };
}

describe('compositesOf', () => {
  it('packs every variant not run with its own files into one composite facing the whole suite, in catalogue order', () => {
    const composites = compositesOf(variantCatalogue);
    expect(composites.map((c) => c.id)).toEqual(['composite-1']);
    expect(ids(composites[0]!.members)).toEqual(ids(variantCatalogue.filter((v) => v.aloneWith === undefined)));
    expect(composites[0]!.files).toBeUndefined();
  });

  it('packs the variants costing time on every request into one of their own, with the files they name', () => {
    const costly = costlyCompositeOf(variantCatalogue)!;
    expect(ids(costly.members)).toEqual(ids(variantCatalogue.filter((v) => v.aloneWith !== undefined)));
    expect(costly.files).toEqual([...fewAnswersOfEveryKind]);
    expect(costlyCompositeOf([variantById('chunked-bodies')])).toBeUndefined();
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
    expect(composite.wire!(wireRun())).toHaveLength(2);
    expect(composite.shown.size).toBe(0);
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

describe('a composite holding the variants of one exclusive key', () => {
  /** Reads `read` of the configuration while each of `count` requests of one kind is handled. */
  async function readsOf<T>(composite: Variant, config: ReferenceConfig, read: (c: ReferenceConfig) => T, count = 4) {
    const deal = composite.wire!(wireRun())[0]!;
    const values: T[] = [];
    for (let i = 0; i < count; i++)
      await deal({ method: 'POST', path: '/v/auth/credentials' } as never, async () => {
        values.push(read(config));
      });
    return values;
  }

  it('deals the configuration they change read by read, counting what each took', async () => {
    const composite = compositeVariant(
      'composite-x',
      ['signed-retry-window-longer', 'signed-retry-window-shorter', 'end-user-terms-other-version'].map(variantById),
    );
    const config = composite.configure!(defaultConfig());
    expect(config.endUserTerms.version).toBe('2026-08-01');
    expect(config.embeddedWallet.signedRetryWindowSeconds).toBe(15 * 60);
    const windows = await readsOf(composite, config, (c) => c.embeddedWallet.signedRetryWindowSeconds);
    expect(windows).toEqual([15 * 60, 4 * 60, 15 * 60, 4 * 60]);
    expect(Object.fromEntries(composite.shown)).toEqual({
      'signed-retry-window-longer': 2,
      'signed-retry-window-shorter': 2,
    });
  });

  it('deals the rules they change read by read, through the copy the server makes of them', async () => {
    const composite = compositeVariant(
      'composite-x',
      ['account-suffix-005-fails-sooner', 'account-suffix-005-fails-later', 'chunked-bodies'].map(variantById),
      1,
    );
    const rules = rulesWith(composite.rules!);
    const delays = await readsOf(composite, defaultConfig(), () => rules.sandboxDelaysMs.accountSuffix005, 3);
    expect(delays).toEqual([33_000, 27_000, 33_000]);
    expect(rules.sandboxDelaysMs.quoteSuffix003).toBe(documentRules.sandboxDelaysMs.quoteSuffix003);
  });

  it('deals the answers of each kind in turn to the wire variants, and every answer to one alone', async () => {
    const pair = ['json-content-type-without-charset', 'json-content-type-charset-upper-case'].map(variantById);
    const composite = compositeVariant('composite-x', pair);
    const answer = await behind(composite, () => ({ id: 'Customer:1' }));
    const types = [(await answer()).type, (await answer()).type, (await answer()).type];
    expect(types).toEqual(['application/json', 'Application/JSON; Charset=UTF-8', 'application/json']);
    expect(Object.fromEntries(composite.shown)).toEqual({
      'json-content-type-without-charset': 2,
      'json-content-type-charset-upper-case': 1,
    });
    const alone = await behind(compositeVariant('composite-y', [pair[1]!, variantById('chunked-bodies')]), () => ({}));
    expect([(await alone()).type, (await alone()).type]).toEqual([
      'Application/JSON; Charset=UTF-8',
      'Application/JSON; Charset=UTF-8',
    ]);
  });

  it('writes an instant one way wherever it appears, and the instants of a run both ways', async () => {
    const composite = compositeVariant(
      'composite-x',
      ['timestamps-with-other-offset', 'timestamps-with-zero-offset', 'timestamps-with-microseconds'].map(variantById),
    );
    const instants = Array.from({ length: 12 }, (_, i) => `2026-01-02T03:04:${String(i).padStart(2, '0')}.5Z`);
    const answer = await behind(composite, () => ({ createdAt: instants, updatedAt: instants[0] }));
    const [first, second] = [(await answer()).body, (await answer()).body];
    expect(second).toEqual(first);
    const written = first['createdAt'] as string[];
    expect(written[0]).toBe(first['updatedAt']);
    expect(written.some((t) => t.endsWith('.500000+02:00'))).toBe(true);
    expect(written.some((t) => t.endsWith('.500000+00:00'))).toBe(true);
    for (const [i, text] of written.entries()) expect(Date.parse(text)).toBe(Date.parse(instants[i]!));
  });

  it('deals nothing when only one of them is there', () => {
    const composite = compositeVariant('composite-x', [variantById('json-content-type-without-charset')]);
    expect(composite.wire!(wireRun())).toHaveLength(1);
    expect(composite.shown.size).toBe(0);
  });
});
