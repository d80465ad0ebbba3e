import type { Context } from 'koa';
import { invalidInput, undocumentedError, type ApiError } from './api-error.ts';

function ignore(): void {}

function tooLarge(limitBytes: number): ApiError {
  return undocumentedError('payloadTooLarge', `The request body exceeds ${limitBytes} bytes.`);
}

/**
 * The request body's bytes, at most `limitBytes` of them: a larger `Content-Length`, or more bytes counted while
 * reading, answer 413. Past the limit collecting stops but the stream keeps flowing (the rest is discarded), so that
 * the client can finish sending and read the 413 on a keep-alive connection that stays usable. A stream that fails
 * or ends early: 400 `INVALID_INPUT`.
 */
export function readBodyBytes(ctx: Context, limitBytes: number): Promise<Buffer> {
  const declaredLength = ctx.get('Content-Length');
  // No header reads as `Number('')`, 0: never over the limit.
  if (Number(declaredLength) > limitBytes) return Promise.reject(tooLarge(limitBytes));
  const req = ctx.req;
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
    req.on('data', onData).on('end', onEnd);
    req.on('error', onError).on('close', onClose);
  });
}
