import type { Context } from 'koa';
import type { SignedOutcome } from './run-signed.ts';

/**
 * Answers a signed operation: the 202 challenge, or `status` with the body `shape` makes of the result (204: none).
 */
export function answerSigned<T>(
  ctx: Context,
  outcome: SignedOutcome<T>,
  status: number,
  shape?: (result: T) => unknown,
): void {
  if ('challenge' in outcome) {
    ctx.status = 202;
    ctx.body = outcome.challenge;
    return;
  }
  ctx.status = status;
  if (shape) ctx.body = shape(outcome.done);
}
