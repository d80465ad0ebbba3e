import type { OperationRoutes } from '../../http/operation-routes.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { requirePlatformAuth } from '../../auth/basic-auth.ts';
import { toDocumentResponse } from './document-record.ts';
import { uploadDocument } from './document-service.ts';
import { readMultipartForm } from './read-multipart-form.ts';

/** Room for the form's text fields, part headers and boundaries beyond the file itself. */
const formOverheadBytes = 64 * 1024;

/** Registers `POST /documents` (4.3; multipart). Production answers 201 with the Document. */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  routes.add('uploadDocument', platformAuth, async (ctx) => {
    const form = await readMultipartForm(ctx, deps.config.documentMaxBytes + formOverheadBytes);
    const document = await uploadDocument(deps, form);
    ctx.status = 201;
    ctx.body = toDocumentResponse(document);
  });
}
