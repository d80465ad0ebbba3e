/**
 * Rules every operation shares, applied in the HTTP layer rather than by each slice: the part-7 code an error answers
 * with, the members of the objects an answer carries (parts 2 and 4), and which violations of a request schema refuse
 * a body (2.1-2.6, part 7). They are part of `ReferenceRules`, so that a deviant server can get exactly one of them
 * wrong the way an implementer might (a sibling code on the right status, a member left out or given another form, a
 * field the validation forgot) without any switch in the domain code.
 */
import type { SchemaViolation } from '../../spec/schemas.ts';

/** A change to every object of one component schema that an answer carries. */
export interface AnswerShape {
  /** The component schema (`ExternalAccount`, `AuthMethod`, ...). */
  readonly component: string;
  /** The object as the deviant answers it (given a copy). */
  readonly change: (object: Record<string, unknown>) => Record<string, unknown>;
}

export interface AnswerRules {
  /** Part 7: the code an error is answered with, given the code of its condition. */
  readonly errorCodeAnswered: (code: string) => string;
  /** Parts 2 and 4: changes to the objects answers carry; the document's answers need none. */
  readonly answerShapes: readonly AnswerShape[];
  /**
   * 2.1-2.6, part 7: the violations that refuse a body of request schema `schema`, given those the schema (or the
   * slice's own schema rule) found: every one of them, and no other.
   */
  readonly requestViolations: (schema: string, body: unknown, found: readonly SchemaViolation[]) => readonly SchemaViolation[];
}

/** The document's answer rules. */
export const answerRules: AnswerRules = {
  errorCodeAnswered: (code) => code,
  answerShapes: [],
  requestViolations: (_schema, _body, found) => found,
};
