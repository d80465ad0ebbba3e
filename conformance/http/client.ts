import { Agent, type Dispatcher } from 'undici';
import type { OperationId } from '../../spec/keys/index.ts';
import type { Exchange } from './exchange.ts';
import { operationRequest, type OperationCallArgs } from './operation-request.ts';
import { DEFAULT_DRAIN_BYTES, DEFAULT_KEEP_BYTES } from './body.ts';
import { send, SendTimeout, type Incoming } from './send.ts';
import { curlLine, type CurlAuth } from './curl.ts';
import type { Redactor } from './redact.ts';
import { retryAfterMs } from './retry-after.ts';
import { currentPacer, type Pacer } from './pacing.ts';
import { TransportError } from './transport-error.ts';
import { abortableWait } from './abortable-wait.ts';
import { withoutTrailingSlash } from './url-normaliser.ts';
import { SetupError } from '../engine/setup-error.ts';

/**
 * How a request authenticates.
 * - `platform`: HTTP Basic with the run's client id and secret (part 5, BasicAuth). The default.
 * - `agent`: the run's agent token as a Bearer token (production facts: AgentAuth is HTTP bearer).
 * - `none`: no Authorization header (one given in `headers` is still sent).
 * - `{ basic }` / `{ bearer }`: explicit, usually wrong, credentials built by a test.
 */
export type AuthMode =
  | 'platform'
  | 'agent'
  | 'none'
  | { readonly basic: { readonly user: string; readonly password: string } }
  | { readonly bearer: string };

export type QueryValue = string | number | boolean;

export interface RequestOptions {
  readonly query?: Readonly<Record<string, QueryValue | readonly QueryValue[] | undefined>>;
  /** Serialised as the JSON body, with `content-type: application/json`. */
  readonly json?: unknown;
  /** A raw body (sent as is; set the content-type in `headers`), or a multipart form. */
  readonly body?: string | Uint8Array | FormData;
  /** Extra headers; they win over the client's defaults, including the Authorization header. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly auth?: AuthMode;
  /**
   * Retry once after a 429, waiting as `Retry-After` asks (capped); a second 429 throws a TransportError (default
   * true). Tests about rate limiting turn it off and see the 429.
   */
  readonly retryOn429?: boolean;
  /** Overrides the client's per-request timeout. */
  readonly timeoutMs?: number;
}

export interface ApiRequest extends RequestOptions {
  readonly method: string;
  /** The operation of spec/ this request calls, when the caller named it (see `call`). */
  readonly operationId?: string;
  /** Path below the base URL, starting with `/` (an absolute http(s) URL is used as is). */
  readonly path: string;
}

export interface ApiResponse {
  readonly status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as UTF-8 text (at most the kept bytes). */
  readonly text: string;
  /** The parsed body when it is JSON, else undefined. */
  readonly json: unknown;
  /** True when the body was larger than the client keeps; `text` is then a prefix. */
  readonly truncated: boolean;
  readonly bodyBytes: number;
  readonly durationMs: number;
}

/** An exchange as recorded, with a note when the client did something on its own (the 429 retry). */
export type RecordedExchange = Exchange;

export interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly agentToken?: string;
}

export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly credentials: ClientCredentials;
  readonly redactor: Redactor;
  /** Receives every exchange, already redacted. */
  readonly recorder?: (exchange: RecordedExchange) => void;
  /**
   * Receives every exchange as a function that redacts and formats it (once) when called: a keeper that shows only
   * some exchanges (a failed test's) pays only for those. What the function returns is what `recorder` receives.
   */
  readonly recordLater?: (exchange: () => RecordedExchange) => void;
  /** Refuses a request before it is sent (throws), e.g. one that would move real money (`money-guard.ts`). */
  readonly guard?: (request: { readonly operationId: string | undefined; readonly json?: unknown }) => void;
  /** Names the operation of a request without `operationId` (absolute URL), for the record and `onResponse`. */
  readonly operationOf?: (method: string, url: string) => string | undefined;
  /**
   * Receives every answer, unredacted, once, before the test sees it (the automatic response check). What it throws
   * reaches the test as the request's failure.
   */
  readonly onResponse?: (request: AnsweredRequest, response: ApiResponse) => void;
  /** Defaults to a keep-alive agent shared by every client of the process. */
  readonly dispatcher?: Dispatcher;
  /**
   * Requests every client of the process may have in flight at once, which the shared agent opens as many
   * connections for (default `defaultConnections`); not used with `dispatcher`.
   */
  readonly connections?: number;
  /** Aborts every request in flight and refuses new ones (the test ended or timed out). */
  readonly signal?: AbortSignal;
  /** When requests may leave (the run's rate and shared pauses); default: this process's (`pacing.ts`). */
  readonly pacer?: Pacer;
  /** Longest wait honoured for a `Retry-After` (default 5 s). */
  readonly retryAfterCapMs?: number;
  readonly keepBodyBytes?: number;
  readonly drainBodyBytes?: number;
}

/** The request an answer came to, as `onResponse` receives it. */
export interface AnsweredRequest {
  readonly method: string;
  /** Absolute URL, query included. */
  readonly url: string;
  readonly operationId?: string;
}

/** Response bodies longer than this are cut in the recorded exchange (the test still sees the kept bytes). */
export const RECORDED_BODY_CHARS = 32 * 1024;

/** Connections to one origin when the client is not told how many requests its process may have in flight. */
export const defaultConnections = 16;
const shared = new Map<number, Agent>();
/**
 * One keep-alive pool per process (per connection limit): tests of a file reuse connections instead of opening one per
 * request. A request beyond the limit waits for a connection, so the limit is what the process may have in flight: a
 * smaller one would queue, inside the runner, requests the run's plan sends at once.
 */
function sharedDispatcher(connections: number): Agent {
  let agent = shared.get(connections);
  if (agent === undefined) {
    agent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 30_000, connections });
    shared.set(connections, agent);
  }
  return agent;
}

/**
 * The suite's HTTP client. Every exchange is recorded (redacted, with a curl line); a failure to talk to the server
 * throws a TransportError (outcome `error`), never an assertion failure.
 */
export class ApiClient {
  readonly redactor: Redactor;
  readonly #options: ApiClientOptions;
  readonly #baseUrl: string;
  #requests = 0;
  /** The aborts of the requests in flight, called together when `signal` aborts. */
  readonly #inFlight = new Set<(reason: unknown) => void>();
  /** The platform's Authorization header, encoded once: most requests carry it. */
  readonly #platformAuthorization: string;

  constructor(options: ApiClientOptions) {
    this.#options = options;
    this.redactor = options.redactor;
    this.#baseUrl = withoutTrailingSlash(options.baseUrl);
    this.#platformAuthorization = basic(options.credentials.clientId, options.credentials.clientSecret);
    // One listener for the client, not a combined signal per request (`AbortSignal.any` costs per call and in GC).
    const external = options.signal;
    external?.addEventListener('abort', () => this.#inFlight.forEach((abort) => abort(external.reason)), {
      once: true,
    });
  }

  /** Requests sent so far, retries included. */
  get requestCount(): number {
    return this.#requests;
  }

  get(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.request({ ...options, method: 'GET', path });
  }
  post(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.request({ ...options, method: 'POST', path });
  }
  put(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.request({ ...options, method: 'PUT', path });
  }
  patch(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.request({ ...options, method: 'PATCH', path });
  }
  delete(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.request({ ...options, method: 'DELETE', path });
  }

  /** Calls operation `id` of spec/, its path parameters filled in from `params`. */
  call<Id extends OperationId>(id: Id, ...[options]: OperationCallArgs<Id>): Promise<ApiResponse> {
    return this.request(operationRequest<Id>(id, ...([options] as OperationCallArgs<Id>)));
  }

  async request(req: ApiRequest): Promise<ApiResponse> {
    const target = this.#url(req);
    const url = target.href;
    this.#options.guard?.({ operationId: this.#operationId(req, url), json: req.json });
    const first = await this.#once(req, target);
    if (first.status !== 429 || req.retryOn429 === false || isVerdict429(first)) return first;
    const header = first.headers['retry-after'];
    const waitMs = retryAfterMs(header, this.#options.retryAfterCapMs ?? 5_000);
    // The server asked the client, not this test, to slow down: every worker of the run holds its requests as long.
    this.#pacer.pause(waitMs);
    await abortableWait(waitMs, this.#options.signal, 'waiting for Retry-After');
    const shown = header === undefined ? 'none' : JSON.stringify(header);
    const second = await this.#once(req, target, `retried once after 429: waited ${waitMs} ms (Retry-After: ${shown})`);
    if (second.status !== 429) return second;
    // Still rate limited after the wait it asked for: the deployment declined to serve the request, so nothing the
    // test checks can be judged (outcome `error`, not `fail`), and a property stops here instead of shrinking through
    // a wait per run.
    throw new TransportError(
      `${req.method.toUpperCase()} ${this.redactor.url(url)}: still rate limited (429) after waiting ${waitMs} ms as Retry-After asked`,
      'rate-limited',
    );
  }

  async #once(req: ApiRequest, target: URL, note?: string): Promise<ApiResponse> {
    const url = target.href;
    const external = this.#options.signal;
    if (external?.aborted) throw new TransportError(`${req.method} ${req.path}: the test has ended`, 'aborted');
    const { headers, auth } = this.#headers(req);
    const prepared = requestBody(req);
    // Only a multipart body is encoded asynchronously: the others leave without an extra turn of the event loop.
    const body = prepared instanceof Promise ? await prepared : prepared;
    // #headers lower-cases every name.
    if (body.contentType && headers['content-type'] === undefined) headers['content-type'] = body.contentType;

    await this.#pacer.turn(external);
    const timeoutMs = req.timeoutMs ?? this.#options.timeoutMs;
    const started = performance.now();
    this.#requests += 1;
    const sending = send(
      this.#options.dispatcher ?? sharedDispatcher(this.#options.connections ?? defaultConnections),
      {
        origin: target.origin,
        path: target.search === '' ? target.pathname : `${target.pathname}${target.search}`,
        method: req.method.toUpperCase() as Dispatcher.HttpMethod,
        headers,
        ...(body.payload === undefined ? {} : { body: body.payload }),
        timeoutMs,
        keepBytes: this.#options.keepBodyBytes ?? DEFAULT_KEEP_BYTES,
        drainBytes: this.#options.drainBodyBytes ?? DEFAULT_DRAIN_BYTES,
      },
    );
    this.#inFlight.add(sending.abort);
    if (external?.aborted) sending.abort(external.reason);

    let received: Incoming;
    try {
      received = await sending.answer;
    } catch (error) {
      const failure = this.#transportError(req, url, error, timeoutMs);
      // An answer that broke off in its body is recorded with the status and headers that came.
      const head = sending.head;
      this.#record({
        req,
        url,
        headers,
        body,
        auth,
        note,
        status: head?.status,
        responseHeaders: head?.headers,
        durationMs: performance.now() - started,
        transportError: failure.message,
      });
      throw failure;
    } finally {
      this.#inFlight.delete(sending.abort);
    }
    const { status, headers: responseHeaders } = received;
    const durationMs = performance.now() - started;
    const text = received.body.bytes.toString('utf8');
    const response: ApiResponse = {
      status,
      headers: responseHeaders,
      text,
      json: parseJson(text),
      truncated: received.body.truncated,
      bodyBytes: received.body.totalBytes,
      durationMs,
    };
    this.#record({ req, url, headers, body, auth, note, status, responseHeaders, durationMs, response });
    const operationId = this.#operationId(req, url);
    this.#options.onResponse?.(
      { method: req.method.toUpperCase(), url, ...(operationId === undefined ? {} : { operationId }) },
      response,
    );
    return response;
  }

  get #pacer(): Pacer {
    return this.#options.pacer ?? currentPacer();
  }

  #operationId(req: ApiRequest, url: string): string | undefined {
    return req.operationId ?? this.#options.operationOf?.(req.method.toUpperCase(), url);
  }

  #url(req: ApiRequest): URL {
    const absolute = /^https?:\/\//i.test(req.path);
    if (!absolute && !req.path.startsWith('/')) {
      throw new SetupError(`request path must start with "/": ${req.path}`);
    }
    const url = new URL(absolute ? req.path : this.#baseUrl + req.path);
    for (const [name, value] of Object.entries(req.query ?? {})) {
      if (value === undefined) continue;
      const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
      for (const v of values) url.searchParams.append(name, String(v));
    }
    return url;
  }

  #headers(req: ApiRequest): { headers: Record<string, string>; auth: CurlAuth } {
    const headers: Record<string, string> = { accept: 'application/json' };
    const mode = req.auth ?? 'platform';
    let auth: CurlAuth = 'other';
    const { agentToken } = this.#options.credentials;
    if (mode === 'platform') {
      headers['authorization'] = this.#platformAuthorization;
      auth = 'platform';
    } else if (mode === 'agent') {
      if (agentToken === undefined) {
        throw new SetupError('this request needs an agent token: pass --agent-token (or CONFORMANCE_AGENT_TOKEN)');
      }
      headers['authorization'] = `Bearer ${agentToken}`;
      auth = 'agent';
    } else if (mode !== 'none') {
      headers['authorization'] =
        'basic' in mode ? basic(mode.basic.user, mode.basic.password) : `Bearer ${mode.bearer}`;
      // The record redacts every bearer token (an agent's is a secret): the curl line names it by the variable, so it
      // runs as printed once the variable holds the token.
      if ('bearer' in mode) auth = 'agent';
    }
    for (const [name, value] of Object.entries(req.headers ?? {})) {
      const lower = name.toLowerCase();
      if (lower === 'authorization') auth = 'other';
      headers[lower] = value;
    }
    return { headers, auth };
  }

  #transportError(req: ApiRequest, url: string, error: unknown, timeoutMs: number): TransportError {
    const where = `${req.method.toUpperCase()} ${this.redactor.url(url)}`;
    const code = (error as { code?: unknown })?.code;
    if (error instanceof SendTimeout || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new TransportError(`${where}: timeout after ${timeoutMs} ms`, 'timeout', { cause: error });
    }
    if (this.#options.signal?.aborted) {
      return new TransportError(`${where}: aborted, the test has ended`, 'aborted', { cause: error });
    }
    const text = this.redactor.text(error instanceof Error ? error.message : String(error));
    // undici's parser errors carry no code; their class name says what happened.
    const name = typeof code === 'string' ? code : error instanceof Error ? error.name : 'transport';
    return new TransportError(`${where}: ${name}: ${text}`, name, { cause: error });
  }

  #record(r: ExchangeFacts): void {
    const { recorder, recordLater } = this.#options;
    if (recorder) recorder(this.#recorded(r));
    if (recordLater) {
      let made: RecordedExchange | undefined;
      recordLater(() => (made ??= this.#recorded(r)));
    }
  }

  /** The exchange as a report shows it: redacted, bodies cut, with a curl line. */
  #recorded(r: ExchangeFacts): RecordedExchange {
    const red = this.redactor;
    const method = r.req.method.toUpperCase();
    const url = red.url(r.url);
    const requestHeaders = red.headers(r.headers);
    const requestBody = r.body.recorded === undefined ? undefined : red.body(r.body.recorded);
    const formFields = r.body.formFields?.map((f) => red.text(f));
    let responseBody: string | undefined;
    if (r.response) {
      const cut = r.response.text.length > RECORDED_BODY_CHARS || r.response.truncated;
      const shown = red.body(r.response.text.slice(0, RECORDED_BODY_CHARS));
      responseBody = cut ? `${shown}\n[... truncated: ${r.response.bodyBytes} bytes received]` : shown;
    }
    const operationId = this.#operationId(r.req, r.url);
    return {
      ...(operationId === undefined ? {} : { operationId }),
      method,
      url,
      requestHeaders,
      ...(requestBody === undefined ? {} : { requestBody }),
      ...(r.status === undefined ? {} : { status: r.status }),
      ...(r.responseHeaders === undefined ? {} : { responseHeaders: red.headers(r.responseHeaders) }),
      ...(responseBody === undefined ? {} : { responseBody }),
      durationMs: Math.round(r.durationMs),
      ...(r.transportError === undefined ? {} : { transportError: r.transportError }),
      ...(r.note === undefined ? {} : { note: r.note }),
      curl: curlLine({
        method,
        url,
        headers: requestHeaders,
        ...(requestBody === undefined ? {} : { body: requestBody }),
        ...(formFields === undefined ? {} : { formFields }),
        auth: r.auth,
      }),
    };
  }
}

/** What the client knows of one exchange, unredacted: kept only in memory until a record of it is made. */
interface ExchangeFacts {
  readonly req: ApiRequest;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: PreparedBody;
  readonly auth: CurlAuth;
  readonly note: string | undefined;
  readonly status: number | undefined;
  readonly responseHeaders: Record<string, string> | undefined;
  readonly durationMs: number;
  readonly response?: ApiResponse;
  readonly transportError?: string;
}

interface PreparedBody {
  readonly payload?: string | Uint8Array;
  readonly contentType?: string;
  /** The body as it is recorded (before redaction). */
  readonly recorded?: string;
  readonly formFields?: readonly string[];
}

function requestBody(req: ApiRequest): PreparedBody | Promise<PreparedBody> {
  if (req.json !== undefined && req.body !== undefined) {
    throw new SetupError(`${req.method} ${req.path}: give either json or body, not both`);
  }
  if (req.json !== undefined) {
    const text = JSON.stringify(req.json);
    return { payload: text, contentType: 'application/json', recorded: text };
  }
  const body = req.body;
  if (body === undefined) return {};
  if (typeof body === 'string') return { payload: body, recorded: body };
  if (body instanceof FormData) return multipartBody(body);
  return { payload: body, recorded: describeBytes(body) };
}

async function multipartBody(body: FormData): Promise<PreparedBody> {
  const formFields: string[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') formFields.push(`${name}=${value}`);
    else formFields.push(`${name}=@${value.name || 'file'};type=${value.type || 'application/octet-stream'}`);
  }
  const summary = [...body.entries()]
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${name}=${value}`
        : `${name}=<file ${value.name}, ${value.size} bytes, ${value.type}>`,
    )
    .join('\n');
  // Encoded here with the platform's own encoder: undici's request() only takes its own FormData class.
  const encoded = new Response(body);
  const payload = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return { payload, contentType, recorded: `[multipart/form-data]\n${summary}`, formFields };
}

function describeBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `[${bytes.byteLength} bytes of binary data]`;
  }
}

function basic(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A 429 that is an answer, not a request to slow down: `DAILY_VOLUME_LIMIT_EXCEEDED` (7.5, 8) refuses the transfer
 * itself, and sending it again would move money once the limit resets.
 */
function isVerdict429(response: ApiResponse): boolean {
  const code = (response.json as { code?: unknown } | undefined)?.code;
  return code === 'DAILY_VOLUME_LIMIT_EXCEEDED';
}
