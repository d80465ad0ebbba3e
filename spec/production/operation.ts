/** An operation of the production interface, as `operations/` transcribes it. */
import type { SchemaObject } from '../openapi/types.ts';

/** Marks data taken from the production interface rather than the interface document. */
export const source = 'production-facts' as const;

/** An operation of production: method, path template and the JSON body schema of each response status (null: none). */
export interface ProductionOperation {
  readonly method: string;
  readonly path: string;
  readonly responses: Readonly<Record<string, SchemaObject | null>>;
}
