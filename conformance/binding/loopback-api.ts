/**
 * Test support for the binding unit tests (`*-binding.test.ts`), not used by the suite itself.
 *
 * A binding's defaults are read against a deployment's production shapes through the suite's real {@link ApiClient},
 * so each test file talks to a fake deployment: a `node:http` server on a free loopback port that gives the file's
 * canned answers. The server, its own undici dispatcher and the client are set up and torn down the same way in every
 * file; they live here once, and a file keeps only its canned answers (the handler).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { ApiClient, type ApiClientOptions } from '../http/client.ts';
import { Redactor } from '../http/redact.ts';

/** Answers one request of the client; it may read the request body before it answers. */
export type LoopbackHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LoopbackApiOptions extends Partial<Omit<ApiClientOptions, 'baseUrl' | 'dispatcher'>> {
  /** Path prefix of the client's base URL, as a deployment's version path (default `/v`). */
  readonly basePath?: string;
}

export interface LoopbackApi {
  /** A client whose base URL is the server's address plus the base path. */
  readonly api: ApiClient;
  /** The client's base URL, `http://127.0.0.1:<port><basePath>`. */
  readonly baseUrl: string;
  /** Closes the client's dispatcher, then the server. */
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 (port 0) that answers with `handle`, and an {@link ApiClient} on it with test
 * credentials (`id` / `secret`), a one-second timeout, a fresh {@link Redactor} and a dispatcher of its own. `options`
 * overrides any of these client options.
 */
export async function startLoopbackApi(
  handle: LoopbackHandler,
  options: LoopbackApiOptions = {},
): Promise<LoopbackApi> {
  const { basePath = '/v', ...clientOptions } = options;
  const server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const dispatcher = new Agent();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  const api = new ApiClient({
    timeoutMs: 1000,
    credentials: { clientId: 'id', clientSecret: 'secret' },
    redactor: new Redactor(),
    ...clientOptions,
    baseUrl,
    dispatcher,
  });
  return {
    api,
    baseUrl,
    async close() {
      await dispatcher.close();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
