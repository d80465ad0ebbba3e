import type { ApiClient, ApiResponse } from '../http/client.ts';
import type { RunContext } from '../engine/run-context.ts';
import { messageOf, SetupError } from '../engine/setup-error.ts';
import { bindingParts, type AreaBindings } from './binding-parts.ts';

/**
 * The binding: the one place that knows how to set things up through operations, or read shapes, that the interface
 * document does not show. Tests never assert what the binding does; a binding call that fails is a set-up failure
 * (outcome `error`), never a conformance failure.
 *
 * The default binding follows the deployed production interface. A deployment with
 * other shapes passes `--binding <module>`: a module exporting `createBinding(ctx)` that returns a Binding (it may
 * spread `ctx.defaults` and override only what differs).
 *
 * Methods are added here as suites need them (internal accounts, agents and device codes, webhook endpoint...).
 * Every method must be safe to call against a deployment under test: it only creates what the test needs.
 *
 * The contract of every method, the area parts' included (`*-binding.ts` of this folder):
 * - it calls the deployment through `ctx.api` (the test's own client: its exchanges land in the test's transcript,
 *   redacted) and returns what its comment promises, in the suite's shapes, whatever the deployment's shapes;
 * - when it cannot (an unexpected status, a missing member, a network failure) it throws, with a message saying what
 *   it expected and what came. Any throw becomes a SetupError: the test ends as `error` (no verdict) with that
 *   message, never as `fail`. A binding must never work around a broken answer the document does state: that is the
 *   deployment's failure to report, not set-up to repair;
 * - it may be async; it keeps no state between tests (a binding is built per test).
 * docs/binding.md walks through writing one; examples/binding/ holds one the tests load.
 */
export interface Binding extends AreaBindings {
  /**
   * The id of the customer that a successful `POST /customers` answer describes. The document does not show the
   * answer's body; production answers the Customer with its `id`.
   */
  customerIdOf(response: ApiResponse): string;

  /**
   * The stored customer, read back to check the effect of a create or update. The document names no read
   * operation; production has `GET /customers/{customerId}` answering the Customer.
   */
  getCustomer(customerId: string): Promise<Record<string, unknown>>;

  /**
   * The terms URL and version in a `GET /customers/end-user-terms` answer. The document says the answer returns
   * them but does not name the members; production answers `{ version, url }`.
   */
  endUserTermsOf(response: ApiResponse): { url: string; version: string };
}

/** What a binding is built from: the test's own client (its calls land in the test's transcript) and the run. */
export interface BindingContext {
  readonly api: ApiClient;
  readonly run: RunContext;
}

/** What a user binding module's `createBinding` receives: the context and the default binding, to build on. */
export interface UserBindingContext extends BindingContext {
  readonly defaults: Binding;
}

export type BindingFactory = (ctx: UserBindingContext) => Binding;

/** The core method names; a user binding lacking one (or an area part's) is refused when it is loaded. */
const coreBindingMethods = [
  'customerIdOf',
  'getCustomer',
  'endUserTermsOf',
] as const satisfies readonly (keyof Binding)[];

/** Every method name a Binding must have: the core ones and every area part's. */
export const bindingMethods: readonly (keyof Binding)[] = [
  ...coreBindingMethods,
  ...bindingParts.flatMap((part) => part.methods),
];

export function createDefaultBinding(ctx: BindingContext): Binding {
  const { api } = ctx;
  return {
    ...(Object.assign({}, ...bindingParts.map((part) => part.create(ctx))) as AreaBindings),
    customerIdOf(response) {
      const id = (response.json as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string' || id === '') {
        throw new SetupError(`binding: the customer answer (HTTP ${response.status}) has no string "id"`);
      }
      return id;
    },

    async getCustomer(customerId) {
      const res = await api.call('getCustomerById', { params: { customerId } });
      if (res.status !== 200) throw new SetupError(`binding: GET /customers/{customerId} answered ${res.status}`);
      if (typeof res.json !== 'object' || res.json === null || Array.isArray(res.json)) {
        throw new SetupError('binding: GET /customers/{customerId} did not answer a JSON object');
      }
      return res.json as Record<string, unknown>;
    },

    endUserTermsOf(response) {
      const body = response.json as { url?: unknown; version?: unknown } | undefined;
      if (typeof body?.url !== 'string' || typeof body.version !== 'string') {
        throw new SetupError('binding: the end-user terms answer has no string "url" and "version"');
      }
      return { url: body.url, version: body.version };
    },
  };
}

/**
 * Makes every method of `binding` throw SetupError on failure, whatever it threw, so that a broken user binding
 * reads as a set-up error and never as a failed clause.
 */
export function guardBinding(binding: Binding, origin: string): Binding {
  const guarded: Record<string, unknown> = {};
  for (const name of bindingMethods) {
    const method = (binding as unknown as Record<string, unknown>)[name];
    if (typeof method !== 'function') throw new SetupError(`${origin}: the binding has no method ${name}`);
    guarded[name] = (...args: unknown[]): unknown => {
      const wrap = (error: unknown): never => {
        if (error instanceof SetupError) throw error;
        throw new SetupError(`${origin}: ${name} failed: ${messageOf(error)}`, { cause: error });
      };
      try {
        const result: unknown = (method as (...a: unknown[]) => unknown).apply(binding, args);
        return result instanceof Promise ? result.catch(wrap) : result;
      } catch (error) {
        return wrap(error);
      }
    };
  }
  return guarded as unknown as Binding;
}

/**
 * Loads the factory of a user binding module (absolute path). Throws a plain Error with a readable message when the
 * module cannot be imported or exports no `createBinding` function; the engine checks this before the run starts.
 */
export async function loadBindingFactory(modulePath: string): Promise<BindingFactory> {
  const { pathToFileURL } = await import('node:url');
  let module: { createBinding?: unknown };
  try {
    module = (await import(pathToFileURL(modulePath).href)) as { createBinding?: unknown };
  } catch (error) {
    throw new Error(`cannot load binding module ${modulePath}: ${messageOf(error)}`, { cause: error });
  }
  if (typeof module.createBinding !== 'function') {
    throw new Error(`binding module ${modulePath} does not export a createBinding(ctx) function`);
  }
  return module.createBinding as BindingFactory;
}

/** The binding of one test: the user's (built on the defaults) when a module is given, else the defaults. */
export function createBinding(ctx: BindingContext, factory?: BindingFactory): Binding {
  const defaults = createDefaultBinding(ctx);
  if (!factory) return guardBinding(defaults, 'binding');
  let custom: Binding;
  try {
    custom = factory({ ...ctx, defaults });
  } catch (error) {
    throw new SetupError(`binding module: createBinding failed: ${messageOf(error)}`, { cause: error });
  }
  return guardBinding(custom, 'binding module');
}
