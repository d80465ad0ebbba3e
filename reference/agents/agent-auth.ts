import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError, undocumentedError } from '../http/api-error.ts';
import { rowById } from '../store/data.ts';
import { accessTokenKey } from './agent-credentials.ts';
import type { AgentRecord } from './agent-record.ts';

/** Reasons an agent call is refused (the sandbox answers them in `reason`). */
export const agentAuthFailures = {
  missing: 'Authorization header is missing',
  repeated: 'more than one Authorization header',
  notBearer: 'Authorization scheme is not Bearer',
  unknownToken: 'access token is not recognised',
  agentGone: 'the agent of this token no longer exists',
} as const;

/**
 * The agent of the `Authorization` header, or the reason there is none. `headers` is every value received: more than
 * one is refused, since which of them counts would be a guess (Node keeps only the first).
 */
export async function agentOfAuthorization(
  deps: AppDeps,
  headers: string | readonly string[] | undefined,
): Promise<{ ok: true; agent: AgentRecord } | { ok: false; reason: string }> {
  if (Array.isArray(headers) && headers.length > 1) return { ok: false, reason: agentAuthFailures.repeated };
  const header = typeof headers === 'string' ? headers : headers?.[0];
  if (header === undefined || header.trim() === '') return { ok: false, reason: agentAuthFailures.missing };
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return { ok: false, reason: agentAuthFailures.notBearer };
  // Looked up by digest: the stored key is a hash, so the lookup time tells nothing about the token itself.
  const key = accessTokenKey(match[1]);
  return deps.store.read((data) => {
    const token = rowById(data.agentTokens, key);
    if (!token) return { ok: false as const, reason: agentAuthFailures.unknownToken };
    const agent = rowById(data.agents, token.agentId);
    return agent ? { ok: true as const, agent } : { ok: false as const, reason: agentAuthFailures.agentGone };
  });
}

/**
 * Middleware for `/agents/me*` (`AgentAuth`, part 5; production: HTTP Bearer with the redeemed access token).
 * Platform Basic credentials are not accepted here. The agent is left in `ctx.state.agent`.
 */
export function requireAgentAuth(deps: AppDeps, operationId?: string): Middleware {
  return async (ctx, next) => {
    const found = await agentOfAuthorization(deps, ctx.req.headersDistinct['authorization']);
    const result =
      found.ok && operationId !== undefined && !deps.rules.agentTokenAcceptedOn(operationId)
        ? { ok: false as const, reason: agentAuthFailures.unknownToken }
        : found;
    if (!result.ok && result.reason === agentAuthFailures.notBearer && !deps.rules.agentOtherSchemesRefused401) {
      throw undocumentedError('forbidden', 'Platform credentials are not accepted on agent endpoints.');
    }
    if (!result.ok && result.reason === agentAuthFailures.unknownToken && !deps.rules.agentCredentialsRefused401) {
      throw undocumentedError('forbidden', 'Agent credentials are missing or invalid.');
    }
    if (!result.ok) {
      throw documentedError('UNAUTHORIZED', 'Agent credentials are missing or invalid.', {
        headers: { 'WWW-Authenticate': 'Bearer realm="agent"' },
        ...(deps.config.sandbox ? { details: { reason: result.reason } } : {}),
      });
    }
    ctx.state['agent'] = result.agent;
    await next();
  };
}

/** The agent the middleware authenticated. */
export function authenticatedAgent(state: Record<string, unknown>): AgentRecord {
  const agent = state['agent'] as AgentRecord | undefined;
  if (!agent) throw new Error('agent route registered without requireAgentAuth');
  return agent;
}
