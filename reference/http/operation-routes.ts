/**
 * Routes registered by operation id: the method and path of every handler come from `spec/operations.ts`, so the
 * reference cannot serve a path the spec does not declare, nor serve a declared operation at another path. An
 * operation that declares a JSON request body has it checked against its request schema at registration, after the
 * slice's authentication and before its handler (`request-body.ts`): no handler sees a body that breaks the schema.
 * The handler gets that body typed from the same schema (`RequestBody<Id>`, generated in `spec/keys/`).
 */
import type { Router, RouterContext, RouterMiddleware } from '@koa/router';
import type { OperationId, RequestBody } from '../../spec/keys/index.ts';
import { operation } from '../../spec/operations.ts';
import {
  checkedBody,
  declaredRequestBody,
  validRequestBody,
  type BodyCheck,
  type RefusalStatus,
  type RefusingViolations,
} from './request-body.ts';
import { SegmentRouters } from './segment-routers.ts';

type RouteMiddleware = RouterMiddleware;

/**
 * The handler of operation `Id`: the request, and its body checked against the operation's request schema and typed
 * by it (`undefined` when the operation declares no JSON body, or an optional one that was not sent).
 */
export type OperationHandler<Id extends OperationId> = (ctx: RouterContext, body: RequestBody<Id>) => unknown;

/** The handlers a slice adds, by operation id; registered together once every slice has added its own. */
export class OperationRoutes {
  readonly #entries = new Map<OperationId, readonly RouteMiddleware[]>();
  readonly #bodyChecks = new Map<OperationId, BodyCheck>();
  readonly #bodyLimitBytes: number;
  readonly #refusing: RefusingViolations | undefined;
  readonly #refusalStatus: RefusalStatus | undefined;
  readonly #served: (id: OperationId) => boolean;

  /**
   * `bodyLimitBytes`: the largest request body read (larger: 413); `refusing`: the schema violations that refuse a
   * body (the rule `requestViolations`; default every one found); `refusalStatus`: the status refusing it (the rule
   * `requestRefusalStatus`; default the error's); `served`: the operations registered (the rule `operationServed`;
   * default every one added).
   */
  constructor(options: {
    bodyLimitBytes: number;
    refusing?: RefusingViolations;
    refusalStatus?: RefusalStatus;
    served?: (id: OperationId) => boolean;
  }) {
    this.#bodyLimitBytes = options.bodyLimitBytes;
    this.#served = options.served ?? (() => true);
    this.#refusing = options.refusing;
    this.#refusalStatus = options.refusalStatus;
  }

  /** Serves operation `id` with `middleware` (authentication first) and `handler`, which gets the checked body. */
  add<Id extends OperationId>(
    id: Id,
    ...chain: [...middleware: RouteMiddleware[], handler: OperationHandler<Id>]
  ): void {
    if (this.#entries.has(id)) throw new Error(`operation ${id} is served twice`);
    const middleware = chain.slice(0, -1) as RouteMiddleware[];
    const handler = chain.at(-1) as OperationHandler<Id>;
    const served: RouteMiddleware = async (ctx) => {
      await handler(ctx, checkedBody(ctx, id));
    };
    this.#entries.set(id, [...middleware, served]);
  }

  /**
   * Checks the body of operation `id` with the slice's own rules as well (`BodyCheck`): a schema check that is a rule
   * of `ReferenceRules`, or field rules the schema cannot express, listed with the schema's errors in one 400.
   */
  checkBodyWith(id: OperationId, check: BodyCheck): void {
    if (declaredRequestBody(id) === undefined) throw new Error(`operation ${id} declares no JSON request body`);
    if (this.#bodyChecks.has(id)) throw new Error(`operation ${id}: body check given twice`);
    this.#bodyChecks.set(id, check);
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
    this.#registerEach(() => router);
  }

  /** Registers every operation as `registerOn` does, on one router per first path segment (see `SegmentRouters`). */
  registerBySegment(prefix: string): SegmentRouters {
    const routers = new SegmentRouters(prefix);
    this.#registerEach((template) => routers.routerFor(template));
    return routers;
  }

  #registerEach(routerFor: (template: string) => Router): void {
    const ordered = [...this.#entries]
      .filter(([id]) => this.#served(id))
      .map(([id, middleware]) => ({ id, middleware, op: operation(id) }));
    ordered.sort((a, b) => specificity(a.op.path, b.op.path));
    for (const { id, middleware, op } of ordered) {
      routerFor(op.path).register(koaPath(op.path), [op.method.toUpperCase()], this.#withBodyCheck(id, middleware), {
        name: id,
      });
    }
  }

  /** The middleware with the body check, when the operation declares a body, just before the handler (the last). */
  #withBodyCheck(id: OperationId, middleware: readonly RouteMiddleware[]): RouteMiddleware[] {
    const declared = declaredRequestBody(id);
    if (declared === undefined) return [...middleware];
    const check = validRequestBody(
      declared,
      this.#bodyLimitBytes,
      this.#bodyChecks.get(id),
      this.#refusing,
      id,
      this.#refusalStatus,
    ) as RouteMiddleware;
    return [...middleware.slice(0, -1), check, middleware.at(-1)!];
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
