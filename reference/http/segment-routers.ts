import { Router } from '@koa/router';
import type { Middleware } from 'koa';

/**
 * One router per first path segment after the prefix (`customers`, `auth`, ...), chosen per request by a map
 * lookup: a request tests the route patterns of its own segment only, not every operation's. The routers match paths
 * without regard to case, as one router would, so the lookup key is the segment in lower case; every template's first
 * segment must be literal, so a path a template matches always starts with that template's segment.
 */
export class SegmentRouters {
  readonly #prefix: string;
  readonly #lowerPrefix: string;
  readonly #routers = new Map<string, { router: Router; dispatch: Middleware }>();

  /** `prefix`: the path every route is mounted under (`''`: the root). */
  constructor(prefix: string) {
    this.#prefix = prefix;
    this.#lowerPrefix = prefix.toLowerCase();
  }

  /** The router for `template` (`/customers/{customerId}`), made on first use. */
  routerFor(template: string): Router {
    const segment = template.split('/')[1] ?? '';
    if (segment === '' || /[{}:*?()]/.test(segment))
      throw new Error(`route ${template}: the first segment must be literal`);
    const key = segment.toLowerCase();
    let found = this.#routers.get(key);
    if (!found) {
      const router = new Router(this.#prefix === '' ? {} : { prefix: this.#prefix });
      found = { router, dispatch: router.routes() as unknown as Middleware };
      this.#routers.set(key, found);
    }
    return found.router;
  }

  /** Every router made, each with its routes. */
  routers(): Router[] {
    return [...this.#routers.values()].map(({ router }) => router);
  }

  /** Middleware: hands the request to its segment's router; `next` when no router has the segment. */
  routes(): Middleware {
    return (ctx, next) => {
      const found = this.#routerOf(ctx.path);
      return found ? found.dispatch(ctx, next) : next();
    };
  }

  /** The methods some route serves at `path` (none: no route has this path). */
  allowedMethods(path: string): string[] {
    const found = this.#routerOf(path);
    if (!found) return [];
    return [...new Set(found.router.match(path, 'GET').path.flatMap((layer) => layer.methods))];
  }

  #routerOf(path: string): { router: Router; dispatch: Middleware } | undefined {
    // A path no longer than the prefix has no character at its end: undefined, not '/'.
    if (path[this.#prefix.length] !== '/') return undefined;
    if (path.slice(0, this.#prefix.length).toLowerCase() !== this.#lowerPrefix) return undefined;
    const start = this.#prefix.length + 1;
    const end = path.indexOf('/', start);
    return this.#routers.get(path.slice(start, end < 0 ? undefined : end).toLowerCase());
  }
}
