import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { undocumentedError } from '../http/api-error.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import type { OperationHandler, OperationRoutes } from '../http/operation-routes.ts';
import type { RequestBody } from '../../spec/keys/index.ts';
import { toCardResponse } from './card-record.ts';
import { createCard, getCard, updateCard } from './card-service.ts';
import { simulateAuthorization, simulateClearing, simulateReturn, type SimulationAnswer } from './card-simulation.ts';

/** Registers the card operations (3.3; paths are production's) and the sandbox card simulation (9). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const cardId = (ctx: Context): string => {
    const id = (ctx['params'] as Record<string, string | undefined>)['id'];
    return id ?? '';
  };
  // Production: sandbox operations answer 403 to production keys.
  const sandboxOnly: Middleware = async (_ctx, next) => {
    if (!deps.config.sandbox)
      throw undocumentedError('forbidden', 'Sandbox operations are not available on this deployment.');
    await next();
  };

  routes.add('createCard', auth, async (ctx, body) => {
    const card = await createCard(deps, body);
    ctx.status = 201;
    ctx.body = toCardResponse(card);
  });

  routes.add('getCardById', auth, async (ctx) => {
    ctx.body = toCardResponse(await getCard(deps, cardId(ctx)));
  });

  routes.add('updateCardById', auth, async (ctx, body) => {
    ctx.body = toCardResponse(await updateCard(deps, cardId(ctx), body));
  });

  type Simulated = 'sandboxSimulateCardAuthorization' | 'sandboxSimulateCardClearing' | 'sandboxSimulateCardReturn';
  const simulator =
    <Id extends Simulated>(
      simulate: (deps: AppDeps, id: string, body: RequestBody<Id>) => Promise<SimulationAnswer>,
    ): OperationHandler<Id> =>
    async (ctx, body) => {
      const answer = await simulate(deps, cardId(ctx), body);
      ctx.status = 202;
      ctx.body = answer;
    };

  routes.add('sandboxSimulateCardAuthorization', auth, sandboxOnly, simulator(simulateAuthorization));
  routes.add('sandboxSimulateCardClearing', auth, sandboxOnly, simulator(simulateClearing));
  routes.add('sandboxSimulateCardReturn', auth, sandboxOnly, simulator(simulateReturn));
}
