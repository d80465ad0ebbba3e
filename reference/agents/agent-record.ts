/**
 * Agents (agent management, 1): the minimum the agent operation of 4.1 needs. Agent records are not shown by the
 * document; members follow the production facts.
 */
export interface AgentRecord {
  /** `Agent:<uuid>`. */
  id: string;
  name: string;
  /** The customer every request of the agent acts for (1). */
  customerId: string;
  isPaused: boolean;
  /** As submitted (production `AgentPolicy`): `permissions`, `defaultExecutionMode`, `spendingLimits`... */
  policy: Record<string, unknown>;
  /** True once a device code of the agent has been redeemed. */
  isConnected: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A device code, single use, redeemed for the agent's access token. */
export interface AgentDeviceCodeRecord {
  code: string;
  agentId: string;
  expiresAt: string;
  redeemed: boolean;
}

/** An issued access token, stored under the SHA-256 of the token: the token itself is never kept. */
export interface AgentTokenRecord {
  agentId: string;
  issuedAt: string;
}

/** The permissions the agent's policy grants. */
export function agentPermissions(agent: AgentRecord): string[] {
  const permissions = agent.policy['permissions'];
  return Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [];
}

/** The Agent body (production shape). */
export function toAgentResponse(agent: AgentRecord): Record<string, unknown> {
  return {
    id: agent.id,
    name: agent.name,
    customerId: agent.customerId,
    isPaused: agent.isPaused,
    isConnected: agent.isConnected,
    policy: agent.policy,
    usage: { dailyTransactionCount: 0, dailySpend: 0, monthlySpend: 0 },
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
  };
}

/** The AgentDeviceCode body (production shape). */
export function toDeviceCodeResponse(code: AgentDeviceCodeRecord): Record<string, unknown> {
  return { code: code.code, agentId: code.agentId, expiresAt: code.expiresAt, redeemed: code.redeemed };
}
