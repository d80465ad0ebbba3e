import type { Context } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { readJsonObject } from '../http/json-body.ts';
import type { OperationRoutes } from '../http/operation-routes.ts';
import { publishEvents, scheduleRemainingSteps } from '../transactions/outgoing-runner.ts';
import { answerSigned } from '../signed-retry/answer.ts';
import { readSignedRetryHeaders } from '../signed-retry/headers.ts';
import { authorizeQuote, refusedProof } from './authorize-quote.ts';
import { invalidInput } from '../http/api-error.ts';
import { idempotencyHeader, idempotentRequest, keepAnswer, keptAnswer } from './idempotency.ts';
import { createQuoteIn } from './create-quote.ts';
import { executeQuoteIn, findQuote, type Execution } from './execute-quote.ts';
import { toQuoteResponse } from './quote-record.ts';
import { scheduleScaExpiry } from './quote-sca.ts';
import { executeQuote } from './wallet-execution.ts';

/**
 * After an execution committed: the rest of its sandbox path goes to the scheduler, its events out; a refusal the
 * rules let commit is answered now.
 */
export function afterExecution(deps: AppDeps, execution: Execution | undefined, quote = execution?.quote): void {
  scheduleScaExpiry(deps, quote);
  if (execution?.refusal) throw execution.refusal;
  if (execution?.transaction === undefined) return;
  scheduleRemainingSteps(deps, execution.transaction);
  publishEvents(deps, execution.events);
}

/** The body of an operation whose body is optional (production: `POST /quotes/{quoteId}/execute`); `undefined` if none. */
async function optionalJsonObject(ctx: Context, limit: number): Promise<Record<string, unknown> | undefined> {
  const length = ctx.get('Content-Length');
  if (ctx.get('Transfer-Encoding') === '' && (length === '' || length === '0')) return undefined;
  return readJsonObject(ctx, limit);
}

/** Registers the quote operations of 4.3 and production's quote read. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const auth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const limit = deps.config.bodyLimitBytes;

  routes.add('createQuote', auth, async (ctx, body) => {
    const keyed = idempotentRequest(ctx, {
      platform: deps.config.clientId,
      caller: 'platform',
      operation: 'createQuote',
      body,
    });
    const result = await deps.store.transact((draft) => {
      const now = deps.clock.now();
      const kept = keptAnswer(draft, keyed, now);
      if (kept !== undefined) return { kept, answer: kept };
      const created = createQuoteIn(draft, body, { now, rules: deps.rules, config: deps.config });
      const executed =
        body['immediatelyExecute'] === true
          ? executeQuoteIn(draft, created, {
              now,
              rules: deps.rules,
              config: deps.config,
              trigger: 'immediately',
            })
          : undefined;
      // 1: in an SCA region the quote waits for its authorization (production answers 202).
      const answer = { status: created.scaChallenge === undefined ? 201 : 202, body: toQuoteResponse(created, now) };
      if (executed?.refusal === undefined) keepAnswer(draft, keyed, answer, now);
      return { quote: created, execution: executed, answer };
    });
    if (!('kept' in result)) afterExecution(deps, result.execution, result.quote);
    const { answer } = result;
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  routes.add('authorizeQuote', auth, async (ctx, body) => {
    const { quote, execution, refused } = await authorizeQuote(deps, ctx.params['quoteId'] ?? '', body);
    if (refused) throw refusedProof();
    afterExecution(deps, execution, quote);
    ctx.body = toQuoteResponse(quote, deps.clock.now());
  });

  routes.add('executeQuote', auth, async (ctx) => {
    const key = ctx.get(idempotencyHeader);
    if (key !== '' && !deps.rules.idempotencyKeyAccepted(key)) {
      throw invalidInput('The Idempotency-Key header is not accepted.', [
        { field: idempotencyHeader, message: 'is not accepted' },
      ]);
    }
    const body = await optionalJsonObject(ctx, limit);
    if (body === undefined && !deps.rules.executeBodyOptional) throw invalidInput('The request body is required.');
    const outcome = await executeQuote(deps, {
      quoteId: ctx.params['quoteId'] ?? '',
      path: ctx.path,
      body,
      headers: readSignedRetryHeaders(ctx, deps.config, deps.rules.walletSignatureHeaderRead),
      keyed: idempotentRequest(ctx, {
        platform: deps.config.clientId,
        caller: 'platform',
        operation: 'executeQuote',
        body,
      }),
    });
    if ('done' in outcome && outcome.done.replayed !== true) afterExecution(deps, outcome.done.execution);
    const status = 'done' in outcome ? outcome.done.answer.status : 200;
    answerSigned(ctx, outcome, status, (done) => done.answer.body);
  });

  routes.add('getQuoteById', auth, async (ctx) => {
    const quote = await deps.store.read((data) => findQuote(data, ctx.params['quoteId'] ?? ''));
    ctx.body = toQuoteResponse(quote, deps.clock.now());
  });
}
