import type { Context } from 'koa';
import { invalidInput } from './api-error.ts';
import { readBodyBytes } from './read-body.ts';

/**
 * Reads the request body as a JSON object, for routes whose body is an object.
 *
 * - no body, a media type other than `application/json`, bytes that are not UTF-8 or not JSON, or JSON that is not
 *   an object: 400 `INVALID_INPUT`;
 * - more than `limitBytes` (declared by `Content-Length` or counted while reading): 413.
 */
export async function readJsonObject(ctx: Context, limitBytes: number): Promise<Record<string, unknown>> {
  const value = await readJson(ctx, limitBytes);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidInput('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Reads the request body as any JSON value, with the rules of `readJsonObject` except the object check. */
export async function readJson(ctx: Context, limitBytes: number): Promise<unknown> {
  const declaredLength = ctx.get('Content-Length');
  const chunked = ctx.get('Transfer-Encoding') !== '';
  if (!chunked && (declaredLength === '' || declaredLength === '0')) {
    throw invalidInput('A JSON request body is required.');
  }
  const mediaType = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType !== 'application/json') throw invalidInput('Content-Type must be application/json.');
  const raw = await readBodyBytes(ctx, limitBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalidInput('The request body is not valid UTF-8.');
  }
  if (text.trim() === '') throw invalidInput('A JSON request body is required.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The parser's own message is not echoed: it is implementation detail, and the position it names is not stable.
    throw invalidInput('The request body is not valid JSON.');
  }
}
