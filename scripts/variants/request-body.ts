/**
 * Rewriting a request's body before the app reads it, for wire variants that stand between the client and the
 * server's own representation (a relay's address for the client's webhook endpoint). The app reads the body from
 * `ctx.req`; it gets a stream of the rewritten bytes, with the request's headers and a matching `Content-Length`.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'koa';

async function bytesOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Replaces the body of the request in `ctx` by `rewrite` of its bytes (left as it is when `rewrite` returns them). */
export async function rewriteRequestBody(
  ctx: Context,
  rewrite: (body: Buffer) => Buffer | Promise<Buffer>,
): Promise<void> {
  const original = ctx.req;
  const before = await bytesOf(original);
  const after = await rewrite(before);
  const length = String(after.length);
  const replacement = Readable.from(after.length > 0 ? [after] : [], {
    objectMode: false,
  }) as unknown as IncomingMessage;
  const { 'transfer-encoding': _chunked, ...headers } = original.headers;
  const { 'transfer-encoding': _chunkedToo, ...distinct } = original.headersDistinct;
  const rawHeaders: string[] = [];
  for (let i = 0; i < original.rawHeaders.length; i += 2) {
    const name = original.rawHeaders[i]!.toLowerCase();
    if (name !== 'content-length' && name !== 'transfer-encoding')
      rawHeaders.push(original.rawHeaders[i]!, original.rawHeaders[i + 1]!);
  }
  Object.assign(replacement, {
    method: original.method,
    url: original.url,
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    socket: original.socket,
    connection: original.socket,
    headers: { ...headers, 'content-length': length },
    headersDistinct: { ...distinct, 'content-length': [length] },
    rawHeaders: [...rawHeaders, 'Content-Length', length],
    trailers: {},
    complete: true,
  });
  ctx.req = replacement;
  ctx.request.req = replacement;
  ctx.response.req = replacement;
}
