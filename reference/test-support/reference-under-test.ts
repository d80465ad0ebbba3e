import { request } from 'undici';
import type { Clock } from '../clock.ts';
import { defaultConfig, type ReferenceConfig } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import { startReference } from '../server.ts';
import { createMemoryStore } from '../store/memory-store.ts';
import type { Store } from '../store/store.ts';
import type { ReferenceRules } from '../rules.ts';

/** One answer, read completely. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; `undefined` when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (no Content-Type unless given in `headers`). */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** `Authorization` header: the platform credentials by default; `null` sends none. */
  authorization?: string | null;
}

export interface ReferenceUnderTest {
  url: string;
  config: ReferenceConfig;
  store: Store;
  /** Lines the server logged as errors. */
  errorLog: string[];
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** `Basic` header value for a user and password. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** Starts a reference on an ephemeral port with a memory store (unless one is given) and a capturing logger. */
export async function startReferenceUnderTest(
  options: { config?: Partial<ReferenceConfig>; store?: Store; clock?: Clock; rules?: ReferenceRules } = {},
): Promise<ReferenceUnderTest> {
  const config = defaultConfig(options.config);
  const store = options.store ?? createMemoryStore();
  const errorLog: string[] = [];
  const logger: Logger = { info: () => {}, error: (line) => errorLog.push(line) };
  const running = await startReference({
    config,
    store,
    port: 0,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const platformAuthorization = basicAuthorization(config.clientId, config.clientSecret);

  async function call(method: string, path: string, callOptions: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...callOptions.headers };
    const authorization = callOptions.authorization === undefined ? platformAuthorization : callOptions.authorization;
    if (authorization !== null) headers['authorization'] = authorization;
    let body = callOptions.body;
    if (callOptions.json !== undefined) {
      body = JSON.stringify(callOptions.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await request(`${running.url}${path}`, {
      method: method as 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.body.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, headers: response.headers, text, json };
  }

  return { url: running.url, config, store, errorLog, call, close: running.close };
}
