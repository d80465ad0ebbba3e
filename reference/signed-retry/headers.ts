import type { Context } from 'koa';
import { requestIdHeader, walletSignatureHeader } from '../../spec/enums.ts';
import type { SignedRetryHeaders } from './complete-retry.ts';

/** The wallet signature and `Request-Id` headers of a request (part 5); an empty header counts as sent. */
export function readSignedRetryHeaders(ctx: Context): SignedRetryHeaders {
  return { signature: header(ctx, walletSignatureHeader), requestId: header(ctx, requestIdHeader) };
}

function header(ctx: Context, name: string): string | undefined {
  const value = ctx.headers[name.toLowerCase()];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}
