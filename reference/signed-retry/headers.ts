import type { Context } from 'koa';
import { requestIdHeader } from '../../spec/enums.ts';
import type { SignedRetryHeaders } from './complete-retry.ts';

/**
 * The wallet signature and `Request-Id` headers of a request (part 5); an empty header counts as sent. The signature
 * header's name is configuration (`ReferenceConfig.walletSignatureHeader`).
 */
export function readSignedRetryHeaders(ctx: Context, signatureHeader: string): SignedRetryHeaders {
  return { signature: header(ctx, signatureHeader), requestId: header(ctx, requestIdHeader) };
}

function header(ctx: Context, name: string): string | undefined {
  const value = ctx.headers[name.toLowerCase()];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}
