/**
 * The one check of a request body against its schema in `spec/` (compiled by `spec/schemas.ts`): the violations as
 * field errors, or a 400 `INVALID_INPUT` listing every invalid field at once (part 7).
 */
import { validateSchema } from '../../spec/schemas.ts';
import { invalidInput, type FieldError } from './api-error.ts';

/** The fields of `body` that break the named schema (empty when it is valid). */
export function bodyFieldErrors(schema: string, body: unknown): FieldError[] {
  return validateSchema(schema, body).map((violation) => ({ ...violation }));
}

/** Throws 400 `INVALID_INPUT` listing every field of `body` that breaks the named schema. */
export function assertValidBody(schema: string, body: unknown): void {
  const errors = bodyFieldErrors(schema, body);
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
}
