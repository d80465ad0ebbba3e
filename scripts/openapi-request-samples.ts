/**
 * One valid request per operation, made from an OpenAPI 3.1 document alone, as a generic tool would make it: path and
 * query parameters and the body from their schemas, each value the simplest the schema allows (the first of an enum, its last in the `full` body,
 * the first branch of a union that validates, a string of a pattern drawn by fast-check with a fixed seed). Two
 * bodies per operation: the required members only, and every declared member. A value is kept only when the
 * document's own schema accepts it, so a refusal of it is the server's disagreement with the document.
 */
import fc from 'fast-check';
import type { OpenApiAnswerCheck, OpenApiLike } from './openapi-answer-check.ts';

type Json = Record<string, unknown>;

export type SampleBody =
  | { readonly mediaType: 'application/json'; readonly value: unknown }
  | { readonly mediaType: 'multipart/form-data'; readonly parts: Readonly<Record<string, string | SampleFile>> };

export interface SampleFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

export interface SampleRequest {
  readonly operationId: string;
  readonly method: string;
  /** The path template of the operation and the value made for each of its parameters. */
  readonly template: string;
  readonly pathValues: Readonly<Record<string, string>>;
  /** The path with its parameters filled in, percent-encoded. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body?: SampleBody;
  /** `required` (required members and parameters only) or `full` (every declared one). */
  readonly variant: 'required' | 'full';
  /** The security requirement alternatives of the operation (empty: none). */
  readonly security: readonly Readonly<Record<string, readonly string[]>>[];
}

/** Strings of formats a generic tool knows; the URI is on loopback so that nothing leaves the machine. */
const formatSamples: Readonly<Record<string, string>> = {
  'date-time': '2026-01-02T03:04:05Z',
  date: '2000-01-02',
  time: '03:04:05Z',
  email: 'sample@example.com',
  uri: 'http://127.0.0.1:9/sample',
  url: 'http://127.0.0.1:9/sample',
  'uri-reference': 'http://127.0.0.1:9/sample',
  uuid: '0b6e5b32-5d3c-4f4e-9a3e-2f1d0c9b8a70',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
};

const seed = 20_261_128;

export class RequestSampler {
  readonly #document: OpenApiLike;
  readonly #check: OpenApiAnswerCheck;

  constructor(document: OpenApiLike, check: OpenApiAnswerCheck) {
    this.#document = document;
    this.#check = check;
  }

  /** The samples of every operation: `required` always, `full` when it differs and is valid. */
  all(): SampleRequest[] {
    const documentSecurity = this.#document.security ?? [];
    return Object.entries(this.#document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, raw]) => {
        const operation = raw as Json;
        if (typeof operation['operationId'] !== 'string') return [];
        const security = (operation['security'] as SampleRequest['security'] | undefined) ?? documentSecurity;
        const required = this.#request(path, method, operation, security, false);
        const full = this.#fullRequest(path, method, operation, security);
        const same = full === undefined || JSON.stringify(full) === JSON.stringify({ ...required, variant: 'full' });
        return same ? [required] : [required, full];
      }),
    );
  }

  /** Every declared member, when the schema allows them all at once (a rule between members may not). */
  #fullRequest(
    path: string,
    method: string,
    operation: Json,
    security: SampleRequest['security'],
  ): SampleRequest | undefined {
    try {
      return this.#request(path, method, operation, security, true);
    } catch {
      return undefined;
    }
  }

  #request(
    path: string,
    method: string,
    operation: Json,
    security: SampleRequest['security'],
    full: boolean,
  ): SampleRequest {
    const operationId = operation['operationId'] as string;
    const parameters = ((operation['parameters'] ?? []) as Json[]).map((p) => this.#resolve(p));
    const parameterValue = (p: Json) =>
      String(this.value(p['schema'] ?? { type: 'string' }, full, `${operationId} ${p['name']}`));
    const pathValues = Object.fromEntries(
      [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
        const declared = parameters.find((p) => p['in'] === 'path' && p['name'] === name);
        return [name!, declared ? parameterValue(declared) : 'sample'];
      }),
    );
    const query = Object.fromEntries(
      parameters
        .filter((p) => p['in'] === 'query' && (full || p['required'] === true))
        .map((p) => [String(p['name']), parameterValue(p)]),
    );
    const body = this.#body(operation, full);
    return {
      operationId,
      method,
      template: path,
      pathValues,
      path: fillPath(path, pathValues),
      query,
      ...(body ? { body } : {}),
      variant: full ? 'full' : 'required',
      security,
    };
  }

  #body(operation: Json, full: boolean): SampleBody | undefined {
    const requestBody = operation['requestBody'] as Json | undefined;
    const content = requestBody?.['content'] as Record<string, Json> | undefined;
    if (content === undefined) return undefined;
    const id = operation['operationId'] as string;
    if (content['application/json'] !== undefined) {
      return { mediaType: 'application/json', value: this.value(content['application/json']['schema'], full, id) };
    }
    const multipart = content['multipart/form-data'];
    if (multipart === undefined) return undefined;
    const value = this.value(multipart['schema'], full, id) as Json;
    const schema = this.#resolve(multipart['schema'] as Json);
    const properties = (schema['properties'] ?? {}) as Record<string, Json>;
    const encoding = (multipart['encoding'] ?? {}) as Record<string, Json>;
    const parts = Object.fromEntries(
      Object.entries(value).map(([name, member]) => {
        const binary = this.#resolve(properties[name] ?? {})['format'] === 'binary';
        if (!binary) return [name, String(member)];
        const contentType = String(encoding[name]?.['contentType'] ?? 'application/octet-stream')
          .split(',')[0]!
          .trim();
        return [name, { bytes: new TextEncoder().encode(String(member)), contentType }];
      }),
    );
    return { mediaType: 'multipart/form-data', parts };
  }

  /** A value valid against `schema`; throws when none of the candidates is (the test then names the schema). */
  value(schema: unknown, full: boolean, where: string): unknown {
    for (const candidate of this.#candidates(schema, full, 0)) {
      if (this.#check.validates(schema, candidate)) return candidate;
    }
    throw new Error(`${where}: no valid value found for ${JSON.stringify(schema).slice(0, 300)}`);
  }

  #resolve(node: Json): Json {
    let current = node;
    for (let i = 0; i < 16 && typeof current['$ref'] === 'string'; i += 1) {
      const pointer = (current['$ref'] as string).replace(/^#\//, '').split('/');
      let target: unknown = this.#document;
      for (const segment of pointer) target = (target as Json)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
      current = target as Json;
    }
    return current;
  }

  /** Candidate values, simplest first. */
  *#candidates(raw: unknown, full: boolean, depth: number): Generator<unknown> {
    if (raw === true || raw === undefined) {
      yield 'sample';
      return;
    }
    const schema = this.#resolve(raw as Json);
    if (depth > 12) return;
    if ('const' in schema) {
      yield schema['const'];
      return;
    }
    if (Array.isArray(schema['enum'])) {
      const values = (schema['enum'] as unknown[]).filter((v) => v !== null);
      yield* full ? values.reverse() : values;
      return;
    }
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (Array.isArray(branches)) {
        const base = { ...schema, [key]: undefined };
        for (const branch of branches) {
          for (const value of this.#candidates(branch, full, depth + 1)) {
            yield* this.#merged(base, value, full, depth);
          }
        }
        return;
      }
    }
    if (Array.isArray(schema['allOf'])) {
      let merged: unknown = {};
      for (const part of schema['allOf'] as unknown[]) {
        const value = this.#candidates(part, full, depth + 1).next().value;
        merged = typeof value === 'object' && value !== null ? { ...(merged as Json), ...(value as Json) } : value;
      }
      yield* this.#merged({ ...schema, allOf: undefined }, merged, full, depth);
      return;
    }
    yield* this.#typed(schema, full, depth);
  }

  /** A branch's value with the members the enclosing schema adds. */
  *#merged(base: Json, value: unknown, full: boolean, depth: number): Generator<unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || base['properties'] === undefined) {
      yield value;
      return;
    }
    for (const own of this.#typed({ ...base, type: 'object' }, full, depth)) yield { ...(own as Json), ...value };
  }

  *#typed(schema: Json, full: boolean, depth: number): Generator<unknown> {
    const types = Array.isArray(schema['type']) ? (schema['type'] as string[]) : [schema['type'] ?? inferType(schema)];
    for (const type of types.filter((t) => t !== 'null')) {
      switch (type) {
        case 'object':
          yield this.#object(schema, full, depth);
          break;
        case 'array': {
          const min = Number(schema['minItems'] ?? (full ? 1 : 0));
          const item = this.#candidates(schema['items'] ?? true, full, depth + 1).next().value;
          yield Array.from({ length: min }, () => item);
          break;
        }
        case 'integer':
        case 'number':
          yield* numbers(schema, type === 'integer');
          break;
        case 'boolean':
          yield true;
          yield false;
          break;
        case 'string':
          yield* this.#strings(schema);
          break;
        default:
          yield 'sample';
      }
    }
    if (types.includes('null')) yield null;
  }

  #object(schema: Json, full: boolean, depth: number): Json {
    const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
    const required = new Set((schema['required'] ?? []) as string[]);
    const names = Object.keys(properties).filter((name) => full || required.has(name));
    for (const name of required) if (!names.includes(name)) names.push(name);
    const atLeast = Number(schema['minProperties'] ?? 0);
    for (const name of Object.keys(properties)) if (names.length < atLeast && !names.includes(name)) names.push(name);
    const out: Json = {};
    for (const name of names) {
      const member = this.#validFirst(properties[name] ?? true, full, depth + 1);
      if (member !== undefined) out[name] = member;
    }
    return out;
  }

  #validFirst(schema: unknown, full: boolean, depth: number): unknown {
    let first: unknown;
    for (const candidate of this.#candidates(schema, full, depth)) {
      first ??= candidate;
      if (this.#check.validates(schema, candidate)) return candidate;
    }
    return first;
  }

  *#strings(schema: Json): Generator<string> {
    const min = Number(schema['minLength'] ?? 0);
    const max = Number(schema['maxLength'] ?? Number.POSITIVE_INFINITY);
    const fits = (s: string) => [...s].length >= min && [...s].length <= max;
    const format = schema['format'];
    if (typeof format === 'string' && formatSamples[format] !== undefined) yield formatSamples[format]!;
    if (typeof schema['pattern'] === 'string') {
      const arbitrary = fc.stringMatching(new RegExp(schema['pattern'] as string)).filter(fits);
      yield* fc.sample(arbitrary, { seed, numRuns: 5 });
    }
    const plain = 'sample'.padEnd(min, 'x');
    yield Number.isFinite(max) ? plain.slice(0, Math.max(max, min)) : plain;
  }
}

/** A path template with its parameters filled in, each percent-encoded. */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'sample'));
}

function inferType(schema: Json): string {
  if (schema['properties'] !== undefined) return 'object';
  if (schema['items'] !== undefined) return 'array';
  return 'string';
}

function* numbers(schema: Json, integer: boolean): Generator<number> {
  const minimum = typeof schema['minimum'] === 'number' ? schema['minimum'] : undefined;
  const exclusive = typeof schema['exclusiveMinimum'] === 'number' ? schema['exclusiveMinimum'] : undefined;
  const multiple = typeof schema['multipleOf'] === 'number' ? schema['multipleOf'] : 1;
  let value = minimum ?? (exclusive !== undefined ? exclusive + (integer ? 1 : multiple) : 1);
  if (integer) value = Math.ceil(value);
  yield value;
  yield Math.max(value, 1) * 10;
}
