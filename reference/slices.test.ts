import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, pathParameterNames } from '../spec/operations.ts';
import { productionOperations } from '../spec/production/operations.ts';
import { defaultConfig } from './config.ts';
import { koaPath, type OperationRoutes } from './http/operation-routes.ts';
import { noOperationMessage } from './http/route-fallback.ts';
import { appDeps, servedOperations } from './app.ts';
import { notServed } from './slices.ts';
import { createMemoryStore } from './store/memory-store.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from './test-support/reference-under-test.ts';

function servedRoutes(): OperationRoutes {
  const silent = { info: () => undefined, error: () => undefined };
  return servedOperations(appDeps({ store: createMemoryStore(), config: defaultConfig(), logger: silent }));
}

describe('the reference serves the operations of spec/', () => {
  it('serves every declared operation, except those listed as not served with a reason', () => {
    const served = new Set<string>(servedRoutes().ids());
    const missing = operations.filter((o) => !served.has(o.id) && notServed[o.id] === undefined).map((o) => o.id);
    expect(missing, 'operations neither served nor listed as not served').toEqual([]);
    const listedButServed = Object.keys(notServed).filter((id) => served.has(id));
    expect(listedButServed, 'operations listed as not served that are served').toEqual([]);
    for (const reason of Object.values(notServed)) expect(reason?.length).toBeGreaterThan(0);
  });

  it('registers no route outside spec/: every router layer is an operation at its declared method and path', () => {
    const router = new Router();
    servedRoutes().registerOn(router);
    const declared = new Map(operations.map((o) => [o.id, o]));
    for (const layer of router.stack) {
      const op = declared.get(layer.name as never);
      expect(op, `route ${layer.path} is not an operation of spec/`).toBeDefined();
      expect(layer.path).toBe(koaPath(op!.path));
      expect(layer.methods).toContain(op!.method.toUpperCase());
    }
  });

  it("serves only operations production declares, at production's method and path (spec/production is complete)", () => {
    // The route table itself: what production-shapes judges is every answer of these routes.
    const router = new Router();
    servedRoutes().registerOn(router);
    const outside = router.stack
      .filter((layer) => {
        const copy = productionOperations[String(layer.name)];
        return (
          copy === undefined || koaPath(copy.path) !== layer.path || !layer.methods.includes(copy.method.toUpperCase())
        );
      })
      .map((layer) => `${String(layer.name)} ${layer.path}`);
    expect(outside).toEqual([]);
  });

  it('gives each path to its own operation first: a literal segment is never taken for a parameter', () => {
    const router = new Router();
    const routes = servedRoutes();
    routes.registerOn(router);
    for (const op of operations.filter((o) => routes.ids().includes(o.id))) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `unknown-${name}`);
      const first = router.match(path, op.method.toUpperCase()).pathAndMethod[0];
      expect(first?.name, `${op.method.toUpperCase()} ${path}`).toBe(op.id);
    }
  });

  describe('over HTTP', () => {
    let reference: ReferenceUnderTest;
    beforeAll(async () => {
      reference = await startReferenceUnderTest();
    });
    afterAll(async () => reference.close());

    it('routes each served operation to its own handler (a literal path is never taken for a parameter)', async () => {
      const served = new Set<string>(servedRoutes().ids());
      for (const op of operations.filter((o) => served.has(o.id))) {
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `unknown-${name}`);
        const answer = await reference.call(op.method.toUpperCase(), path, { authorization: null });
        const message = (answer.json as { message?: unknown } | undefined)?.message;
        expect(message, `${op.id}: ${op.method.toUpperCase()} ${path} reached no operation`).not.toBe(
          noOperationMessage,
        );
        expect(answer.status, `${op.id}: ${op.method.toUpperCase()} ${path}`).not.toBe(405);
        expect(pathParameterNames(op.path).every((n) => path.includes(`unknown-${n}`))).toBe(true);
      }
    });
  });
});
