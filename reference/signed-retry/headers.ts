import type { Context } from 'koa';
import { requestIdHeader } from '../../spec/enums.ts';
import type { ReferenceConfig } from '../config.ts';
import { authFailure } from '../wallet/auth-failure.ts';
import type { SignedRetryHeaders } from './complete-retry.ts';

/**
 * The wallet signature and `Request-Id` headers of a request (part 5); an empty header counts as sent. The signature
 * header's name is configuration (`ReferenceConfig.walletSignatureHeader`).
 *
 * Either header sent more than once is refused with 401 `UNAUTHORIZED`, like a repeated `Authorization`: which of
 * the values counts would be a guess (Node joins repeated unknown headers into one value). It is read before the
 * operation's own code runs, so nothing is checked or changed for such a request.
 */
export function readSignedRetryHeaders(
  ctx: Context,
  config: Pick<ReferenceConfig, 'walletSignatureHeader' | 'sandbox'>,
  signatureHeaderRead: (configured: string, path: string) => string = (configured) => configured,
): SignedRetryHeaders {
  return {
    signature: header(ctx, signatureHeaderRead(config.walletSignatureHeader, ctx.path), config.sandbox),
    requestId: header(ctx, requestIdHeader, config.sandbox),
  };
}

function header(ctx: Context, name: string, sandbox: boolean): string | undefined {
  const values = ctx.req.headersDistinct[name.toLowerCase()];
  if (values === undefined || values.length === 0) return undefined;
  if (values.length > 1) throw authFailure('UNAUTHORIZED', `more than one ${name} header`, sandbox);
  return values[0];
}
