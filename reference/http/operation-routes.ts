/**
 * Routes registered by operation id: the method and path of every handler come from `spec/operations.ts`, so the
 * reference cannot serve a path the spec does not declare, nor serve a declared operation at another path.
 */
import { Router, type RouterMiddleware } from '@koa/router';
import type { OperationId } from '../../spec/keys/index.ts';
import { operation } from '../../spec/operations.ts';

type RouteMiddleware = RouterMiddleware;

/** The handlers a slice adds, by operation id; registered together once every slice has added its own. */
export class OperationRoutes {
  readonly #entries = new Map<OperationId, readonly RouteMiddleware[]>();

  /** Serves operation `id` with `middleware` (authentication first, the handler last). */
  add(id: OperationId, ...middleware: RouteMiddleware[]): void {
    if (this.#entries.has(id)) throw new Error(`operation ${id} is served twice`);
    if (middleware.length === 0) throw new Error(`operation ${id}: no handler`);
    this.#entries.set(id, middleware);
  }

  /** The operation ids served so far. */
  ids(): OperationId[] {
    return [...this.#entries.keys()];
  }

  /**
   * Registers every operation on `router`, the most literal paths first (`/customers/end-user-terms` before
   * `/customers/{customerId}`), so that no slice has to be registered before another.
   */
  registerOn(router: Router): void {
    const ordered = [...this.#entries].map(([id, middleware]) => ({ id, middleware, op: operation(id) }));
    ordered.sort((a, b) => specificity(a.op.path, b.op.path));
    for (const { id, middleware, op } of ordered) {
      router.register(koaPath(op.path), [op.method.toUpperCase()], [...middleware], { name: id });
    }
  }
}

/** `/customers/{customerId}` as the router writes it: `/customers/:customerId`. */
export function koaPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * A total order on templates, segment by segment: a literal segment before a parameter, literals alphabetically, so
 * that of two templates matching one path the more literal one is registered first.
 */
function specificity(a: string, b: string): number {
  const key = (template: string): string[] => template.split('/').map((s) => (s.startsWith('{') ? '\uffff' : s));
  const ak = key(a);
  const bk = key(b);
  for (let i = 0; i < Math.min(ak.length, bk.length); i += 1) {
    if (ak[i] !== bk[i]) return ak[i]! < bk[i]! ? -1 : 1;
  }
  return ak.length - bk.length;
}
