import type { Context } from 'koa';
import { invalidInput } from './api-error.ts';
import { readBodyBytes } from './read-body.ts';

/**
 * How deeply a request body may nest arrays and objects. The deepest body of the interface (a WebAuthn attestation
 * inside a credential request) nests a handful of levels; anything near this limit is hostile. Code that walks a
 * body recursively (canonical digests, merges, validation, cloning in the store) relies on it to stay far from the
 * stack's limit.
 */
export const maxJsonDepth = 32;

/** One strict UTF-8 decoder for every body: `decode` without `stream` keeps no state between calls, and making a decoder costs more than decoding a small body. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the request body as a JSON object, for routes whose body is an object.
 *
 * - no body, a media type other than `application/json`, a charset other than UTF-8, bytes that are not UTF-8 or not
 *   JSON, JSON nested deeper than `maxJsonDepth`, or JSON that is not an object: 400 `INVALID_INPUT`;
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
  // `split` always gives a first part.
  const [mediaType, ...parameters] = ctx.get('Content-Type').split(';') as [string, ...string[]];
  if (mediaType.trim().toLowerCase() !== 'application/json') {
    throw invalidInput('Content-Type must be application/json.');
  }
  assertUtf8Charset(parameters);
  const raw = await readBodyBytes(ctx, limitBytes);
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    throw invalidInput('The request body is not valid UTF-8.');
  }
  // No body (none declared, `Content-Length: 0`, or nothing streamed) reads as empty text.
  if (text.trim() === '') throw invalidInput('A JSON request body is required.');
  // Checked on the text, before parsing: a deep value must never exist in memory for later code to recurse into.
  if (jsonTextDepth(text) > maxJsonDepth) {
    throw invalidInput(`The request body nests arrays and objects deeper than ${maxJsonDepth} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The parser's own message is not echoed: it is implementation detail, and the position it names is not stable.
    throw invalidInput('The request body is not valid JSON.');
  }
}

/**
 * JSON is UTF-8 on the wire (RFC 8259 8.1): a body declared in another charset would be read as something it is not,
 * so it is refused rather than decoded wrongly. No charset parameter, or `utf-8` in any case, is accepted.
 */
function assertUtf8Charset(parameters: readonly string[]): void {
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') {
      throw invalidInput(`The request body must be UTF-8 JSON; charset ${JSON.stringify(charset)} is not accepted.`);
    }
  }
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without recursion. Brackets inside
 * strings do not count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: the next character is escaped
      if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) {
      inString = true;
    }
    if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
    if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}
