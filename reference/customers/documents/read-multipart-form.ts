import type { Context } from 'koa';
import { invalidInput } from '../../http/api-error.ts';
import { readBodyBytes } from '../../http/read-body.ts';

/**
 * Reads a `multipart/form-data` request body into a `FormData`, with no new dependency: the bytes are collected up to
 * `limitBytes` (declared by `Content-Length` or counted while reading; beyond it 413) and parsed by the platform's
 * own `Response.formData()`. Everything stays in memory; nothing touches the disk.
 *
 * A media type other than `multipart/form-data` with a boundary, or a body that does not parse: 400 `INVALID_INPUT`.
 */
export async function readMultipartForm(ctx: Context, limitBytes: number): Promise<FormData> {
  const contentType = ctx.get('Content-Type');
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    throw invalidInput('Content-Type must be multipart/form-data with a boundary.');
  }
  const raw = await readBodyBytes(ctx, limitBytes);
  try {
    return await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalidInput('The multipart body could not be parsed.');
  }
}
