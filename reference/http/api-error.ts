import { errorCode, undocumentedErrorCodes } from '../../spec/errors.ts';
import type { ErrorCode } from '../../spec/keys/index.ts';

/** One invalid field of a request body (part 2.4); production gives `constraint` as an object. */
export interface FieldError {
  field: string;
  constraint?: object;
  message: string;
}

export interface ApiErrorOptions {
  details?: Record<string, unknown>;
  /** Response headers that belong to the error (e.g. `Allow`, `WWW-Authenticate`). */
  headers?: Record<string, string>;
}

/**
 * An error the domain or the HTTP layer raises on purpose. The error middleware answers it as the envelope of part 7:
 * `{ status, code, message, details? }`. Anything thrown that is not an `ApiError` answers 500.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/**
 * An error with a code of part 7; the status is the one the document gives the code. A code whose status the
 * document does not give (END_USER_TERMS_NOT_ACCEPTED) needs `status` passed explicitly.
 */
export function documentedError(
  code: ErrorCode,
  message: string,
  options: ApiErrorOptions & { status?: number } = {},
): ApiError {
  const status = errorCode(code).status ?? options.status;
  if (status === undefined) throw new Error(`the document gives no status for ${code}; pass one`);
  return new ApiError(status, code, message, options);
}

/** An answer the document gives no code for (unknown route, unknown method, body too large...). */
export function undocumentedError(
  kind: keyof typeof undocumentedErrorCodes,
  message: string,
  options: ApiErrorOptions = {},
): ApiError {
  const { status, code } = undocumentedErrorCodes[kind];
  return new ApiError(status, code, message, options);
}

/** 400 `INVALID_INPUT`; with field errors, they go to `details.errors` (part 7: every invalid field at once). */
export function invalidInput(message: string, errors?: readonly FieldError[]): ApiError {
  return documentedError('INVALID_INPUT', message, errors ? { details: { errors: [...errors] } } : {});
}
