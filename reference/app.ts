import { Router } from '@koa/router';
import Koa from 'koa';
import { systemClock, type Clock } from './clock.ts';
import type { ReferenceConfig } from './config.ts';
import { registerCustomerRoutes } from './customers/routes.ts';
import { registerBeneficialOwnerRoutes } from './beneficial-owners/routes.ts';
import { registerDocumentRoutes } from './documents/routes.ts';
import { registerVerificationRoutes } from './verifications/routes.ts';
import type { AppDeps } from './http/app-deps.ts';
import { errorEnvelope } from './http/error-envelope.ts';
import { consoleLogger, type Logger } from './http/logger.ts';
import { routeFallback } from './http/route-fallback.ts';
import { createScheduler } from './scheduler.ts';
import type { Store } from './store/store.ts';
import { documentRules, type ReferenceRules } from './rules.ts';
import { registerAgentRoutes } from './agents/routes.ts';
import { registerExternalAccountRoutes } from './external-accounts/routes.ts';
import { registerPlatformConfigRoutes } from './platform-config/routes.ts';
import { registerInternalAccountRoutes } from './internal-accounts/routes.ts';
import { registerWalletAuthRoutes } from './wallet-auth/routes.ts';
import { registerSandboxRoutes } from './sandbox/routes.ts';
import { createEventPublisher } from './webhooks/event-publisher.ts';
import { createWebhookDelivery } from './webhooks/webhook-delivery.ts';
import { createWebhookSigner } from './webhooks/webhook-signer.ts';

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
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const signer = createWebhookSigner(options.config.webhooks.signingKeyPem);
  const delivery = createWebhookDelivery({ config: options.config.webhooks, signer, logger });
  const deps: AppDeps = {
    store: options.store,
    clock,
    config: options.config,
    logger,
    rules: options.rules ?? documentRules,
    events: createEventPublisher({ store: options.store, clock, delivery, logger }),
    scheduler: createScheduler({ clock, onError: (error) => logger.error(`scheduled task failed: ${String(error)}`) }),
  };
  const router = new Router(deps.config.basePath === '' ? {} : { prefix: deps.config.basePath });
  // Before the customer routes: `GET /customers/:customerId` would otherwise take `external-accounts` as an id.
  registerExternalAccountRoutes(router, deps);
  registerInternalAccountRoutes(router, deps);
  registerCustomerRoutes(router, deps);
  registerVerificationRoutes(router, deps);
  registerDocumentRoutes(router, deps);
  registerBeneficialOwnerRoutes(router, deps);
  registerAgentRoutes(router, deps);
  registerPlatformConfigRoutes(router, deps);
  registerWalletAuthRoutes(router, deps);
  registerSandboxRoutes(router, deps);

  const app = new Koa();
  app.use(errorEnvelope(deps.logger, deps.rules));
  app.use(router.routes());
  app.use(routeFallback(router));
  return app;
}
