/**
 * Wire variants that say more, or say it otherwise, where the document fixes only some of what an answer holds:
 * members it does not name, texts it does not give, optional members left out.
 */
import { isJsonObject, mapObjects, rewriteJsonAnswers, type Json } from './json-answers.ts';
import type { Variant } from './variant.ts';

const isErrorBody = (body: Json): body is { [member: string]: Json } =>
  isJsonObject(body) &&
  typeof body['status'] === 'number' &&
  typeof body['code'] === 'string' &&
  typeof body['message'] === 'string';

/** Rewrites the error bodies only (part 7's envelope), at the top level of the answer. */
const onErrors = (rewrite: (error: { [member: string]: Json }) => Json) => () => [
  rewriteJsonAnswers((body, ctx) => (ctx.status >= 400 && isErrorBody(body) ? rewrite(body) : body)),
];

/** Rewrites every field error of an error body's `details.errors`. */
const onFieldErrors = (rewrite: (fieldError: { [member: string]: Json }) => Json) =>
  onErrors((error) => {
    const details = error['details'];
    if (!isJsonObject(details) || !Array.isArray(details['errors'])) return error;
    const errors = details['errors'].map((entry) => (isJsonObject(entry) ? rewrite(entry) : entry));
    return { ...error, details: { ...details, errors } };
  });

export const bodyVariants: readonly Variant[] = [
  {
    id: 'extra-members-top-level',
    freedom: 'every JSON answer (records, lists, challenges, error bodies) carries a member the document does not name',
    leftOpenBy: {
      part: '2.6, 7',
      wording:
        'Fields of the customer, internal account, quote, transaction, card, stablecoin, agent, webhook and invitation records: not shown beyond those named elsewhere in this document. / Required members: `status`, `code`, `message`.',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) => (isJsonObject(body) ? { ...body, traceRef: 'variant-trace-0001' } : body)),
    ],
  },
  {
    id: 'extra-members-nested',
    freedom:
      'every object nested in an answer (accountInfo, beneficiary, field errors, details, list entries) carries a member the document does not name',
    leftOpenBy: {
      part: '2.3, 2.6, 7',
      wording:
        'Per-currency field lists of the `accountInfo` variants: not shown, beyond the fields named in this section. / optional `details` (object, shape varies by `code`)',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) =>
        mapObjects(body, (object, depth) => (depth > 0 ? { ...object, annotation: 'variant' } : object)),
      ),
    ],
  },
  {
    id: 'error-messages-other-texts',
    freedom: 'error bodies carry other `message` texts than the reference writes',
    leftOpenBy: {
      part: '7',
      wording:
        'Every error body has: `status` (integer, the HTTP status), `code` (string, from the tables below), `message` (string)',
    },
    seam: 'wire',
    wire: onErrors((error) => ({
      ...error,
      message: `Request refused (${String(error['code']).toLowerCase().replaceAll('_', ' ')}).`,
    })),
  },
  {
    id: 'field-error-messages-other-texts',
    freedom: 'field errors carry other human-readable `message` texts',
    leftOpenBy: { part: '2.4', wording: '`message` | string | no | Human-readable explanation' },
    seam: 'wire',
    exclusive: 'field-error-members',
    wire: onFieldErrors((entry) =>
      'message' in entry ? { ...entry, message: 'This value is not accepted here.' } : entry,
    ),
  },
  {
    id: 'field-errors-without-optional-members',
    freedom: 'field errors carry `field` only, leaving out the optional `constraint` and `message`',
    leftOpenBy: {
      part: '2.4',
      wording:
        '`constraint` | `FieldConstraint` | no | Machine-readable constraint / `message` | string | no | Human-readable explanation',
    },
    seam: 'wire',
    exclusive: 'field-error-members',
    wire: onFieldErrors((entry) => ({ field: entry['field'] ?? null })),
  },
  {
    id: 'details-absent-where-optional',
    freedom:
      'error bodies leave `details` out wherever it holds no field errors (the sandbox `reason` stays at the top level)',
    leftOpenBy: { part: '7', wording: 'and optional `details` (object, shape varies by `code`)' },
    seam: 'wire',
    exclusive: 'sandbox-reason-place',
    wire: onErrors((error) => {
      const details = error['details'];
      if (!isJsonObject(details) || Array.isArray(details['errors'])) return error;
      const { details: _dropped, ...rest } = error;
      return typeof details['reason'] === 'string' ? { ...rest, reason: details['reason'] } : rest;
    }),
  },
  {
    id: 'sandbox-reason-in-details-only',
    freedom: 'the sandbox `reason` of a 401 is given in `details.reason` only, not also at the top level',
    leftOpenBy: { part: '7.2', wording: '`UNAUTHORIZED` | Problem with API credentials (sandbox adds a `reason`)' },
    seam: 'wire',
    exclusive: 'sandbox-reason-place',
    wire: onErrors((error) => {
      const details = error['details'];
      if (typeof error['reason'] !== 'string' || !isJsonObject(details) || typeof details['reason'] !== 'string')
        return error;
      const { reason: _top, ...rest } = error;
      return rest;
    }),
  },
  {
    id: 'lightning-account-alias',
    freedom: 'answers name the `LIGHTNING` variant by its alias `LIGHTNING_ACCOUNT`',
    leftOpenBy: {
      part: '2.3, 9',
      wording:
        'In responses the same set applies, and `LIGHTNING_ACCOUNT` is also accepted as an alias of the `LIGHTNING` variant.',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) =>
        mapObjects(body, (object) =>
          object['accountType'] === 'LIGHTNING' ? { ...object, accountType: 'LIGHTNING_ACCOUNT' } : object,
        ),
      ),
    ],
  },
  {
    id: 'beneficiary-verified-data-never-given',
    freedom: 'external accounts never carry `beneficiaryVerifiedData` (the rail returns no verified name)',
    leftOpenBy: {
      part: '2.2',
      wording:
        '`beneficiaryVerifiedData` | object `{ fullName: string }` | Verified account-holder name returned by the payment rail, if available',
    },
    seam: 'wire',
    wire: () => [
      rewriteJsonAnswers((body) =>
        mapObjects(body, (object) => {
          if (!('beneficiaryVerifiedData' in object)) return object;
          const { beneficiaryVerifiedData: _unavailable, ...rest } = object;
          return rest;
        }),
      ),
    ],
  },
  {
    id: 'unknown-references-answer-400',
    freedom: 'a path naming a resource that does not exist answers 400 `INVALID_INPUT` where the reference answers 404',
    leftOpenBy: {
      part: '7.5, 4.3',
      wording:
        'HTTP statuses other than 201, 400, 401, 409, 500 for the external account create operation (for example 403 for a missing agent permission, or 404): not shown. / For every operation in this table, request and response bodies are not shown except where stated in the row.',
    },
    seam: 'wire',
    wire: () => [
      async (ctx, next) => {
        await next();
        if (ctx.status !== 404 || !isErrorBody(ctx.body as Json)) return;
        ctx.status = 400;
        ctx.body = { ...(ctx.body as { [member: string]: Json }), status: 400, code: 'INVALID_INPUT' };
      },
    ],
  },
];
