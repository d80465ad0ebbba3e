/**
 * Which clauses a failed assertion breaks.
 *
 * A test cites several clauses, but a failure usually breaks one of them: an error envelope missing `message` breaks
 * `7/envelope-required-members`, not the clause about which fields a validation error lists. Helpers tag the errors
 * they throw with the clauses their check proves; a failure nobody tagged is laid on the test's own clauses (those
 * it cites that no helper owns). The report then marks only the broken clauses `fail`.
 */

import type { ClauseId } from '../../spec/keys/index.ts';

const key = 'conformanceClauses';

/** The clause ids an error was tagged with, if any. */
export function clausesOf(error: unknown): string[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[key];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/** Tags `error` with `clauses` unless it is already tagged (the innermost check knows best). */
export function tagError(error: unknown, clauses: readonly string[]): void {
  if (typeof error !== 'object' || error === null || clausesOf(error) !== undefined) return;
  Object.defineProperty(error, key, { value: [...clauses], enumerable: true, configurable: true, writable: true });
}

/** Runs `check`; whatever it throws is laid on `clauses`. */
export function attribute<T>(clauses: readonly ClauseId[], check: () => T): T {
  try {
    return check();
  } catch (error) {
    tagError(error, clauses);
    throw error;
  }
}
