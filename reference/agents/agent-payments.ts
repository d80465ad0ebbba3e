/**
 * An agent's quotes and their execution (1: every agent request acts for the agent's customer; an action that requires
 * approval leaves its transaction pending until the platform approves it). Production's operations
 * (`POST /agents/me/quotes`, `POST /agents/me/quotes/{quoteId}/execute`); the document shows only the rule.
 */
import type { AppDeps } from '../http/app-deps.ts';
import { undocumentedError } from '../http/api-error.ts';
import { createQuoteIn } from '../quotes/create-quote.ts';
import { executeQuoteIn, findQuote, type Execution } from '../quotes/execute-quote.ts';
import type { QuoteRecord } from '../quotes/quote-record.ts';
import { newId } from '../util/ids.ts';
import { toOutgoingTransactionResponse } from '../transactions/outgoing-transaction.ts';
import { toQuoteResponse } from '../quotes/quote-record.ts';
import { keepAnswer, keptAnswer, type IdempotentRequest, type KeptAnswer } from '../quotes/idempotency.ts';
import type { ReferenceData } from '../store/data.ts';
import type { AgentRecord } from './agent-record.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** Production `AgentPolicy.defaultExecutionMode`: executions wait for the platform's approval. */
export const approvalRequiredMode = 'APPROVAL_REQUIRED';

/** Money of another customer is not the agent's to see: it answers as missing. */
function assertActsFor(deps: AppDeps, agent: AgentRecord, quote: QuoteRecord): void {
  if (!deps.rules.agentMayActFor(agent.customerId, quote.customerId))
    throw undocumentedError('notFound', "No quote of the agent's customer has this id.");
}

function prepare(deps: AppDeps, agent: AgentRecord, quote: QuoteRecord): void {
  assertActsFor(deps, agent, quote);
  quote.agentId = agent.id;
  quote.approvalRequired = agent.policy['defaultExecutionMode'] === approvalRequiredMode;
}

/** What an agent's quote operation answered: what it carried out, or the first answer of its `Idempotency-Key`. */
export interface AgentAnswer {
  readonly quote?: QuoteRecord;
  readonly execution?: Execution;
  readonly answer: KeptAnswer;
  readonly replayed?: true;
}

/** `POST /agents/me/quotes`: a quote whose money is the agent's customer's. */
export function agentCreateQuote(
  deps: AppDeps,
  agent: AgentRecord,
  body: RequestBody<'agentCreateQuote'>,
  keyed?: IdempotentRequest,
): Promise<AgentAnswer> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const kept = keptAnswer(draft, keyed, now);
    if (kept !== undefined) return { answer: kept, replayed: true };
    const created = createAgentQuote(deps, draft, agent, body, now);
    const answer = {
      status: created.quote.scaChallenge === undefined ? 201 : 202,
      body: toQuoteResponse(created.quote, now),
    };
    if (created.execution?.refusal === undefined) keepAnswer(draft, keyed, answer, now);
    return { ...created, answer };
  });
}

/** The quote of the agent's customer, executed at once when asked. */
function createAgentQuote(
  deps: AppDeps,
  draft: ReferenceData,
  agent: AgentRecord,
  body: RequestBody<'agentCreateQuote'>,
  now: Date,
): { quote: QuoteRecord; execution?: Execution } {
  const { source } = body;
  // A real-time-funded quote names no account: it is for the agent's customer.
  const request =
    source.sourceType === 'REALTIME_FUNDING' && source.customerId === undefined
      ? { ...body, source: { ...source, customerId: agent.customerId } }
      : body;
  const quote = createQuoteIn(draft, request, { now, rules: deps.rules, config: deps.config });
  prepare(deps, agent, quote);
  if (body['immediatelyExecute'] !== true) return { quote };
  return {
    quote,
    execution: executeQuoteIn(draft, quote, { now, rules: deps.rules, config: deps.config, trigger: 'immediately' }),
  };
}

/** `POST /agents/me/quotes/{quoteId}/execute`. */
export function agentExecuteQuote(
  deps: AppDeps,
  agent: AgentRecord,
  quoteId: string,
  keyed?: IdempotentRequest,
): Promise<AgentAnswer> {
  return deps.store.transact((draft) => {
    const now = deps.clock.now();
    const kept = keptAnswer(draft, keyed, now);
    if (kept !== undefined) return { answer: kept, replayed: true };
    const quote = findQuote(draft, quoteId);
    prepare(deps, agent, quote);
    const execution = executeQuoteIn(draft, quote, { now, rules: deps.rules, config: deps.config, trigger: 'execute' });
    const answer = { status: 200, body: toAgentActionResponse(deps, agent, execution) };
    if (execution.refusal === undefined) keepAnswer(draft, keyed, answer, now);
    return { quote, execution, answer };
  });
}

/** Production `AgentAction` of an execution (the reference keeps no action records). */
export function toAgentActionResponse(
  deps: AppDeps,
  agent: AgentRecord,
  execution: Execution,
): Record<string, unknown> {
  const now = deps.clock.now();
  const pending = execution.transaction?.pendingPlatformApproval === true;
  return {
    id: newId('AgentAction'),
    agentId: agent.id,
    customerId: agent.customerId,
    platformCustomerId: execution.quote.platformCustomerId,
    status: pending ? 'PENDING_APPROVAL' : 'APPROVED',
    type: 'EXECUTE_QUOTE',
    quote: toQuoteResponse(execution.quote, now),
    ...(execution.transaction === undefined
      ? {}
      : { transaction: toOutgoingTransactionResponse(execution.transaction) }),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}
