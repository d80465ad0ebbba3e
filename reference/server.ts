import { createServer } from 'node:http';
import type { Middleware } from 'koa';
import type { AddressInfo } from 'node:net';
import { appDeps, appOf } from './app.ts';
import type { Clock } from './clock.ts';
import type { ReferenceConfig } from './config.ts';
import { answerClientError } from './http/client-error.outside-document.ts';
import type { Logger } from './http/logger.ts';
import { createMemoryStore } from './store/memory-store.ts';
import type { Store } from './store/store.ts';
import { documentRules, type ReferenceRules } from './rules.ts';
import { createQuiescence, type Quiescence } from './quiescence.ts';

export interface StartOptions {
  config: ReferenceConfig;
  /** Defaults to a fresh in-memory store. */
  store?: Store;
  clock?: Clock;
  /** Defaults to 0: an ephemeral port chosen by the system. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  logger?: Logger;
  /** Defaults to the document's rules (see `rules.ts`). */
  rules?: ReferenceRules;
  /** How long an idle keep-alive connection is kept (Node's default when absent; 0: until the client closes it). */
  keepAliveTimeoutMs?: number;
  /** Middleware around every answer (see `appOf`); none by default. */
  outerMiddleware?: readonly Middleware[];
}

export interface RunningReference {
  /** `http://<host>:<port><basePath>`: the base URL clients use. */
  url: string;
  port: number;
  /** Stops accepting connections and resolves once open ones are closed. */
  close(): Promise<void>;
  /** When nothing under way can send a webhook any more (the embedded run serves it to the suite). */
  settled: Quiescence['settled'];
}

/** How long `close()` lets in-flight requests finish before it drops their connections. */
const closeGraceMs = 2000;

/** Starts the reference on an HTTP server. */
export async function startReference(options: StartOptions): Promise<RunningReference> {
  const host = options.host ?? '127.0.0.1';
  const deps = appDeps({
    store: options.store ?? createMemoryStore(),
    config: options.config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const app = appOf(deps, options.outerMiddleware);
  const server = createServer(app.callback());
  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.on('clientError', answerClientError(options.rules ?? documentRules));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      // close() stops listening and ends idle keep-alive connections; busy ones get a grace period.
      const force = setTimeout(() => server.closeAllConnections(), closeGraceMs);
      force.unref();
      server.close((error) => {
        clearTimeout(force);
        if (error) reject(error);
        else resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return {
    url: `http://${urlHost(host)}:${port}${options.config.basePath}`,
    port,
    close,
    settled: createQuiescence(deps).settled,
  };
}

/** A host as it goes in a URL: wildcard addresses become loopback, IPv6 literals get brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
