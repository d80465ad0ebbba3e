import type { ClauseId, ErrorCode } from '../../spec/keys/index.ts';
import { assert, expect } from 'vitest';
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
/** Whether a code answered by a server (any string) is one of `codes`. */
function isListedCode(codes: readonly string[], code: string): boolean {
  return codes.includes(code);
}

const codesWithoutStatus = errorCodes.filter((r) => r.status === null).map((r) => r.code);

export type EnvelopeClause = (typeof envelopeClauses)[keyof typeof envelopeClauses];

/** One way an error body breaks part 7, with the envelope clause it breaks. */
export interface EnvelopeProblem {
  readonly clause: EnvelopeClause;
  readonly message: string;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every way `body`, the answer of HTTP status `httpStatus`, breaks the part-7 envelope (empty when it keeps it):
 * a JSON object with the required members `status` (an integer equal to the HTTP status), `code` (a string, one part
 * 7 lists for that status when it lists any; codes whose status it does not give go with any status) and `message`
 * (a string); `details`, when present, an object. `shown` quotes the body in the messages.
 */
export function errorEnvelopeProblems(httpStatus: number, body: unknown, shown = ''): EnvelopeProblem[] {
  if (!isJsonObject(body)) {
    return [
      {
        clause: envelopeClauses.members,
        message: `the error body is a JSON object (got: ${shown || 'an empty body'})`,
      },
    ];
  }
  const problems: EnvelopeProblem[] = [];
  const members = (message: string): void => void problems.push({ clause: envelopeClauses.members, message });
  for (const member of errorEnvelopeRequired) {
    if (!Object.hasOwn(body, member)) members(`the error body has the required member "${member}"`);
  }
  const { status, code, message } = body;
  if (Object.hasOwn(body, 'status') && !Number.isInteger(status)) members('the error body\'s "status" is an integer');
  if (Object.hasOwn(body, 'code') && typeof code !== 'string') members('the error body\'s "code" is a string');
  if (Object.hasOwn(body, 'message') && typeof message !== 'string') members('the error body\'s "message" is a string');
  if (Number.isInteger(status) && status !== httpStatus) {
    problems.push({
      clause: envelopeClauses.status,
      message: `the error body's "status" (${String(status)}) equals the HTTP status ${httpStatus}`,
    });
  }
  const listed = codesForStatus(httpStatus);
  if (typeof code === 'string' && listed.length > 0 && !isListedCode([...listed, ...codesWithoutStatus], code)) {
    problems.push({
      clause: envelopeClauses.code,
      message: `"code" ${code} is one part 7 lists for status ${httpStatus}`,
    });
  }
  if (Object.hasOwn(body, 'details') && !isJsonObject(body['details'])) {
    problems.push({
      clause: envelopeClauses.details,
      message: 'the error body\'s "details", when present, is an object',
    });
  }
  return problems;
}

/**
 * The envelope clauses an error answer of `httpStatus` with `body` puts to the test: the required members and the
 * status always, the code where part 7 lists codes for the status, `details` where the body has it.
 */
export function envelopeClausesChecked(httpStatus: number, body: unknown): EnvelopeClause[] {
  const checked: EnvelopeClause[] = [envelopeClauses.members, envelopeClauses.status];
  if (codesForStatus(httpStatus).length > 0) checked.push(envelopeClauses.code);
  if (isJsonObject(body) && Object.hasOwn(body, 'details')) checked.push(envelopeClauses.details);
  return checked;
}

/**
 * Asserts an error answer with the part-7 envelope (see `errorEnvelopeProblems`) and returns its body: the HTTP
 * status is `status`, and the body's `code` equals `code` when one is given. Each broken envelope rule fails on its
 * own clause.
 *
 * `code`, when given, must be a code of part 7 for `status`: a typo in a test throws at once.
 */
export function expectErrorEnvelope(res: ApiResponse, status: number, code?: ErrorCode): ErrorBody {
  if (code !== undefined) {
    const row = errorCode(code);
    if (row.status !== null && row.status !== status) {
      throw new Error(`expectErrorEnvelope: part 7 gives ${code} status ${row.status}, not ${status}`);
    }
  }
  const body = res.json;
  const shown = res.text.length > 500 ? `${res.text.slice(0, 500)}...` : res.text;
  expect(res.status, `HTTP status (body: ${shown})`).toBe(status);
  const problems = errorEnvelopeProblems(res.status, body, shown);
  for (const clause of Object.values(envelopeClauses)) {
    const broken = problems.filter((p) => p.clause === clause).map((p) => p.message);
    if (broken.length > 0) attribute([clause], () => assert.fail(broken.join('; ')));
  }
  const envelope = body as Record<string, unknown>;
  if (code !== undefined) expect(envelope['code'], 'the error code').toBe(code);
  return envelope as unknown as ErrorBody;
}

/**
 * A refusal of the client's mistake where the document gives no status: some 4xx (7.4: a 500 is the server's own
 * error) with the part-7 envelope. With `clauses`, a status outside 4xx is laid on them (the rule that the request
 * broke); without, on the test's own clauses.
 */
export function expectClientErrorRefusal(res: ApiResponse, what: string, clauses?: readonly ClauseId[]): ErrorBody {
  const statusIsClientError = () => {
    expect(res.status, `${what} is refused (body: ${res.text.slice(0, 300)})`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${what} is refused as the client's mistake, with a 4xx, not a server error`).toBeLessThan(500);
  };
  if (clauses === undefined) statusIsClientError();
  else attribute(clauses, statusIsClientError);
  return expectErrorEnvelope(res, res.status);
}
