import { SetupError } from '../engine/setup-error.ts';

/**
 * The server under test could not be talked to: connection refused or reset, a timeout, an answer that is not HTTP.
 * No verdict can be drawn from such an exchange, so it ends the test with outcome `error`.
 */
export class TransportError extends SetupError {
  constructor(
    message: string,
    /** A short machine-readable cause: `timeout`, `ECONNREFUSED`, `ECONNRESET`, `HPE_INVALID_CONSTANT`... */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportError';
  }
}
