/**
 * The preflight: a few cheap checks before any test, so that a run against a misconfigured target ends in one line
 * naming the cause (exit 2) instead of hundreds of per-request errors. Each check is a documented operation of spec/,
 * called by id through the suite's own client (same timeouts, same redaction).
 */
import { apiVersion } from '../../spec/enums.ts';
import { operation } from '../../spec/operations.ts';
import type { OperationId } from '../../spec/keys/index.ts';
import { ApiClient, type ApiResponse, type AuthMode } from '../http/client.ts';
import { Redactor } from '../http/redact.ts';
import { TransportError } from '../http/transport-error.ts';

export interface PreflightTarget {
  readonly baseUrl: string;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string; readonly agentToken?: string };
  readonly timeoutMs: number;
}

/** `problem` is one line: the cause, then what to check. It never holds a secret. */
export type PreflightResult = { readonly ok: true; readonly checks: readonly string[] } | { readonly ok: false; readonly problem: string };

/** A documented Basic-auth read with no parameter and no side effect: the cheapest proof that credentials work. */
export const platformCheckOperation: OperationId = 'getEndUserTerms';
/** The agent's own profile: a read any valid agent token may make. */
export const agentCheckOperation: OperationId = 'getAgentMe';

const credentialStatuses = new Set([401, 403]);

function describeCall(id: OperationId): string {
  const op = operation(id);
  return `${op.method.toUpperCase()} ${op.path}`;
}

/** The cause of a transport failure in the words a person checks: refused, unknown host, timeout... */
function unreachable(baseUrl: string, error: TransportError, timeoutMs: number): string {
  const what =
    error.code === 'timeout'
      ? `no answer within ${timeoutMs} ms`
      : error.code === 'ECONNREFUSED'
        ? 'the connection was refused'
        : error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'
          ? 'the host name does not resolve'
          : `${error.code}`;
  return `cannot reach the base URL ${baseUrl}: ${what}; check the URL, that the server is running and that this machine can reach it (--timeout raises the wait)`;
}

/**
 * Runs the checks in order and stops at the first that fails: the base URL ends in the version segment, answers HTTP,
 * accepts the platform credentials, and accepts the agent token when one is given.
 */
export async function preflight(target: PreflightTarget): Promise<PreflightResult> {
  const { baseUrl, credentials, timeoutMs } = target;
  const segments = new URL(baseUrl).pathname.split('/').filter((s) => s !== '');
  if (segments.at(-1) !== apiVersion) {
    return {
      ok: false,
      problem: `the base URL ${baseUrl} does not end in the version segment ${apiVersion}; the interface is served under {base_url}/${apiVersion} (part 9)`,
    };
  }
  const redactor = new Redactor({ secrets: [credentials.clientSecret, credentials.agentToken] });
  const client = new ApiClient({ baseUrl, timeoutMs, credentials, redactor });
  const send = async (id: OperationId, auth: AuthMode): Promise<ApiResponse | string> => {
    try {
      return await client.call(id as 'getEndUserTerms', { auth });
    } catch (error) {
      if (error instanceof TransportError) return unreachable(baseUrl, error, timeoutMs);
      throw error;
    }
  };

  const checks: string[] = [];
  const platform = await send(platformCheckOperation, 'platform');
  if (typeof platform === 'string') return { ok: false, problem: platform };
  const call = describeCall(platformCheckOperation);
  if (credentialStatuses.has(platform.status)) {
    return {
      ok: false,
      problem: `the platform credentials are refused: ${call} answered ${platform.status}; check the client id and secret (CONFORMANCE_CLIENT_ID, CONFORMANCE_CLIENT_SECRET) and that they belong to this deployment`,
    };
  }
  if (platform.status === 404) {
    return {
      ok: false,
      problem: `the base URL answers, but not with the interface: ${call} answered 404; check the path before /${apiVersion}`,
    };
  }
  if (platform.status >= 500) {
    return { ok: false, problem: `the deployment is failing: ${call} answered ${platform.status}; check its health before running the suite` };
  }
  checks.push(`${call} answered ${platform.status} with the platform credentials`);

  if (credentials.agentToken !== undefined) {
    const agent = await send(agentCheckOperation, 'agent');
    if (typeof agent === 'string') return { ok: false, problem: agent };
    if (credentialStatuses.has(agent.status)) {
      return {
        ok: false,
        problem: `the agent token is refused: ${describeCall(agentCheckOperation)} answered ${agent.status}; check CONFORMANCE_AGENT_TOKEN (it may have expired)`,
      };
    }
    checks.push(`${describeCall(agentCheckOperation)} answered ${agent.status} with the agent token`);
  }
  return { ok: true, checks };
}
