import { operationById } from '../../../spec/openapi/document.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import type { OperationRoutes } from '../../http/operation-routes.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { pageOf, readPageRequest } from '../../http/page.outside-document.ts';
import { toCardResponse } from '../card-record.ts';
import { filterCards, readCardFilters } from './list-cards.ts';

/** The `state` values the list takes, as `spec/` declares its query parameter. */
const filterStates = (() => {
  const parameters = (operationById('listCards').operation.parameters ?? []) as { name?: string; schema?: unknown }[];
  const state = parameters.find((p) => p.name === 'state')?.schema as { enum?: string[] } | undefined;
  return state?.enum ?? [];
})();

/** Registers production's `listCards`. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('listCards', auth, async (ctx) => {
    const filters = readCardFilters(ctx, filterStates);
    const page = readPageRequest(ctx);
    ctx.body = await deps.store.read((data) => pageOf(filterCards(data, filters), page, toCardResponse, filters.order));
  });
}
