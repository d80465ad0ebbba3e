/**
 * Deviant rules through the answer seams every operation shares (`reference/http/answer-rules.ts`): an error answered
 * with a sibling code of the same status, a member of an answer left out or given another form, a violation of a
 * request schema that the validation forgot.
 */
import { documentRules, type ReferenceRules } from '../../../reference/rules.ts';
import { errorCode } from '../../../spec/errors.ts';
import type { ErrorCode } from '../../../spec/keys/index.ts';
import { validateSchema, type SchemaViolation } from '../../../spec/schemas.ts';

/** The condition of `code` answered with `sibling`, a code part 7 lists for the same status (checked here). */
export function codeAnsweredAs(code: ErrorCode, sibling: ErrorCode): Partial<ReferenceRules> {
  const [own, other] = [errorCode(code).status, errorCode(sibling).status];
  if (own !== other || own === null)
    throw new Error(`deviant: ${code} (${own}) and ${sibling} (${other}) do not share a status`);
  return errorBodyWhere(code, (envelope) => ({ ...envelope, code: sibling }));
}

/** The error bodies whose code is `code` as `change` gives them. */
export function errorBodyWhere(
  code: string,
  change: (envelope: Record<string, unknown>) => Record<string, unknown>,
): Partial<ReferenceRules> {
  return { errorBodyAnswered: (envelope) => (envelope['code'] === code ? change({ ...envelope }) : { ...envelope }) };
}

/** The success answers of `operationId` given with `status` in place of `documented`. */
export function statusAnswered(operationId: string, documented: number, status: number): Partial<ReferenceRules> {
  return { successStatus: (id, given) => (id === operationId && given === documented ? status : given) };
}

/** Every `component` object of an answer without `member`. */
export function memberOmitted(component: string, member: string): Partial<ReferenceRules> {
  return {
    answerShapes: [
      {
        component,
        change: (object) => {
          delete object[member];
          return object;
        },
      },
    ],
  };
}

/** Every `component` object of an answer that holds `member`, with the member as `wrong` gives it. */
export function memberAs(
  component: string,
  member: string,
  wrong: (value: unknown, object: Record<string, unknown>) => unknown,
): Partial<ReferenceRules> {
  return {
    answerShapes: [
      {
        component,
        change: (object) => (member in object ? { ...object, [member]: wrong(object[member], object) } : object),
      },
    ],
  };
}

/** A `Prefix:<uuid>` identifier answered as the bare uuid (the prefix forgotten). */
export const withoutPrefix = (value: unknown): unknown =>
  typeof value === 'string' ? value.slice(value.indexOf(':') + 1) : value;

/** An ISO 8601 timestamp answered as epoch milliseconds. */
export const asEpochMillis = (value: unknown): unknown => (typeof value === 'string' ? Date.parse(value) : value);

/** An enumerated value answered lower-case. */
export const lowerCased = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * The request schema `schema` no longer refusing the violations `forgotten` picks (the check left out), while every
 * other violation still refuses the body.
 */
export function requestCheckForgotten(
  schema: string,
  forgotten: (violation: SchemaViolation) => boolean,
): Partial<ReferenceRules> {
  return {
    requestViolations: (checked, _body, found) => (checked === schema ? found.filter((v) => !forgotten(v)) : found),
  };
}

/**
 * The request schema `schema` judged as if `path` (a dot path of objects) were optional: a body without it is
 * checked as though it held `placeholder` there, so nothing else is refused in its place (a `oneOf` branch).
 */
export function requestMemberOptional(schema: string, path: string, placeholder: unknown): Partial<ReferenceRules> {
  const segments = path.split('.');
  return {
    requestViolations: (checked, body, found) => {
      if (checked !== schema) return found;
      const copy = structuredClone(body) as Record<string, unknown>;
      let holder: Record<string, unknown> | undefined = copy;
      for (const segment of segments.slice(0, -1)) {
        const next: unknown = holder?.[segment];
        holder = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
      }
      const last = segments.at(-1)!;
      if (holder === undefined || last in holder) return found;
      holder[last] = placeholder;
      return validateSchema(schema, copy);
    },
  };
}

/** The request schema `schema` also refusing the bodies `refused` picks, with a field error at `field`. */
export function requestAlsoRefusing(
  schema: string,
  field: string,
  refused: (body: Record<string, unknown>) => boolean,
): Partial<ReferenceRules> {
  return {
    requestViolations: (checked, body, found) =>
      checked === schema && typeof body === 'object' && body !== null && refused(body as Record<string, unknown>)
        ? [...found, { field, constraint: { required: true }, message: 'is required' }]
        : found,
  };
}

/** A violation at `field` (a dot path; `*` matches one segment, as an array index). */
export const at =
  (field: string, keyword?: string) =>
  (violation: SchemaViolation): boolean => {
    const wanted = field.split('.');
    const got = violation.field.split('.');
    const placed = wanted.length === got.length && wanted.every((segment, i) => segment === '*' || segment === got[i]);
    return placed && (keyword === undefined || violation.constraint?.[keyword] !== undefined);
  };

/** The status a web framework gives a body missing a member it declares (422 Unprocessable Entity). */
export const frameworkMissingMemberStatus = 422;

/**
 * A body of `schema` missing a member `missing` picks (its dot path) refused with `status`, not the document's 400:
 * the framework's own answer to a missing member left in place for those members only.
 */
export function missingMemberRefusedWith(
  schema: string,
  missing: (field: string) => boolean,
  status = frameworkMissingMemberStatus,
): Partial<ReferenceRules> {
  return {
    requestRefusalStatus: (checked, refused, operationId) =>
      checked === schema && refused.some((v) => v.constraint?.['required'] !== undefined && missing(v.field))
        ? status
        : documentRules.requestRefusalStatus(checked, refused, operationId),
  };
}
