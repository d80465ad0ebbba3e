import type { ErrorCode } from '../../spec/keys/index.ts';
import { documentedError, type ApiError } from '../http/api-error.ts';

/**
 * A 401 of part 7.2. In the sandbox the body names the failed check in `reason` (4.5: "Authentication failures
 * return 401 `UNAUTHORIZED` with a `reason` naming the failed check"); the envelope copies it to the top level.
 */
export function authFailure(code: ErrorCode, reason: string, sandbox: boolean): ApiError {
  return documentedError(code, `Authentication failed: ${reason}.`, sandbox ? { details: { reason } } : {});
}
