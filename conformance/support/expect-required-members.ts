/**
 * Drops each required member of a valid body in turn and expects the refusal the document gives: 400 with the part-7
 * envelope, `details.errors` a list of `FieldError` (2.4) naming the dropped member by its dot path (7: a validation
 * error lists every invalid field). The members come from `spec/` (`required-members.ts`), the clause each
 * refusal proves from `spec/clauses/required-members.ts`.
 */
import { expect } from 'vitest';
import { validateInlineSchema } from '../../spec/schemas.ts';
import type { SchemaObject } from '../../spec/openapi/types.ts';
import type { ClauseId } from '../../spec/keys/index.ts';
import type { ApiResponse } from '../http/client.ts';
import { mapAtOnce, requestsAtOnce } from './at-once.ts';
import { attribute } from './attribution.ts';
import { expectErrorEnvelope } from './expect-error.ts';
import { expectSchema } from './expect-schema.ts';
import { requiredMemberClause } from '../../spec/clauses/required-members.ts';
import { documentRequiredMembers, withoutMember, type RequiredMember } from './required-members.ts';
import type { TestKit } from './test-kit.ts';

type Body = Record<string, unknown>;

const listsEveryField: ClauseId = '7/field-errors-list-every-invalid-field';
const fieldErrorShape: ClauseId = '2.4/field-error-shape';
const dotPath: ClauseId = '2.4/field-error-path-dot-notation';

/**
 * The clauses a test built on `expectEachRequiredMemberRefused` proves when it drops the required members of bodies
 * shaped like `samples` (one of each shape it sends): the clause of each member, and the field-error clauses.
 */
export function requiredMemberTestClauses(schema: SchemaObject, samples: readonly Body[]): ClauseId[] {
  const own = samples.flatMap((body) => documentRequiredMembers(schema, body)).map(requiredMemberClause);
  return [
    ...new Set([
      ...own.filter((c): c is ClauseId => c !== undefined),
      listsEveryField,
      fieldErrorShape,
      dotPath,
      '7/envelope-details-object' as const,
    ]),
  ];
}

/** Asserts the answer to `member` dropped: refused (on the member's clause), the member named in `details.errors`. */
export function expectMemberReported(res: ApiResponse, member: RequiredMember, clause: ClauseId, label: string): void {
  attribute([clause], () =>
    expect(
      res.status,
      `${label}: without ${member.field} the request is refused with 400 (body: ${res.text.slice(0, 300)})`,
    ).toBe(400),
  );
  const body = expectErrorEnvelope(res, 400);
  const errors = attribute([listsEveryField], () => {
    const details = body.details as { errors?: unknown } | undefined;
    expect(Array.isArray(details?.errors), `${label}: a field-validation error carries details.errors, an array`).toBe(
      true,
    );
    return details?.errors as unknown[];
  });
  attribute([fieldErrorShape], () => {
    for (const entry of errors) expectSchema(entry, 'FieldError');
  });
  const reported = errors.map((e) => String((e as { field?: unknown }).field));
  if (reported.includes(member.field)) return;
  // Named, but not by its full dot path from the body's root (`fullName` for `accountInfo.beneficiary.fullName`).
  const namedOtherwise = member.field.includes('.') && reported.some((r) => r.split('.').pop() === member.member);
  attribute(namedOtherwise ? [dotPath] : [listsEveryField], () =>
    expect(reported, `${label}: details.errors names ${member.field}`).toContain(member.field),
  );
}

/**
 * For every member of `body` the document requires (by `schema`, the operation's request schema), sends `body`
 * without it through `send` and expects it refused and named. `body` must be valid: checked first, as set-up. The
 * requests go several at once when the run allows (`at-once.ts`).
 */
export async function expectEachRequiredMemberRefused(
  t: TestKit,
  schema: SchemaObject,
  body: Body,
  send: (body: Body) => Promise<ApiResponse>,
  label: string,
): Promise<RequiredMember[]> {
  return (await expectEachRequiredMemberRefusedOfAll(t, schema, [{ body, label }], send))[0]!;
}

/**
 * `expectEachRequiredMemberRefused` for several bodies (the variants of one request) at once: every body is checked
 * first, then every dropped member of every body goes out, as many at once as the run allows, and the answers are
 * judged in the bodies' order, members in order. Answers the required members of each body.
 */
export async function expectEachRequiredMemberRefusedOfAll(
  t: TestKit,
  schema: SchemaObject,
  bodies: readonly { readonly body: Body; readonly label: string }[],
  send: (body: Body) => Promise<ApiResponse>,
): Promise<RequiredMember[][]> {
  const membersOf = await Promise.all(
    bodies.map(({ body, label }) =>
      t.setup(`${label}: a valid base body with required members`, async () => {
        const violations = validateInlineSchema(schema, body);
        if (violations.length > 0)
          throw new Error(
            `the generated body is invalid: ${violations.map((v) => `${v.field} ${v.message}`).join('; ')}`,
          );
        const found = documentRequiredMembers(schema, body);
        if (found.length === 0) throw new Error('the request schema requires no member of the body');
        const unregistered = found.filter((m) => requiredMemberClause(m) === undefined);
        if (unregistered.length > 0) {
          throw new Error(
            `no clause states these required members: ${unregistered.map((m) => `${m.owner}.${m.member}`).join(', ')}`,
          );
        }
        return found;
      }),
    ),
  );
  const dropped = bodies.flatMap(({ body, label }, i) => membersOf[i]!.map((member) => ({ body, label, member })));
  // Each refused request changes nothing, so they may go at once; answers are judged in the members' order.
  const answers = await mapAtOnce(dropped, requestsAtOnce(t), ({ body, member }) =>
    send(withoutMember(body, member.field)),
  );
  dropped.forEach(({ label, member }, i) =>
    expectMemberReported(answers[i]!, member, requiredMemberClause(member)!, label),
  );
  return membersOf;
}
