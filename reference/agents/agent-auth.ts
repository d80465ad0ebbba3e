import type { Middleware } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { documentedError } from '../http/api-error.ts';
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
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: outside the document: refusing a repeated Authorization header is reference hardening; the AgentAuth header format is not shown (5)
  if (Array.isArray(headers) && headers.length > 1) return { ok: false, reason: agentAuthFailures.repeated };
  // Stryker disable next-line StringLiteral: equivalent: Node gives headersDistinct values as arrays, so the string branch is never taken
  const header = typeof headers === 'string' ? headers : headers?.[0];
  // Stryker disable next-line MethodExpression,StringLiteral,ObjectLiteral: equivalent: a blank header fails the Bearer pattern next, with the same 401 (only the sandbox reason text differs)
  if (header === undefined || header.trim() === '') return { ok: false, reason: agentAuthFailures.missing };
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
  // Stryker disable next-line ObjectLiteral: message: {} loses only the sandbox reason text; the answer is the same 401
  if (!match?.[1]) return { ok: false, reason: agentAuthFailures.notBearer };
  // Looked up by digest: the stored key is a hash, so the lookup time tells nothing about the token itself.
  const key = accessTokenKey(match[1]);
  return deps.store.read((data) => {
    const token = rowById(data.agentTokens, key);
    // Stryker disable next-line ObjectLiteral: message: {} loses only the sandbox reason text; the answer is the same 401
    if (!token) return { ok: false as const, reason: agentAuthFailures.unknownToken };
    const agent = rowById(data.agents, token.agentId);
    return agent ? { ok: true as const, agent } : { ok: false as const, reason: agentAuthFailures.agentGone };
  });
}

/**
 * Middleware for `/agents/me*` (`AgentAuth`, part 5; production: HTTP Bearer with the redeemed access token).
 * Platform Basic credentials are not accepted here. The agent is left in `ctx.state.agent`.
 */
export function requireAgentAuth(deps: AppDeps): Middleware {
  return async (ctx, next) => {
    const result = await agentOfAuthorization(deps, ctx.req.headersDistinct['authorization']);
    if (!result.ok) {
      // Stryker disable next-line ObjectLiteral: outside the document: the WWW-Authenticate header and the sandbox reason are not shown (5: AgentAuth format not shown)
      throw documentedError('UNAUTHORIZED', 'Agent credentials are missing or invalid.', {
        // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the WWW-Authenticate header is not shown (5: AgentAuth format not shown)
        headers: { 'WWW-Authenticate': 'Bearer realm="agent"' },
        // Stryker disable next-line ObjectLiteral: message: the sandbox reason text of a refused agent call is not fixed
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
  // Stryker disable next-line StringLiteral: defensive: thrown only for a route registered without requireAgentAuth, which no request can cause
  if (!agent) throw new Error('agent route registered without requireAgentAuth');
  return agent;
}
