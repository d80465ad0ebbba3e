import type { Middleware } from 'koa';
import { undocumentedError } from './api-error.ts';

/** The message of the 404 answered where no operation is served (kept apart from a missing resource's 404). */
export const noOperationMessage = 'No operation is served at this path.';

/**
 * The last middleware: reached only when no route took the request. A path some route serves answers 405 with an
 * `Allow` header listing its methods; any other path answers 404. Both as JSON envelopes.
 */
export function routeFallback(routes: { allowedMethods(path: string): readonly string[] }): Middleware {
  return (ctx) => {
    const allowed = routes.allowedMethods(ctx.path);
    if (allowed.length > 0) {
      throw undocumentedError('methodNotAllowed', `Method ${ctx.method} is not allowed on this path.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw undocumentedError('notFound', noOperationMessage);
  };
}
