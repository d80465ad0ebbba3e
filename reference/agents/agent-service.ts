import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, undocumentedError, type FieldError } from '../http/api-error.ts';
import { createExternalAccount } from '../external-accounts/external-account-service.ts';
import type { ExternalAccountRecord } from '../external-accounts/external-account-record.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { accessTokenKey, deviceCodeLifetimeMs, newAccessToken, newDeviceCode } from './agent-credentials.ts';
import { agentPermissions, type AgentDeviceCodeRecord, type AgentRecord } from './agent-record.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/**
 * The invalid fields of a `POST /agents` body against the stored data (a `customerId` naming no active customer),
 * read-only: listed with the schema's errors at registration, and checked again in the create's transaction.
 */
export function agentCustomerErrors(data: ReferenceData, body: Readonly<Record<string, unknown>>): FieldError[] {
  const customerId = body['customerId'];
  if (typeof customerId !== 'string') return [];
  const customer = rowById(data.customers, customerId);
  return customer && !customer.isDeleted
    ? []
    : [{ field: 'customerId', message: 'names no customer of this platform' }];
}

/** `POST /agents`: an agent for a customer, with its policy, and a fresh device code to install it with. */
export async function createAgent(
  deps: AppDeps,
  body: RequestBody<'createAgent'>,
): Promise<{ agent: AgentRecord; deviceCode: AgentDeviceCodeRecord }> {
  return deps.store.transact((draft) => {
    const customerId = body['customerId'];
    const errors = agentCustomerErrors(draft, body);
    if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
    const now = deps.clock.now();
    const timestamp = now.toISOString();
    const agent: AgentRecord = {
      id: newId('Agent'),
      name: body.name,
      customerId: customerId as string,
      isPaused: false,
      policy: structuredClone(body.policy),
      isConnected: false,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    const deviceCode: AgentDeviceCodeRecord = {
      code: newDeviceCode(),
      agentId: agent.id,
      expiresAt: new Date(now.getTime() + deviceCodeLifetimeMs).toISOString(),
      redeemed: false,
    };
    draft.agents[agent.id] = agent;
    draft.agentDeviceCodes[deviceCode.code] = deviceCode;
    return { agent, deviceCode };
  });
}

/**
 * `POST /agents/device-codes/{code}/redeem`: exchanges a device code, once and before it expires, for a fresh access
 * token. Only the token's digest is stored; the token is in this answer and nowhere else.
 */
export async function redeemDeviceCode(
  deps: AppDeps,
  code: string,
): Promise<{ agentId: string; agentName: string; accessToken: string; policy: Record<string, unknown> }> {
  return deps.store.transact((draft) => {
    const deviceCode = rowById(draft.agentDeviceCodes, code);
    const agent = deviceCode ? rowById(draft.agents, deviceCode.agentId) : undefined;
    if (!deviceCode || !agent) throw undocumentedError('notFound', 'No such device code.');
    const now = deps.clock.now();
    if (deviceCode.redeemed) throw invalidInput('The device code has already been redeemed.');
    if (now.getTime() > Date.parse(deviceCode.expiresAt)) throw invalidInput('The device code has expired.');
    deviceCode.redeemed = true;
    const accessToken = newAccessToken();
    draft.agentTokens[accessTokenKey(accessToken)] = { agentId: agent.id, issuedAt: now.toISOString() };
    agent.isConnected = true;
    agent.updatedAt = now.toISOString();
    return { agentId: agent.id, agentName: agent.name, accessToken, policy: agent.policy };
  });
}

/**
 * 4.1 `POST /agents/me/external-accounts`: needs the policy permission the rules name (403, a status the document
 * does not show, otherwise: nothing is created). The account belongs to the agent's customer; a body naming another
 * customer is refused.
 */
export async function createAgentExternalAccount(
  deps: AppDeps,
  agent: AgentRecord,
  body: RequestBody<'agentCreateExternalAccount'>,
): Promise<ExternalAccountRecord> {
  const permission = deps.rules.agentExternalAccountPermission;
  if (!agentPermissions(agent).includes(permission)) {
    throw undocumentedError('forbidden', `The agent's policy does not grant ${permission}.`);
  }
  const named = body.customerId;
  if (!deps.rules.agentAccountsForAgentCustomer) {
    const customerId = typeof named === 'string' ? named : agent.customerId;
    return createExternalAccount(deps, body, { customerId, agentId: agent.id });
  }
  const misplaced: FieldError[] =
    named === undefined || named === agent.customerId
      ? []
      : /* Stryker disable next-line ArrayDeclaration,StringLiteral: outside the document: 4.1 infers customerId from the agent; whether one naming another customer is refused or overridden is not stated */ [
          { field: 'customerId', message: "must be omitted or the agent's own customer" },
        ];
  const customerId = named === undefined && !deps.rules.agentCustomerInferred ? null : agent.customerId;
  return createExternalAccount(deps, body, { customerId, agentId: agent.id }, misplaced);
}
