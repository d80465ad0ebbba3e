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
    // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
    throw invalidInput('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Reads the request body as any JSON value, with the rules of `readJsonObject` except the object check. */
export async function readJson(ctx: Context, limitBytes: number): Promise<unknown> {
  // `split` always gives a first part.
  const [mediaType, ...parameters] = ctx.get('Content-Type').split(';') as [string, ...string[]];
  // Stryker disable next-line BlockStatement: outside the document: the media type of a request body is not shown beyond "JSON"; reference/app.test.ts holds the refusal
  if (mediaType.trim().toLowerCase() !== 'application/json') {
    // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
    throw invalidInput('Content-Type must be application/json.');
  }
  assertUtf8Charset(parameters);
  const raw = await readBodyBytes(ctx, limitBytes);
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch /* Stryker disable next-line BlockStatement: outside the document: bytes that are not UTF-8 are not shown; reference/server.test.ts holds the refusal */ {
    // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
    throw invalidInput('The request body is not valid UTF-8.');
  }
  // No body (none declared, `Content-Length: 0`, or nothing streamed) reads as empty text.
  // Stryker disable next-line MethodExpression,StringLiteral: equivalent: a blank body is refused all the same by the JSON parser
  if (text.trim() === '') throw invalidInput('A JSON request body is required.');
  // Checked on the text, before parsing: a deep value must never exist in memory for later code to recurse into.
  // Stryker disable next-line BlockStatement: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
  if (jsonTextDepth(text) > maxJsonDepth) {
    // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
    throw invalidInput(`The request body nests arrays and objects deeper than ${maxJsonDepth} levels.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch /* Stryker disable next-line BlockStatement: equivalent: without the catch the body is undefined, refused as no JSON object with the same 400 */ {
    // The parser's own message is not echoed: it is implementation detail, and the position it names is not stable.
    // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
    throw invalidInput('The request body is not valid JSON.');
  }
}

/**
 * JSON is UTF-8 on the wire (RFC 8259 8.1): a body declared in another charset would be read as something it is not,
 * so it is refused rather than decoded wrongly. No charset parameter, or `utf-8` in any case, is accepted.
 */
// Stryker disable next-line BlockStatement: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
function assertUtf8Charset(parameters: readonly string[]): void {
  // Stryker disable next-line BlockStatement: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
  for (const parameter of parameters) {
    // Stryker disable next-line StringLiteral: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
    const equals = parameter.indexOf('=');
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,MethodExpression,StringLiteral: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    // Stryker disable next-line ArithmeticOperator,MethodExpression,Regex,StringLiteral: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
    const charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: outside the document: charsets are not shown; reference/server.test.ts holds the refusal
    if (charset !== 'utf-8' && charset !== 'utf8') {
      // Stryker disable next-line StringLiteral: message: part 7 gives no message texts
      throw invalidInput(`The request body must be UTF-8 JSON; charset ${JSON.stringify(charset)} is not accepted.`);
    }
  }
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without recursion. Brackets inside
 * strings do not count; the text need not be valid JSON (the parser judges that afterwards).
 */
// Stryker disable next-line BlockStatement: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  // Stryker disable next-line BooleanLiteral: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
  let inString = false;
  // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal (the step is left unmarked: one backwards never ends)
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    // Stryker disable next-line BlockStatement,ConditionalExpression: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
    if (inString) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      if (char === 0x5c) i += 1; // backslash: the next character is escaped
      // Stryker disable next-line BooleanLiteral,ConditionalExpression,EqualityOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      if (char === 0x22) inString = false;
      continue;
    }
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
    if (char === 0x22) {
      // Stryker disable next-line BooleanLiteral: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      inString = true;
    }
    // Stryker disable next-line BlockStatement,LogicalOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
    if (char === 0x7b || char === 0x5b) {
      // Stryker disable next-line AssignmentOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      depth += 1;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      if (depth > deepest) deepest = depth;
    }
    // Stryker disable next-line BlockStatement,ConditionalExpression,EqualityOperator,LogicalOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
    if (char === 0x7d || char === 0x5d) {
      // Stryker disable next-line AssignmentOperator: outside the document: a nesting limit is not shown; reference/hostile-input.test.ts holds the refusal
      depth -= 1;
    }
  }
  return deepest;
}
