/**
 * A webhook receiver on loopback, started by the tests that need events (part 6). It accepts every POST, answers
 * 200 at once (a receiver that dawdles would only exercise the deployment's retries) and records what arrived, byte
 * for byte, so that tests can wait for the event they expect and reports can show what came instead.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SetupError, messageOf } from '../engine/setup-error.ts';

/** One request the receiver got. */
export interface ReceivedWebhook {
  /** `performance.now()` when the body was complete. */
  readonly receivedAt: number;
  readonly method: string;
  readonly path: string;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/webhooks`: where a deployment on this machine can deliver. */
  readonly url: string;
  readonly port: number;
  /** Everything received so far, in arrival order. */
  readonly received: readonly ReceivedWebhook[];
  /**
   * The first delivery (already received or still to come) that `matches`, or `undefined` when none arrives within
   * `timeoutMs`, or none has arrived once the server has settled (see {@link ReceiverOptions.settled}). A miss is the
   * test's to judge.
   */
  waitFor(matches: (delivery: ReceivedWebhook) => boolean, timeoutMs: number): Promise<ReceivedWebhook | undefined>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** Loopback port to listen on; 0 (default) for an ephemeral one. */
  readonly port?: number;
  /** Bodies larger than this are refused with 413 and not recorded (default 1 MiB). */
  readonly maxBodyBytes?: number;
  /** The status every delivery is answered with (default 200); another one makes an endpoint that refuses. */
  readonly answerStatus?: number;
  /**
   * The server's signal that nothing it has under way could send a webhook within `withinMs` (the embedded
   * reference's; a deployment has none). A wait ends with no delivery once it answers true: a delivery is recorded
   * before it is answered, so whatever the server sent before it settled has been seen. Give it only when the server
   * delivers straight to this receiver, not through a forwarder that may answer before passing a delivery on.
   */
  readonly settled?: (withinMs: number, signal: AbortSignal) => Promise<boolean>;
}

const defaultMaxBodyBytes = 1024 * 1024;

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function flatten(headers: IncomingMessage['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Starts a receiver on 127.0.0.1. Close it when the test ends. */
export async function startWebhookReceiver(options: ReceiverOptions = {}): Promise<WebhookReceiver> {
  const limit = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<(delivery: ReceivedWebhook) => void>();
  /** The settled requests of the waits under way, ended when the receiver closes. */
  const settling = new Set<AbortController>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const body = await readBody(req, limit);
    if (body === undefined) {
      res.writeHead(413).end();
      return;
    }
    const delivery: ReceivedWebhook = {
      receivedAt: performance.now(),
      method: req.method,
      path: req.url ?? '/',
      headers: flatten(req.headers),
      body,
      json: parseJson(body),
    };
    received.push(delivery);
    res.writeHead(options.answerStatus ?? 200, { 'content-type': 'application/json' }).end('{}');
    for (const waiter of [...waiters]) waiter(delivery);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400).end();
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    port,
    received,
    waitFor(matches, timeoutMs) {
      let already: ReceivedWebhook | undefined;
      try {
        already = received.find(matches);
      } catch (error) {
        return Promise.reject(error);
      }
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const quiet = new AbortController();
        const finish = (end: () => void) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          settling.delete(quiet);
          quiet.abort();
          end();
        };
        const waiter = (delivery: ReceivedWebhook) => {
          let matched: boolean;
          try {
            matched = matches(delivery);
          } catch (error) {
            // A predicate that throws ends the wait with its error rather than hiding it.
            finish(() => reject(error));
            return;
          }
          if (matched) finish(() => resolve(delivery));
        };
        const timer = setTimeout(() => finish(() => resolve(undefined)), timeoutMs);
        waiters.add(waiter);
        if (options.settled === undefined) return;
        settling.add(quiet);
        options.settled(timeoutMs, quiet.signal).then(
          (settled) => {
            // Every delivery that came before the server settled has been offered to `waiter` already.
            if (settled && !quiet.signal.aborted) finish(() => resolve(undefined));
          },
          (error: unknown) => {
            // A rejection after the wait ended is the abort of its own request; before, the wait cannot be judged.
            if (!quiet.signal.aborted)
              finish(() =>
                reject(
                  new SetupError(`whether the server has settled could not be read: ${messageOf(error)}`, {
                    cause: error,
                  }),
                ),
              );
          },
        );
      });
    },
    async close() {
      for (const waiter of waiters) waiters.delete(waiter);
      for (const quiet of settling) quiet.abort();
      settling.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
