import type { Context } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../http/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { publishEvents, scheduleRemainingSteps } from '../transactions/outgoing-runner.ts';
import { assertValidBody } from '../wallet-auth/valid-body.ts';
import { createQuoteIn } from './create-quote.ts';
import { executeQuoteIn, findQuote, type Execution } from './execute-quote.ts';
import { toQuoteResponse } from './quote-record.ts';

/** After an execution committed: the rest of its sandbox path goes to the scheduler, its events out. */
export function afterExecution(deps: AppDeps, execution: Execution | undefined): void {
  if (execution?.transaction === undefined) return;
  scheduleRemainingSteps(deps, execution.transaction);
  publishEvents(deps, execution.events);
}

/** The body of an operation whose body is optional (production: `POST /quotes/{quoteId}/execute`). */
async function optionalJsonObject(ctx: Context, limit: number): Promise<Record<string, unknown>> {
  const length = ctx.get('Content-Length');
  if (ctx.get('Transfer-Encoding') === '' && (length === '' || length === '0')) return {};
  return readJsonObject(ctx, limit);
}

/** Registers the quote operations of 4.3 and production's quote read. */
export function registerQuoteRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules);
  const limit = deps.config.bodyLimitBytes;

  routes.add('createQuote', auth, async (ctx) => {
    const body = await readJsonObject(ctx, limit);
    assertValidBody('QuoteCreateRequest', body);
    const { quote, execution } = await deps.store.transact((draft) => {
      const now = deps.clock.now();
      const created = createQuoteIn(draft, body, { now, rules: deps.rules, config: deps.config });
      const executed = body['immediatelyExecute'] === true ? executeQuoteIn(draft, created, { now, rules: deps.rules, trigger: 'immediately' }) : undefined;
      return { quote: created, execution: executed };
    });
    afterExecution(deps, execution);
    ctx.status = 201;
    ctx.body = toQuoteResponse(quote, deps.clock.now());
  });

  routes.add('executeQuote', auth, async (ctx) => {
    await optionalJsonObject(ctx, limit);
    const id = ctx.params['quoteId'] ?? '';
    const execution = await deps.store.transact((draft) =>
      executeQuoteIn(draft, findQuote(draft, id), { now: deps.clock.now(), rules: deps.rules, trigger: 'execute' }),
    );
    afterExecution(deps, execution);
    ctx.body = toQuoteResponse(execution.quote, deps.clock.now());
  });

  routes.add('getQuoteById', auth, async (ctx) => {
    const quote = await deps.store.read((data) => findQuote(data, ctx.params['quoteId'] ?? ''));
    ctx.body = toQuoteResponse(quote, deps.clock.now());
  });
}
