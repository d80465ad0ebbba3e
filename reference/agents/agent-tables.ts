import type { AgentDeviceCodeRecord, AgentRecord, AgentTokenRecord } from './agent-record.ts';

/** The tables of agents, empty. */
export function emptyTables(): {
  agents: Record<string, AgentRecord>;
  /** Keyed by the device code. */
  agentDeviceCodes: Record<string, AgentDeviceCodeRecord>;
  /** Keyed by the SHA-256 (hex) of the access token; the token itself is never stored. */
  agentTokens: Record<string, AgentTokenRecord>;
} {
  return { agents: {}, agentDeviceCodes: {}, agentTokens: {} };
}
