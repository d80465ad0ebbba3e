/**
 * A generic OpenAPI 3.1 answer check, as a tool that knows nothing of this project would make it: it reads only the
 * document. An answer must have a status the operation declares (exact, `4XX` range or `default`) and, where that
 * response declares a JSON body, a body valid against its schema (Ajv, JSON Schema 2020-12, formats checked). It
 * does not use the suite's own checks (`spec/schemas.ts`), so it can disagree with them.
 */
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';

type Json = Record<string, unknown>;

/** The parts of an OpenAPI document this check reads. */
export interface OpenApiLike {
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components?: Readonly<Record<string, unknown>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

/** One answer as a tool would see it: the operation called, the status, the body (undefined when empty). */
export interface AnswerToCheck {
  readonly operationId: string;
  readonly status: number;
  readonly body?: unknown;
  /** The body was present but not JSON. */
  readonly notJson?: boolean;
}

const documentId = 'https://openapi-answer-check.invalid/document.json';
const require = createRequire(import.meta.url);

function newAjv(): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const formats = require('ajv-formats') as ((ajv: Ajv2020) => Ajv2020) | { default: (ajv: Ajv2020) => Ajv2020 };
  // Not strict: OpenAPI adds keywords of its own (discriminator, example, x-...), which a JSON Schema tool ignores.
  const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, logger: false });
  (typeof formats === 'function' ? formats : formats.default)(ajv);
  return ajv;
}

/** A schema with its document-local `$ref`s pointed at the document registered with Ajv. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${documentId}${value}` : anchored(value),
    ]),
  );
}

/** Checks answers against one OpenAPI document; each answer gives the problems found (none when it conforms). */
export class OpenApiAnswerCheck {
  readonly #operations = new Map<string, Json>();
  readonly #ajv = newAjv();
  readonly #validators = new Map<unknown, ReturnType<Ajv2020['compile']>>();

  constructor(document: OpenApiLike) {
    this.#ajv.addSchema({ $id: documentId, components: document.components ?? {} });
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const id = (operation as Json | null)?.['operationId'];
        if (typeof id === 'string') this.#operations.set(id, operation as Json);
      }
    }
  }

  check(answer: AnswerToCheck): string[] {
    const operation = this.#operations.get(answer.operationId);
    if (operation === undefined) return [`${answer.operationId}: no such operation in the document`];
    const where = `${answer.operationId} answered ${answer.status}`;
    const responses = (operation['responses'] ?? {}) as Record<string, Json>;
    const key = [String(answer.status), `${Math.floor(answer.status / 100)}XX`, 'default'].find((k) => k in responses);
    if (key === undefined) return [`${where}: a status the operation does not declare`];
    const content = responses[key]!['content'] as Record<string, Json> | undefined;
    const json = content?.['application/json'];
    if (json === undefined) return [];
    if (answer.notJson === true) return [`${where}: the body is not JSON though response ${key} declares JSON`];
    if (answer.body === undefined || json['schema'] === undefined) return [];
    const validate = this.#validatorOf(json['schema']);
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${where} (response ${key}): ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    );
  }

  /** Whether a value is valid against a schema of the document (its `$ref`s resolved in the document). */
  validates(schema: unknown, value: unknown): boolean {
    return this.#validatorOf(schema)(value) === true;
  }

  #validatorOf(schema: unknown): ReturnType<Ajv2020['compile']> {
    let validate = this.#validators.get(schema);
    if (validate === undefined) {
      validate = this.#ajv.compile(anchored(schema) as Json);
      this.#validators.set(schema, validate);
    }
    return validate;
  }
}
