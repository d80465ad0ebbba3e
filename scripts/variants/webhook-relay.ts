/**
 * A relay between the server's webhook deliveries and the endpoint the client configured: the wire seam of the
 * variants that deliver events otherwise (twice, later). The client's `webhookEndpoint` is swapped for the relay's
 * address on its way in, and back in every answer, so the client sees only its own; the relay hands each delivery to
 * `deliver`, which forwards it to the endpoint as the variant chooses and answers the server with the endpoint's
 * status, so that the server's delivery (its retries, its "settled" signal) lasts until the relay is done.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Middleware } from 'koa';
import { request } from 'undici';
import { mapStrings, isJsonObject, type Json } from './json-answers.ts';
import { rewriteRequestBody } from './request-body.ts';
import type { WireRun } from './variant.ts';

/** Sends the delivery to the client's endpoint once; resolves to its status (502 when it could not be reached). */
export type Forward = () => Promise<number>;

async function bytesOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parsedJson(bytes: Buffer): Json | undefined {
  try {
    return JSON.parse(bytes.toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

const hopByHop = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * `deliver` forwards each delivery as the variant chooses; `rewrite` (default: none) changes its bytes on the way, for
 * a variant whose answers say something otherwise (its events must say it the same way).
 */
export function webhookRelay(
  run: WireRun,
  deliver: (forward: Forward) => Promise<number>,
  rewrite: (body: Buffer) => Buffer = (body) => body,
): Middleware[] {
  const targets: string[] = [];
  let started: Promise<{ server: Server; base: string }> | undefined;

  const start = () =>
    (started ??= new Promise((resolve, reject) => {
      const server = createServer((req, res) => {
        void (async () => {
          const body = rewrite(await bytesOf(req));
          const target = targets[Number(/^\/relay\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1)];
          if (target === undefined) {
            res.writeHead(404).end();
            return;
          }
          const headers = Object.fromEntries(
            Object.entries(req.headers).filter(([name]) => !hopByHop.has(name)),
          ) as Record<string, string>;
          const forward: Forward = async () => {
            try {
              const answer = await request(target, {
                method: 'POST',
                body,
                headers,
                headersTimeout: 5000,
                bodyTimeout: 5000,
              });
              await answer.body.dump();
              return answer.statusCode;
            } catch {
              return 502;
            }
          };
          res.writeHead(await deliver(forward)).end();
        })().catch(() => res.writeHead(502).end());
      });
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        run.onClose(
          () =>
            new Promise<void>((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        );
        resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/relay/` });
      });
    }));

  const relayed = async (body: Json): Promise<Json> => {
    if (!isJsonObject(body) || typeof body['webhookEndpoint'] !== 'string') return body;
    const { base } = await start();
    const index = targets.indexOf(body['webhookEndpoint']);
    const at = index >= 0 ? index : targets.push(body['webhookEndpoint']) - 1;
    return { ...body, webhookEndpoint: `${base}${at}` };
  };

  return [
    async (ctx, next) => {
      if (ctx.method === 'PATCH' && ctx.is('json')) {
        await rewriteRequestBody(ctx, async (bytes) => {
          const parsed = parsedJson(bytes);
          if (parsed === undefined) return bytes;
          const swapped = await relayed(parsed);
          return swapped === parsed ? bytes : Buffer.from(JSON.stringify(swapped), 'utf8');
        });
      }
      await next();
      if (started === undefined) return;
      const { base } = await started;
      const body = ctx.body as Json;
      if (isJsonObject(body) || Array.isArray(body)) {
        ctx.body = mapStrings(body, (text) =>
          text.startsWith(base) ? (targets[Number(text.slice(base.length))] ?? text) : text,
        );
      }
    },
  ];
}
