/**
 * The run cannot start as configured (a binding module that does not load, a reference that does not start...).
 * The CLI reports it on one line and exits 2, like a usage error.
 */
export class ConfigurationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigurationError';
  }
}
