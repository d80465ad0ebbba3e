/**
 * Where the reference's answers may differ from production's schemas because the interface document says otherwise
 * (the document wins over production). One list; each entry quotes the document's reason. A violation of production's
 * schemas that no entry covers is a defect of the reference (see `scripts/production-shapes.ts`).
 */
import type { SchemaViolation } from '../schemas.ts';

export interface ProductionException {
  readonly id: string;
  /** Operation ids it applies to; absent: every operation. */
  readonly operations?: readonly string[];
  /** HTTP status it applies to; absent: every status. */
  readonly status?: number;
  /** Dot path of the field the answer differs at (`*` for any array index or member name). */
  readonly field: string;
  /** Section of the interface document. */
  readonly section: string;
  /** What the document says, in its words or close to them. */
  readonly reason: string;
}

export const productionExceptions: readonly ProductionException[] = [];

function fieldMatches(pattern: string, field: string): boolean {
  const want = pattern.split('.');
  const got = field.split('.');
  return want.length === got.length && want.every((segment, i) => segment === '*' || segment === got[i]);
}

/** The exception covering a violation of an answer, if any. */
export function exceptionFor(
  operationId: string,
  status: number,
  violation: SchemaViolation,
): ProductionException | undefined {
  return productionExceptions.find(
    (e) =>
      (e.operations === undefined || e.operations.includes(operationId)) &&
      (e.status === undefined || e.status === status) &&
      fieldMatches(e.field, violation.field),
  );
}
