import Koa, { type Middleware } from 'koa';
import { systemClock, type Clock } from './clock.ts';
import type { ReferenceConfig } from './config.ts';
import type { AppDeps } from './http/app-deps.ts';
import { answerShaping } from './http/answer-shaping.ts';
import { errorEnvelope } from './http/error-envelope.ts';
import { consoleLogger, type Logger } from './http/logger.ts';
import { OperationRoutes } from './http/operation-routes.ts';
import { routeFallback } from './http/route-fallback.ts';
import { createScheduler } from './scheduler.ts';
import { slices } from './slices.ts';
import type { Store } from './store/store.ts';
import { documentRules, type ReferenceRules } from './rules.ts';
import { createEventPublisher } from './events/event-publisher.ts';
import { createWebhookDelivery } from './events/webhook-delivery.ts';
import { createWebhookSigner } from './events/webhook-signer.ts';

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
  return appOf(appDeps(options));
}

/**
 * The Koa app over `deps`: for a caller that keeps the deps (the server reads their quiescence). `outer` middleware
 * wraps every answer, errors included: a composition root's own handling of the wire (a conformant variant taking a
 * freedom of HTTP or JSON), never a rule of the document.
 */
export function appOf(deps: AppDeps, outer: readonly Middleware[] = []): Koa {
  const routers = servedOperations(deps).registerBySegment(deps.config.basePath);

  const app = new Koa();
  for (const middleware of outer) app.use(middleware);
  app.use(errorEnvelope(deps.logger, deps.rules));
  app.use(answerShaping(deps.rules));
  app.use(routers.routes());
  app.use(routeFallback(routers));
  return app;
}

/** The injected parts of one app instance, with their defaults. */
export function appDeps(options: AppOptions): AppDeps {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const signer = createWebhookSigner(options.config.webhooks.signingKeyPem);
  const delivery = createWebhookDelivery({ config: options.config.webhooks, signer, logger });
  const rules = options.rules ?? documentRules;
  return {
    store: options.store,
    clock,
    config: options.config,
    logger,
    rules,
    events: createEventPublisher({
      store: options.store,
      clock,
      delivery,
      logger,
      endpointReadPerEvent: rules.webhookEndpointReadPerEvent,
    }),
    scheduler: createScheduler({ clock, onError: (error) => logger.error(`scheduled task failed: ${String(error)}`) }),
  };
}

/** Every slice's handlers, by operation id. */
export function servedOperations(deps: AppDeps): OperationRoutes {
  const routes = new OperationRoutes({
    bodyLimitBytes: deps.config.bodyLimitBytes,
    refusing: deps.rules.requestViolations,
    refusalStatus: deps.rules.requestRefusalStatus,
    served: deps.rules.operationServed,
  });
  for (const register of slices) register(routes, deps);
  return routes;
}
