import type { Middleware } from 'koa';
import { errorCode } from '../../spec/errors.ts';
import { ApiError, type FieldError } from './api-error.ts';
import type { Logger } from './logger.ts';
import { documentRules, type ReferenceRules } from '../rules.ts';

/** The error body of part 7. `reason` mirrors `details.reason` where there is one (see `toEnvelope`). */
export interface ErrorEnvelope {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
  reason?: string;
}

const internalErrorCode = 'INTERNAL_ERROR';
const internalErrorMessage = 'An internal error occurred.';

/**
 * The body for an `ApiError`. The document says the sandbox adds a `reason` to 401 answers without saying where, so
 * a string `details.reason` is also copied to the top level: a client looking in either place finds it.
 */
export function toEnvelope(error: ApiError, rules: ReferenceRules = documentRules): ErrorEnvelope {
  const all: ErrorEnvelope = { status: error.status, code: error.code, message: error.message };
  // The required members are those the rules name (part 7); a deviant server may be given fewer.
  const envelope = Object.fromEntries(
    Object.entries(all).filter(([member]) => rules.errorEnvelopeMembers.includes(member)),
  ) as unknown as ErrorEnvelope;
  if (error.details !== undefined) envelope.details = listedDetails(error.details, rules);
  const reason = error.details?.['reason'];
  if (typeof reason === 'string') envelope.reason = reason;
  return rules.errorBodyAnswered(envelope as unknown as Record<string, unknown>) as unknown as ErrorEnvelope;
}

/** The details with their field errors (`details.errors`, set by `invalidInput`) as the rules list them. */
function listedDetails(details: Record<string, unknown>, rules: ReferenceRules): Record<string, unknown> {
  const errors = details['errors'];
  if (!Array.isArray(errors)) return details;
  return { ...details, errors: [...rules.fieldErrorsListed(errors as FieldError[])] };
}

/**
 * The one error middleware. `ApiError`s answer their envelope; anything else is logged (method, path and stack:
 * never headers or bodies, which may hold credentials) and answers a generic 500 `INTERNAL_ERROR`, so no internal
 * detail leaves the server. Headers set by the failed handler are dropped; only the error's own headers are sent.
 */
export function errorEnvelope(logger: Logger, rules: ReferenceRules = documentRules): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      let error: ApiError;
      if (thrown instanceof ApiError) {
        error = thrown;
      } else {
        logger.error(`internal error on ${ctx.method} ${ctx.path}: ${describe(thrown)}`);
        const status = errorCode(internalErrorCode).status ?? 500;
        error = new ApiError(status, internalErrorCode, internalErrorMessage);
      }
      if (ctx.headerSent || !ctx.writable) return;
      for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
      ctx.set({ ...error.headers });
      ctx.status = error.status;
      ctx.body = toEnvelope(error, rules);
    }
  };
}

function describe(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.stack ?? `${thrown.name}: ${thrown.message}`;
  return `non-error value thrown (${typeof thrown})`;
}
