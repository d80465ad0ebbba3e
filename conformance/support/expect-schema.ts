import { expect } from 'vitest';
import { validateSchema } from '../../spec/schemas.ts';

/**
 * Asserts that `value` is valid against the named schema of the spec (`spec/openapi`). The assertion message lists
 * every problem (`field: message`), so one failure shows all that is wrong. An unknown schema name throws.
 */
export function expectSchema(value: unknown, schemaName: string): void {
  const problems = validateSchema(schemaName, value);
  const listed = problems.map((p) => `${p.field || '(root)'}: ${p.message}`).join('; ');
  expect(problems, `valid against schema ${schemaName}${listed ? ` (${listed})` : ''}`).toEqual([]);
}
