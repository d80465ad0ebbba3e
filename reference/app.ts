import { Router } from '@koa/router';
import Koa from 'koa';
import { systemClock, type Clock } from './clock.ts';
import type { ReferenceConfig } from './config.ts';
import { registerCustomerRoutes } from './customers/routes.ts';
import type { AppDeps } from './http/app-deps.ts';
import { errorEnvelope } from './http/error-envelope.ts';
import { consoleLogger, type Logger } from './http/logger.ts';
import { routeFallback } from './http/route-fallback.ts';
import type { Store } from './store/store.ts';
import { documentRules, type ReferenceRules } from './rules.ts';

export interface AppOptions {
  store: Store;
  /** Defaults to the system clock. */
  clock?: Clock;
  config: ReferenceConfig;
  /** Defaults to stdout/stderr. */
  logger?: Logger;
  /** Defaults to the document's rules; a deviant server replaces one (see `rules.ts`). */
  rules?: ReferenceRules;
}

/**
 * The reference server as a Koa app: every operation under `config.basePath`, errors answered as the envelope of
 * part 7, unknown paths 404 and unknown methods 405 (JSON). Nothing listens until the app is given to a server.
 */
export function createApp(options: AppOptions): Koa {
  const deps: AppDeps = {
    store: options.store,
    clock: options.clock ?? systemClock,
    config: options.config,
    logger: options.logger ?? consoleLogger,
    rules: options.rules ?? documentRules,
  };
  const router = new Router(deps.config.basePath === '' ? {} : { prefix: deps.config.basePath });
  registerCustomerRoutes(router, deps);

  const app = new Koa();
  app.use(errorEnvelope(deps.logger, deps.rules));
  app.use(router.routes());
  app.use(routeFallback(router));
  return app;
}
