/**
 * Answers every operation gives whatever its path file says, added in one pass over the paths so that an operation
 * written later gets them too: 401 when it is secured (5 and 7.2: a missing or wrong credential), and a `default`
 * answer with the part-7 envelope, since part 7 gives every error body that shape (an id that names nothing, a
 * refusal the operation's own list does not name). A generic tool then meets no documented error as an undeclared
 * status.
 */
import { errorResponse, envelopeResponse } from './errors.ts';
import type { OperationObject, PathItemObject, SecurityRequirement } from './types.ts';

const defaultAnswer = envelopeResponse('Any other error: the part-7 envelope (7)');

function withAnswers(operation: OperationObject, documentSecurity: readonly SecurityRequirement[]): OperationObject {
  const responses = (operation['responses'] ?? {}) as Record<string, unknown>;
  const security = (operation['security'] as readonly SecurityRequirement[] | undefined) ?? documentSecurity;
  const added: Record<string, unknown> = {};
  if (security.length > 0 && !('401' in responses)) added['401'] = errorResponse(401);
  if (!('default' in responses)) added['default'] = defaultAnswer;
  return Object.keys(added).length === 0 ? operation : { ...operation, responses: { ...responses, ...added } };
}

/** The paths with 401 on every secured operation and a `default` error answer on every operation. */
export function withGenericAnswers(
  paths: Record<string, PathItemObject>,
  documentSecurity: readonly SecurityRequirement[],
): Record<string, PathItemObject> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => [method, withAnswers(op as OperationObject, documentSecurity)]),
      ),
    ]),
  );
}
