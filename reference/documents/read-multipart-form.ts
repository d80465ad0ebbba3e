import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { invalidInput, undocumentedError, type ApiError } from '../http/api-error.ts';

/**
 * Reads a `multipart/form-data` request body into a `FormData`, with no new dependency: the bytes are collected up to
 * `limitBytes` (declared by `Content-Length` or counted while reading; beyond it 413) and parsed by the platform's
 * own `Response.formData()`. Everything stays in memory; nothing touches the disk.
 *
 * A media type other than `multipart/form-data` with a boundary, or a body that does not parse: 400 `INVALID_INPUT`.
 */
export async function readMultipartForm(ctx: Context, limitBytes: number): Promise<FormData> {
  const contentType = ctx.get('Content-Type');
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    throw invalidInput('Content-Type must be multipart/form-data with a boundary.');
  }
  const declaredLength = ctx.get('Content-Length');
  if (declaredLength !== '' && Number(declaredLength) > limitBytes) throw tooLarge(limitBytes);
  const raw = await readBytes(ctx.req, limitBytes);
  try {
    return await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidInput('The multipart body could not be parsed.');
  }
}

function tooLarge(limitBytes: number): ApiError {
  return undocumentedError('payloadTooLarge', `The request body exceeds ${limitBytes} bytes.`);
}

function ignore(): void {}

/**
 * Collects the body bytes up to the limit. Past it, collecting stops but the stream keeps flowing (the rest is
 * discarded), so that the client can finish sending and read the 413 on a connection that stays usable.
 */
function readBytes(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      req.on('error', ignore);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        chunks.length = 0;
        finish(() => reject(tooLarge(limitBytes)));
        req.resume();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks)));
    const onError = () => finish(() => reject(invalidInput('The request body could not be read.')));
    const onClose = () => finish(() => reject(invalidInput('The request body ended early.')));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
