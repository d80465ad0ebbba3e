/**
 * One request through an undici dispatcher, with a handler of our own instead of undici's `request()`: the answer's
 * body goes straight into a capped buffer (`body.ts`), not through a Node stream, and the request is aborted through
 * undici's controller, not through an `AbortSignal` made per request: in a loop of requests that wrapping cost about
 * as much CPU as undici's dispatch itself. The semantics are `request()`'s (the same errors, the same timeouts).
 */
import type { Dispatcher } from 'undici';
import { CappedBodyReader, type CappedBody } from './body.ts';

export interface Outgoing {
  /** `http://host:port`, as `URL.origin` gives it. */
  readonly origin: string;
  /** Path and query, as `URL.pathname + URL.search` give them. */
  readonly path: string;
  /** Upper case. */
  readonly method: Dispatcher.HttpMethod;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** The whole exchange, headers and body, ends in a `SendTimeout` after this long. */
  readonly timeoutMs: number;
  /** Bytes of the body kept; the rest is read and dropped up to `drainBytes`, past which the connection is abandoned. */
  readonly keepBytes: number;
  readonly drainBytes: number;
}

export interface Incoming {
  readonly status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  readonly headers: Record<string, string>;
  readonly body: CappedBody;
}

/** The exchange took longer than its `timeoutMs`. */
export class SendTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms`);
    this.name = 'SendTimeout';
  }
}

export interface Sending {
  readonly answer: Promise<Incoming>;
  /** The answer's status and headers once they came, also when its body then failed. */
  readonly head: { readonly status: number; readonly headers: Record<string, string> } | undefined;
  /** Ends the exchange: `answer` rejects with `reason` (at once, even before a connection was made). */
  abort(reason: unknown): void;
}

/** Sends `outgoing` and reads its answer. */
export function send(dispatcher: Dispatcher, outgoing: Outgoing): Sending {
  let controller: Dispatcher.DispatchController | undefined;
  /** Set once the exchange has its outcome; later callbacks of undici change nothing. */
  let settled = false;
  let abortReason: { reason: unknown } | undefined;
  let status = 0;
  let headers: Record<string, string> = {};
  let reader: CappedBodyReader | undefined;
  let resolveAnswer!: (answer: Incoming) => void;
  let rejectAnswer!: (error: unknown) => void;
  const answer = new Promise<Incoming>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });

  const abort = (reason: unknown): void => {
    if (settled) return;
    abortReason = { reason };
    fail(reason);
    // Undici hands the controller over once the request has a connection; until then it is aborted there.
    controller?.abort(reason instanceof Error ? reason : new Error(String(reason)));
  };
  const timer = setTimeout(() => abort(new SendTimeout(outgoing.timeoutMs)), outgoing.timeoutMs);
  function fail(error: unknown): void {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    rejectAnswer(error);
  }
  function succeed(): void {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    resolveAnswer({
      status,
      headers,
      body: (reader ?? new CappedBodyReader(outgoing.keepBytes, outgoing.drainBytes)).body,
    });
  }

  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(c) {
      controller = c;
      if (abortReason !== undefined)
        c.abort(abortReason.reason instanceof Error ? abortReason.reason : new Error(String(abortReason.reason)));
    },
    onResponseStart(_c, statusCode, responseHeaders) {
      // An informational answer (1xx) precedes the answer itself, as undici's request() skips it.
      if (statusCode < 200) return;
      status = statusCode;
      headers = flattenHeaders(responseHeaders);
      reader = new CappedBodyReader(outgoing.keepBytes, outgoing.drainBytes);
    },
    onResponseData(c, chunk) {
      if (reader === undefined || settled) return;
      if (!reader.push(chunk)) {
        // Past the drain limit: the answer is what was kept, and the connection is given up instead of read on.
        succeed();
        c.abort(new Error('response body past the drain limit'));
      }
    },
    onResponseEnd() {
      succeed();
    },
    onResponseError(_c, error) {
      fail(abortReason?.reason ?? error);
    },
  };
  try {
    dispatcher.dispatch(
      {
        origin: outgoing.origin,
        path: outgoing.path,
        method: outgoing.method,
        headers: outgoing.headers,
        ...(outgoing.body === undefined ? {} : { body: outgoing.body }),
        headersTimeout: outgoing.timeoutMs,
        bodyTimeout: outgoing.timeoutMs,
      },
      handler,
    );
  } catch (error) {
    fail(error);
  }
  return {
    answer,
    abort,
    get head() {
      return reader === undefined ? undefined : { status, headers };
    },
  };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
