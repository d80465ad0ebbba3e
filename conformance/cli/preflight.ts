/**
 * The preflight: a few cheap checks before any test, so that a run against a misconfigured target ends in one line
 * naming the cause (exit 2) instead of hundreds of per-request errors. Each check is a documented operation of spec/,
 * called by id through the suite's own client (same timeouts, same redaction).
 */
import { apiVersion } from '../../spec/enums.ts';
import { errorCode, errorEnvelopeRequired } from '../../spec/errors.ts';
import { operationById } from '../../spec/openapi/document.ts';
import { validateSchema } from '../../spec/schemas.ts';
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
export type PreflightResult =
  | { readonly ok: true; readonly checks: readonly string[] }
  | { readonly ok: false; readonly problem: string };

/** A documented Basic-auth read with no parameter and no side effect: the cheapest proof that credentials work. */
export const platformCheckOperation: OperationId = 'getEndUserTerms';
/** The agent's own profile: a read any valid agent token may make. */
export const agentCheckOperation: OperationId = 'getAgentMe';

const credentialStatuses = new Set([401, 403]);
/** 7.2: a request without credentials is refused with this code and its status. */
const unauthorized = errorCode('UNAUTHORIZED');

const isJsonContentType = (value: string | undefined): boolean =>
  value !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(value.trim());

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line === '' ? 'an empty body' : JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line);
}

/** A redirect named as one, with where it points: the suite never follows one, so the base URL is likely wrong. */
function redirected(call: string, answer: ApiResponse): string | undefined {
  if (answer.status < 300 || answer.status > 399) return undefined;
  const location = answer.headers['location'];
  return `the base URL redirects: ${call} answered ${answer.status}${location === undefined ? ' with no Location' : ` to ${location}`}; use the URL the deployment serves the interface at (the suite follows no redirect)`;
}

/**
 * What in a success answer of `id` is not the interface's: not JSON, or not the schema the document gives the answer
 * (the response schema of the operation in `spec/`). Undefined when the answer is the interface's.
 */
function notTheInterface(id: OperationId, answer: ApiResponse): string | undefined {
  const call = describeCall(id);
  const contentType = answer.headers['content-type'];
  if (!isJsonContentType(contentType) || answer.json === undefined) {
    return `the base URL answers, but not with the interface: ${call} answered ${answer.status} with ${contentType ?? 'no content type'} and ${excerpt(answer.text)}, not JSON; check the path before /${apiVersion}`;
  }
  const responses = operationById(id).operation['responses'] as Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string } }> }
  >;
  const ref = responses[String(answer.status)]?.content?.['application/json']?.schema?.$ref;
  const violations = ref === undefined ? [] : validateSchema(ref.split('/').at(-1)!, answer.json);
  if (violations.length > 0) {
    return `the base URL answers, but not with the interface: ${call} answered ${answer.status} with JSON the document does not give (${violations[0]!.message}); check the path before /${apiVersion}`;
  }
  return undefined;
}

/**
 * A request without credentials must be refused as 7.2 says: 401 and the part-7 envelope. A server answering every
 * path alike (a web server's default page, a catch-all) answers it as it answers the rest. Which code the envelope
 * carries is left to the auth tests: the preflight recognises the interface, it does not judge it.
 */
function notRefusedAsDocumented(answer: ApiResponse): string | undefined {
  const call = describeCall(platformCheckOperation);
  const body = answer.json as Record<string, unknown> | undefined;
  const members =
    body !== null && typeof body === 'object'
      ? errorEnvelopeRequired.filter((m) => !(m in body))
      : [...errorEnvelopeRequired];
  if (
    answer.status === unauthorized.status &&
    isJsonContentType(answer.headers['content-type']) &&
    members.length === 0
  )
    return undefined;
  const got = members.length > 0 ? `${excerpt(answer.text)}, lacking ${members.join(', ')}` : 'the error envelope';
  return `the base URL answers, but not with the interface: ${call} without credentials answered ${answer.status} with ${got}, where the interface refuses it with ${unauthorized.status} and the error envelope (7.2); check the path before /${apiVersion}`;
}

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
    return {
      ok: false,
      problem: `the deployment is failing: ${call} answered ${platform.status}; check its health before running the suite`,
    };
  }
  const wrongAnswer =
    redirected(call, platform) ??
    (platform.status < 300 ? notTheInterface(platformCheckOperation, platform) : undefined);
  if (wrongAnswer !== undefined) return { ok: false, problem: wrongAnswer };
  const anonymous = await send(platformCheckOperation, 'none');
  if (typeof anonymous === 'string') return { ok: false, problem: anonymous };
  const notRefused = redirected(`${call} without credentials`, anonymous) ?? notRefusedAsDocumented(anonymous);
  if (notRefused !== undefined) return { ok: false, problem: notRefused };
  checks.push(`${call} answered ${platform.status} with the platform credentials, ${anonymous.status} without`);

  if (credentials.agentToken !== undefined) {
    const agent = await send(agentCheckOperation, 'agent');
    if (typeof agent === 'string') return { ok: false, problem: agent };
    if (credentialStatuses.has(agent.status)) {
      return {
        ok: false,
        problem: `the agent token is refused: ${describeCall(agentCheckOperation)} answered ${agent.status}; check CONFORMANCE_AGENT_TOKEN (it may have expired)`,
      };
    }
    const agentWrong =
      redirected(describeCall(agentCheckOperation), agent) ??
      (agent.status < 300 ? notTheInterface(agentCheckOperation, agent) : undefined);
    if (agentWrong !== undefined) return { ok: false, problem: agentWrong };
    checks.push(`${describeCall(agentCheckOperation)} answered ${agent.status} with the agent token`);
  }
  return { ok: true, checks };
}
