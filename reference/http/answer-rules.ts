/**
 * Rules every operation shares, applied in the HTTP layer rather than by each slice: the part-7 body an error answers
 * with, the status of a success answer, the members of the objects an answer carries (parts 2 and 4), and which violations of a request schema refuse
 * a body (2.1-2.6, part 7). They are part of `ReferenceRules`, so that a deviant server can get exactly one of them
 * wrong the way an implementer might (a sibling code on the right status, 200 for 201, a member left out or given another form, a
 * field the validation forgot) without any switch in the domain code.
 */
import { errorCode } from '../../spec/errors.ts';
import type { SchemaViolation } from '../../spec/schemas.ts';

const invalidInputStatus = errorCode('INVALID_INPUT').status ?? 400;

/** A change to every object of one component schema that an answer carries. */
export interface AnswerShape {
  /** The component schema (`ExternalAccount`, `AuthMethod`, ...). */
  readonly component: string;
  /** The object as the deviant answers it (given a copy). */
  readonly change: (object: Record<string, unknown>) => Record<string, unknown>;
}

export interface AnswerRules {
  /** Part 7: the error body answered, given the envelope of the condition (its status, code, message, details). */
  readonly errorBodyAnswered: (envelope: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * Parts 3 and 4: the status a success answer of an operation is given, from the one its handler chose; `signedRetry`:
   * the request carried a `Request-Id` (the retry of a signed flow).
   */
  readonly successStatus: (operationId: string, status: number, signedRetry: boolean) => number;
  /** Part 1: the media type of a JSON answer. */
  readonly jsonAnswerMediaType: string;
  /** Parts 2 and 4: changes to the objects answers carry; the document's answers need none. */
  readonly answerShapes: readonly AnswerShape[];
  /**
   * 2.1-2.6, part 7: the violations that refuse a body of request schema `schema` sent to `operationId`, given those
   * the schema (or the slice's own schema rule) found: every one of them, and no other, on every operation.
   */
  readonly requestViolations: (
    schema: string,
    body: unknown,
    found: readonly SchemaViolation[],
    operationId: string,
  ) => readonly SchemaViolation[];
  /** 2.1-2.6, part 7: the status of the answer refusing a body of `schema` for `refused` (400 every time). */
  readonly requestRefusalStatus: (schema: string, refused: readonly SchemaViolation[], operationId: string) => number;
  /** Parts 4 and 9: whether an operation is served; the document's every operation is (a deviant predates a release). */
  readonly operationServed: (operationId: string) => boolean;
}

/** The document's answer rules. */
export const answerRules: AnswerRules = {
  errorBodyAnswered: (envelope) => ({ ...envelope }),
  successStatus: (_operationId, status) => status,
  jsonAnswerMediaType: 'application/json',
  answerShapes: [],
  requestViolations: (_schema, _body, found) => found,
  requestRefusalStatus: () => invalidInputStatus,
  operationServed: () => true,
};
