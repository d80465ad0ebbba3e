import type { OperationRoutes } from '../http/operation-routes.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { toExternalAccountResponse } from '../external-accounts/external-account-record.ts';
import { getExternalAccount, listAccounts } from '../external-accounts/external-account-service.ts';
import { authenticatedAgent, requireAgentAuth } from './agent-auth.ts';
import { toAgentResponse, toDeviceCodeResponse } from './agent-record.ts';
import { agentCustomerErrors, createAgent, createAgentExternalAccount, redeemDeviceCode } from './agent-service.ts';
import { afterExecution } from '../quotes/routes.ts';
import { idempotentRequest } from '../quotes/idempotency.ts';
import { agentCreateQuote, agentExecuteQuote } from './agent-payments.ts';

/** Registers agent creation, device-code redemption and the agent's own operations (`/agents/me*`). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const agentAuth = (operationId: string) => requireAgentAuth(deps, operationId);

  routes.checkBodyWith('createAgent', { rules: (body) => deps.store.read((data) => agentCustomerErrors(data, body)) });
  routes.add('createAgent', platformAuth, async (ctx, body) => {
    const { agent, deviceCode } = await createAgent(deps, body);
    ctx.status = 201;
    ctx.body = { agent: toAgentResponse(agent), deviceCode: toDeviceCodeResponse(deviceCode) };
  });

  // Production: no authentication; the device code is the credential.
  routes.add('redeemAgentDeviceCode', async (ctx) => {
    ctx.body = await redeemDeviceCode(deps, ctx.params['code'] ?? '');
  });

  routes.add('getAgentMe', agentAuth('getAgentMe'), (ctx) => {
    ctx.body = toAgentResponse(authenticatedAgent(ctx.state));
  });

  // The agent's permission is checked before the create's other field rules (agent-service.ts): only the schema here.
  routes.checkBodyWith('agentCreateExternalAccount', { violations: deps.rules.externalAccountCreateViolations });
  routes.add('agentCreateExternalAccount', agentAuth('agentCreateExternalAccount'), async (ctx, body) => {
    const agent = authenticatedAgent(ctx.state);
    ctx.status = 201;
    ctx.body = toExternalAccountResponse(await createAgentExternalAccount(deps, agent, body));
  });

  routes.add('agentListExternalAccounts', agentAuth('agentListExternalAccounts'), async (ctx) => {
    const { customerId } = authenticatedAgent(ctx.state);
    const accounts = await listAccounts(deps, { kind: 'agent', customerId });
    ctx.body = { data: accounts.map(toExternalAccountResponse), hasMore: false, totalCount: accounts.length };
  });

  routes.add('agentGetExternalAccount', agentAuth('agentGetExternalAccount'), async (ctx) => {
    const { customerId } = authenticatedAgent(ctx.state);
    const account = await getExternalAccount(deps, ctx.params['externalAccountId'] ?? '', {
      kind: 'agent',
      customerId,
    });
    ctx.body = toExternalAccountResponse(account);
  });

  routes.add('agentCreateQuote', agentAuth('agentCreateQuote'), async (ctx, body) => {
    const agent = authenticatedAgent(ctx.state);
    const keyed = idempotentRequest(ctx, {
      platform: deps.config.clientId,
      caller: agent.id,
      operation: 'agentCreateQuote',
      body,
    });
    const { quote, execution, answer, replayed } = await agentCreateQuote(deps, agent, body, keyed);
    if (replayed !== true) afterExecution(deps, execution, quote);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  routes.add('agentExecuteQuote', agentAuth('agentExecuteQuote'), async (ctx) => {
    const agent = authenticatedAgent(ctx.state);
    const keyed = idempotentRequest(ctx, {
      platform: deps.config.clientId,
      caller: agent.id,
      operation: 'agentExecuteQuote',
      body: null,
    });
    const { execution, answer, replayed } = await agentExecuteQuote(deps, agent, ctx.params['quoteId'] ?? '', keyed);
    if (replayed !== true) afterExecution(deps, execution);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
}
