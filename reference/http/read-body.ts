import type { Context } from 'koa';
import { invalidInput, undocumentedError, type ApiError } from './api-error.ts';

function ignore(): void {}

// Stryker disable next-line BlockStatement: outside the document: a body size limit (413) is not shown; reference/app.test.ts and reference/hostile-input.test.ts hold it
function tooLarge(limitBytes: number): ApiError {
  // Stryker disable next-line StringLiteral: outside the document: a body size limit (413) is not shown; reference/app.test.ts and reference/hostile-input.test.ts hold it
  return undocumentedError('payloadTooLarge', `The request body exceeds ${limitBytes} bytes.`);
}

/**
 * The request body's bytes, at most `limitBytes` of them: a larger `Content-Length`, or more bytes counted while
 * reading, answer 413. Past the limit collecting stops but the stream keeps flowing (the rest is discarded), so that
 * the client can finish sending and read the 413 on a keep-alive connection that stays usable. A stream that fails
 * or ends early: 400 `INVALID_INPUT`.
 */
export function readBodyBytes(ctx: Context, limitBytes: number): Promise<Buffer> {
  // Stryker disable next-line StringLiteral: equivalent: an oversized body is refused all the same while it is counted (the 413 is outside the document)
  const declaredLength = ctx.get('Content-Length');
  // No header reads as `Number('')`, 0: never over the limit.
  if (Number(declaredLength) > limitBytes) return Promise.reject(tooLarge(limitBytes));
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      // Stryker disable next-line StringLiteral: equivalent: a listener left on fires after the promise is settled, which ignores it
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      // A late stream error (client gone) must not become an unhandled 'error' event.
      // Stryker disable next-line StringLiteral: equivalent: a listener left on fires after the promise is settled, which ignores it
      req.on('error', ignore);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      // Stryker disable next-line AssignmentOperator: outside the document: a body size limit (413) is not shown; reference/app.test.ts holds the streamed 413
      size += chunk.length;
      // Stryker disable next-line BlockStatement: outside the document: a body size limit (413) is not shown; reference/app.test.ts holds the streamed 413
      if (size > limitBytes) {
        chunks.length = 0;
        // Stryker disable next-line ArrowFunction: outside the document: a body size limit (413) is not shown; reference/app.test.ts holds the streamed 413
        finish(() => reject(tooLarge(limitBytes)));
        req.resume();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks)));
    // Stryker disable next-line ArrowFunction,StringLiteral: outside the document: a request stream that fails or ends early is malformed HTTP; no client reads the answer
    const onError = () => finish(() => reject(invalidInput('The request body could not be read.')));
    // Stryker disable next-line ArrowFunction,StringLiteral: outside the document: a request stream that fails or ends early is malformed HTTP; no client reads the answer
    const onClose = () => finish(() => reject(invalidInput('The request body ended early.')));
    req.on('data', onData).on('end', onEnd);
    // Stryker disable next-line StringLiteral: outside the document: a request stream that fails or ends early is malformed HTTP; no client reads the answer
    req.on('error', onError).on('close', onClose);
  });
}
