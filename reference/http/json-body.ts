import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { invalidInput, undocumentedError, type ApiError } from './api-error.ts';

/**
 * Reads the request body as a JSON object, for routes whose body is an object.
 *
 * - no body, a media type other than `application/json`, bytes that are not UTF-8 or not JSON, or JSON that is not
 *   an object: 400 `INVALID_INPUT`;
 * - more than `limitBytes` (declared by `Content-Length` or counted while reading): 413.
 */
export async function readJsonObject(ctx: Context, limitBytes: number): Promise<Record<string, unknown>> {
  const value = await readJson(ctx, limitBytes);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidInput('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Reads the request body as any JSON value, with the rules of `readJsonObject` except the object check. */
export async function readJson(ctx: Context, limitBytes: number): Promise<unknown> {
  const declaredLength = ctx.get('Content-Length');
  const chunked = ctx.get('Transfer-Encoding') !== '';
  if (!chunked && (declaredLength === '' || declaredLength === '0')) {
    throw invalidInput('A JSON request body is required.');
  }
  const mediaType = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json') throw invalidInput('Content-Type must be application/json.');
  if (declaredLength !== '' && Number(declaredLength) > limitBytes) throw tooLarge(limitBytes);

  const raw = await readRaw(ctx.req, limitBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalidInput('The request body is not valid UTF-8.');
  }
  if (text.trim() === '') throw invalidInput('A JSON request body is required.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The parser's own message is not echoed: it is implementation detail, and the position it names is not stable.
    throw invalidInput('The request body is not valid JSON.');
  }
}

function ignore(): void {}

function tooLarge(limitBytes: number): ApiError {
  return undocumentedError('payloadTooLarge', `The request body exceeds ${limitBytes} bytes.`);
}

/**
 * Collects the body bytes up to the limit. Past the limit it stops collecting but leaves the stream flowing, so the
 * rest is discarded, the client can finish sending and read the 413, and a keep-alive connection stays usable.
 */
function readRaw(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      // A late stream error (client gone) must not become an unhandled 'error' event.
      req.on('error', ignore);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
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
