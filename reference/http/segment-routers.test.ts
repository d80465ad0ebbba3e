import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { operations } from '../../spec/operations.ts';
import { appDeps, servedOperations } from '../app.ts';
import { defaultConfig } from '../config.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import { SegmentRouters } from './segment-routers.ts';

const silent = { info: () => undefined, error: () => undefined };

/** The served operations on one router and on one router per segment, under `prefix`. */
function bothWays(prefix: string): { single: Router; segments: SegmentRouters } {
  const routes = servedOperations(
    appDeps({ store: createMemoryStore(), config: defaultConfig({ basePath: prefix }), logger: silent }),
  );
  const single = new Router(prefix === '' ? {} : { prefix });
  routes.registerOn(single);
  return { single, segments: routes.registerBySegment(prefix) };
}

/** Paths near each operation's: other case, trailing or doubled slashes, a prefix missing or changed, unknown segments. */
function pathsNear(prefix: string): string[] {
  const paths = new Set<string>([
    '/',
    '',
    '//',
    `${prefix}`,
    `${prefix}/`,
    `${prefix}/unknown`,
    '/customers',
    `${prefix}x/customers`,
  ]);
  for (const op of operations) {
    const path = `${prefix}${op.path.replace(/\{([^}]+)\}/g, 'some-id')}`;
    for (const variant of [
      path,
      path.toUpperCase(),
      `${path}/`,
      `${path}//`,
      path.replace(`${prefix}/`, `${prefix}//`),
      `${path}/extra`,
      path.slice(prefix.length),
    ]) {
      paths.add(variant);
    }
  }
  return [...paths];
}

describe('SegmentRouters', () => {
  for (const prefix of ['/2025-10-13', '']) {
    it(`finds the same routes as one router would, for every path near an operation's (prefix "${prefix}")`, () => {
      const { single, segments } = bothWays(prefix);
      for (const path of pathsNear(prefix)) {
        const one = [...new Set(single.match(path, 'GET').path.flatMap((layer) => layer.methods))];
        expect(segments.allowedMethods(path).sort(), path).toEqual(one.sort());
      }
      const layers = (routers: Router[]) =>
        routers.flatMap((r) => r.stack.map((l) => `${l.methods.join(',')} ${l.path} ${String(l.name)}`)).sort();
      expect(layers(segments.routers())).toEqual(layers([single]));
    });
  }

  it('hands a request to the router of its segment only, and passes on what no router has', async () => {
    const routers = new SegmentRouters('/v1');
    routers.routerFor('/customers').get('/customers', (ctx) => void (ctx.body = 'customers'));
    routers
      .routerFor('/cards/{cardId}')
      .get('/cards/:cardId', (ctx) => void (ctx.body = `card ${ctx.params['cardId']}`));
    const dispatch = routers.routes();
    const run = async (path: string) => {
      const ctx = { path, method: 'GET', host: 'localhost', request: {}, body: undefined as unknown } as never as {
        body: unknown;
      };
      let passed = false;
      await dispatch(ctx as never, async () => void (passed = true));
      return passed ? 'next' : ctx.body;
    };
    expect(await run('/v1/customers')).toBe('customers');
    expect(await run('/V1/Customers/')).toBe('customers');
    expect(await run('/v1/cards/c-1')).toBe('card c-1');
    for (const path of ['/v1/cards', '/v2/customers', '/customers', '/v1', '/v1/', '/v1/other', '/v1customers'])
      expect(await run(path), path).toBe('next');
  });

  it('refuses a template whose first segment is a parameter', () => {
    expect(() => new SegmentRouters('').routerFor('/{id}/x')).toThrow(/first segment/);
    expect(() => new SegmentRouters('').routerFor('/')).toThrow(/first segment/);
  });
});
