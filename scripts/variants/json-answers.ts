/**
 * Middleware that rewrites the JSON body of every answer, errors included, after the app has made it and before Koa
 * serialises it: the seam of the wire variants that change what a body says, not what the server does.
 */
import type { Context, Middleware } from 'koa';

export type Json = null | boolean | number | string | Json[] | { [member: string]: Json };

/** A body Koa will serialise as JSON: a plain object or an array (not a Buffer, a stream or a string). */
export function isJsonBody(body: unknown): body is Json {
  if (Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Middleware handing every JSON answer body to `rewrite`, which returns the body to send (the same when unchanged). */
export function rewriteJsonAnswers(rewrite: (body: Json, ctx: Context) => Json): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isJsonBody(ctx.body)) return;
    const rewritten = rewrite(ctx.body, ctx);
    if (rewritten !== ctx.body) ctx.body = rewritten;
  };
}

/** Middleware serialising every JSON answer body itself (`serialise` gives the text); the content type is kept. */
export function serialiseJsonAnswers(serialise: (body: Json) => string): Middleware {
  return async (ctx, next) => {
    await next();
    if (isJsonBody(ctx.body)) {
      const type = ctx.response.get('Content-Type');
      ctx.body = serialise(ctx.body);
      ctx.set('Content-Type', type);
    }
  };
}

const isObject = (value: Json | undefined): value is { [member: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with each item or member replaced by `each` of it; `value` itself when none changed, so that a rewrite
 * touching nothing copies nothing (every answer passes some twenty of them in a composite).
 */
function mapInside(value: Json, each: (inner: Json) => Json): Json {
  if (Array.isArray(value)) {
    let copy: Json[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i]!;
      const mapped = each(item);
      if (mapped !== item) copy ??= value.slice();
      if (copy !== undefined) copy[i] = mapped;
    }
    return copy ?? value;
  }
  if (!isObject(value)) return value;
  let copy: { [member: string]: Json } | undefined;
  for (const key in value) {
    const member = value[key]!;
    const mapped = each(member);
    if (mapped !== member) copy ??= { ...value };
    if (copy !== undefined) copy[key] = mapped;
  }
  return copy ?? value;
}

/**
 * `value` with every object (the outermost included) replaced by `map` of it, innermost first; `map` returns the
 * object it is given to leave it as it is.
 */
export function mapObjects(
  value: Json,
  map: (object: { [member: string]: Json }, depth: number) => Json,
  depth = 0,
): Json {
  const inner = mapInside(value, (item) => mapObjects(item, map, depth + 1));
  return isObject(inner) ? map(inner, depth) : inner;
}

/** `value` with every string (member names aside) replaced by `map` of it. */
export function mapStrings(value: Json, map: (text: string) => string): Json {
  if (typeof value === 'string') return map(value);
  return mapInside(value, (item) => mapStrings(item, map));
}

/** `value` with the array under `member` of every object replaced by `map` of it. */
export function mapArraysNamed(value: Json, member: string, map: (items: Json[]) => Json[]): Json {
  return mapObjects(value, (object) => {
    const items = object[member];
    return Array.isArray(items) ? { ...object, [member]: map(items) } : object;
  });
}

export { isObject as isJsonObject };
