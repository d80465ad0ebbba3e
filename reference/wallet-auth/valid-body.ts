import { validateSchema } from '../../spec/schemas.ts';
import { invalidInput } from '../http/api-error.ts';

/** Throws 400 `INVALID_INPUT` listing every invalid field of `body` against the named spec schema (part 7). */
export function assertValidBody(schema: string, body: unknown): void {
  const errors = validateSchema(schema, body);
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors.map((e) => ({ ...e })));
}
