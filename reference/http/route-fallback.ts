import type { Middleware } from 'koa';
import { undocumentedError } from './api-error.ts';

/** The message of the 404 answered where no operation is served (kept apart from a missing resource's 404). */
export const noOperationMessage = 'No operation is served at this path.';

/**
 * The last middleware: reached only when no route took the request. A path some route serves answers 405 with an
 * `Allow` header listing its methods; any other path answers 404. Both as JSON envelopes.
 */
export function routeFallback(routes: { allowedMethods(path: string): readonly string[] }): Middleware {
  // Stryker disable next-line BlockStatement: outside the document: the 404 and 405 of a path no operation serves are not shown; reference/app.test.ts holds them
  return (ctx) => {
    const allowed = routes.allowedMethods(ctx.path);
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator: outside the document: the 404 and 405 of a path no operation serves are not shown; reference/app.test.ts holds them
    if (allowed.length > 0) {
      // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the 404 and 405 of a path no operation serves are not shown; reference/app.test.ts holds them
      throw undocumentedError('methodNotAllowed', `Method ${ctx.method} is not allowed on this path.`, {
        // Stryker disable next-line ObjectLiteral,StringLiteral: outside the document: the 404 and 405 of a path no operation serves are not shown; reference/app.test.ts holds them
        headers: { Allow: allowed.join(', ') },
      });
    }
    // Stryker disable next-line StringLiteral: outside the document: the 404 and 405 of a path no operation serves are not shown; reference/app.test.ts holds them
    throw undocumentedError('notFound', noOperationMessage);
  };
}
