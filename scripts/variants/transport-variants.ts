/**
 * Wire variants of HTTP and JSON themselves: how a body is written and framed, which headers come with it, how the
 * connection is kept, how fast and how often the server answers. The document asks for JSON over HTTP and states
 * nothing of these.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Middleware } from 'koa';
import { isJsonBody, serialiseJsonAnswers } from './json-answers.ts';
import { fewAnswersOfEveryKind } from './samples.ts';
import type { Variant } from './variant.ts';

const jsonBodies = {
  part: '1',
  wording: 'All request and response bodies are JSON unless stated (document upload is multipart form data).',
};

/** Sets the content type of every JSON answer. */
const jsonContentType = (value: string) => (): Middleware[] => [
  async (ctx, next) => {
    await next();
    if (isJsonBody(ctx.body) || /^application\/json\b/i.test(String(ctx.response.get('Content-Type') ?? '')))
      ctx.set('Content-Type', value);
  },
];

/** A 429 now and then: every `every`-th request, never the retry of a request it refused. */
function rateLimitedNowAndThen(every: number): Middleware {
  let count = 0;
  const refused = new Set<string>();
  return async (ctx, next) => {
    count += 1;
    const request = `${ctx.method} ${ctx.url}`;
    if (count % every === 0 && !refused.has(request)) {
      refused.add(request);
      ctx.status = 429;
      ctx.set('Retry-After', '1');
      ctx.body = {
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests; retry after the time given in Retry-After.',
      };
      return;
    }
    refused.delete(request);
    await next();
  };
}

/** Closes the connection after every `every`-th answer (`Connection: close`). */
function closingEvery(every: number): Middleware {
  let count = 0;
  return async (ctx, next) => {
    await next();
    count += 1;
    if (count % every === 0) ctx.set('Connection', 'close');
  };
}

/**
 * Outermost first when stacked (their code after `next` runs last): header names are cased once every header is set,
 * and a body is chunked once it is written out.
 */
export const transportVariants: readonly Variant[] = [
  {
    id: 'header-names-upper-case',
    freedom:
      'the header names the server sets are sent in upper case (`CONTENT-TYPE`, `CONTENT-LENGTH`, `RETRY-AFTER`)',
    leftOpenBy: {
      part: '4.2, 7.5',
      wording: 'on 429 the client waits the number of seconds in the `Retry-After` header',
    },
    seam: 'wire',
    wire: () => [
      async (ctx, next) => {
        await next();
        // Written out here, so that its length is set before the names are cased (Koa would add it later).
        if (isJsonBody(ctx.body)) ctx.body = JSON.stringify(ctx.body);
        for (const name of ctx.res.getHeaderNames()) {
          const value = ctx.res.getHeader(name);
          ctx.res.removeHeader(name);
          if (value !== undefined) ctx.res.setHeader(name.toUpperCase(), value);
        }
      },
    ],
  },
  {
    id: 'chunked-bodies',
    freedom: 'answers are sent in chunks (`Transfer-Encoding: chunked`), without `Content-Length`',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    wire: () => [
      async (ctx, next) => {
        await next();
        // A body another variant has already written out (indented JSON) is chunked as it is.
        const written =
          typeof ctx.body === 'string' ? ctx.body : isJsonBody(ctx.body) ? JSON.stringify(ctx.body) : undefined;
        if (written === undefined) return;
        const text = Buffer.from(written, 'utf8');
        const half = Math.ceil(text.length / 2);
        ctx.body = Readable.from([text.subarray(0, half), text.subarray(half)]);
      },
    ],
  },
  {
    id: 'json-pretty-printed',
    freedom: 'JSON answers are written indented, over several lines, with a final newline',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    wire: () => [serialiseJsonAnswers((body) => `${JSON.stringify(body, null, 2)}\n`)],
  },
  {
    id: 'json-content-type-without-charset',
    freedom: 'JSON answers are labelled `application/json`, without a charset parameter',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    exclusive: 'json-content-type',
    wire: jsonContentType('application/json'),
  },
  {
    id: 'json-content-type-charset-upper-case',
    freedom: 'JSON answers are labelled `application/json; charset=UTF-8` (the parameter value in upper case)',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    exclusive: 'json-content-type',
    wire: jsonContentType('Application/JSON; Charset=UTF-8'),
  },
  {
    id: 'extra-response-headers',
    freedom:
      'every answer carries headers the document does not name (a request id, cache and rate-limit headers); the only answer header it names is `Retry-After`',
    leftOpenBy: { part: '7.5', wording: 'HTTP status 429 on challenge re-issue carries `Retry-After`.' },
    seam: 'wire',
    wire: () => [
      async (ctx, next) => {
        await next();
        ctx.set({
          'X-Request-Id': randomUUID(),
          'Cache-Control': 'no-store',
          'X-RateLimit-Limit': '1000',
          Vary: 'Origin',
        });
      },
    ],
  },
  {
    id: 'connection-closed-after-every-answer',
    freedom: 'the server closes the connection after every answer (`Connection: close`)',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    // A new connection for every request costs the client milliseconds each: over the whole suite, more than a run.
    aloneWith: fewAnswersOfEveryKind,
    wire: () => [closingEvery(1)],
  },
  {
    id: 'connection-closed-now-and-then',
    freedom: 'the server closes the connection after one answer in 8 (`Connection: close`), keeping it open otherwise',
    leftOpenBy: jsonBodies,
    seam: 'wire',
    wire: () => [closingEvery(8)],
  },
  {
    id: 'slower-answers',
    freedom:
      'every answer comes up to 40 ms later (a bounded delay, drawn per request); the only times part 8 gives are sandbox delays',
    leftOpenBy: {
      part: '8',
      wording: 'Sandbox delays | about 30 seconds (suffix `005`), about 6 minutes (quote suffix `003`) | Sandbox',
    },
    seam: 'wire',
    aloneWith: fewAnswersOfEveryKind,
    wire: () => [
      async (_ctx, next) => {
        await next();
        await sleep(Math.floor(Math.random() * 40));
      },
    ],
  },
  {
    id: 'rate-limited-now-and-then',
    freedom: 'one request in 60 is refused with 429 and `Retry-After: 1` (a request-rate limit), its retry served',
    leftOpenBy: { part: '8', wording: 'Numeric request-rate limits: not shown.' },
    seam: 'wire',
    aloneWith: fewAnswersOfEveryKind,
    wire: () => [rateLimitedNowAndThen(60)],
  },
];
