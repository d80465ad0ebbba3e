import { expect } from 'vitest';
import type { ApiResponse } from '../http/client.ts';
import { codesForStatus, errorCode, errorCodes, errorEnvelopeRequired } from '../../spec/errors.ts';
import { attribute } from './attribution.ts';

/** The clauses of part 7 each envelope check proves; failures of these checks are laid on them alone. */
export const envelopeClauses = {
  members: '7/envelope-required-members',
  status: '7/envelope-status-matches-http',
  code: '7/envelope-code-from-table',
  details: '7/envelope-details-object',
} as const;

/** Clauses owned by the checks of this module: an untagged failure of a test is never laid on them. */
export const helperOwnedClauses: ReadonlySet<string> = new Set(Object.values(envelopeClauses));

/** An error body as part 7 describes it. */
export interface ErrorBody {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly details?: Record<string, unknown>;
}

/** Codes whose status the document does not give: they may come with any status. */
const codesWithoutStatus = errorCodes.filter((r) => r.status === null).map((r) => r.code);

/**
 * Asserts an error answer with the part-7 envelope and returns its body:
 * - the HTTP status is `status`;
 * - the body is a JSON object with the required members `status` (an integer equal to the HTTP status), `code`
 *   (a string) and `message` (a string);
 * - `code` is one the document lists for that status, when it lists any (codes whose status it does not give are
 *   accepted with any status); and equals `code` when one is given;
 * - `details`, when present, is an object.
 *
 * `code`, when given, must be a code of part 7 for `status`: a typo in a test throws at once.
 */
export function expectErrorEnvelope(res: ApiResponse, status: number, code?: string): ErrorBody {
  if (code !== undefined) {
    const row = errorCode(code);
    if (row.status !== null && row.status !== status) {
      throw new Error(`expectErrorEnvelope: part 7 gives ${code} status ${row.status}, not ${status}`);
    }
  }
  const body = res.json;
  const shown = res.text.length > 500 ? `${res.text.slice(0, 500)}...` : res.text;
  expect(res.status, `HTTP status (body: ${shown})`).toBe(status);
  const envelope = attribute([envelopeClauses.members], () => {
    expect(
      typeof body === 'object' && body !== null && !Array.isArray(body),
      `the error body is a JSON object (got: ${shown || 'an empty body'})`,
    ).toBe(true);
    const members = body as Record<string, unknown>;
    for (const member of errorEnvelopeRequired) {
      expect(Object.hasOwn(members, member), `the error body has the required member "${member}"`).toBe(true);
    }
    expect(Number.isInteger(members['status']), 'the error body\'s "status" is an integer').toBe(true);
    expect(typeof members['code'], 'the error body\'s "code" is a string').toBe('string');
    expect(typeof members['message'], 'the error body\'s "message" is a string').toBe('string');
    return members;
  });
  attribute([envelopeClauses.status], () =>
    expect(envelope['status'], 'the error body\'s "status" equals the HTTP status').toBe(res.status),
  );
  const listed = codesForStatus(status);
  if (listed.length > 0) {
    attribute([envelopeClauses.code], () =>
      expect([...listed, ...codesWithoutStatus], `"code" is one part 7 lists for status ${status}`).toContain(
        envelope['code'],
      ),
    );
  }
  if (code !== undefined) expect(envelope['code'], 'the error code').toBe(code);
  if (Object.hasOwn(envelope, 'details')) {
    const details = envelope['details'];
    attribute([envelopeClauses.details], () =>
      expect(
        typeof details === 'object' && details !== null && !Array.isArray(details),
        'the error body\'s "details", when present, is an object',
      ).toBe(true),
    );
  }
  return envelope as unknown as ErrorBody;
}
