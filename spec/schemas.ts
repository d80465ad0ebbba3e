/**
 * Validation of values against the component schemas of the OpenAPI document, shared by the suite (responses) and
 * the reference server (requests).
 *
 * The result is a list of field violations in the shape of the document's `FieldError` (2.4): one entry per invalid
 * field, at the field's own dot-notation path. It is what the reference returns as `details.errors`, so it must not
 * carry the bookkeeping errors of composite keywords (`if`, discriminated `oneOf`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { openapiDocument } from './openapi/document.ts';
import type { SchemaObject } from './openapi/types.ts';

/** One invalid field of a value (the `FieldError` of 2.4). */
export interface SchemaViolation {
  /** Dot-notation path into the value (`address.postalCode`, `errors.0.field`); `''` for the value itself. */
  readonly field: string;
  /** Machine-readable constraint, e.g. `{ required: true }`, `{ enum: [...] }`, `{ format: 'date' }`. */
  readonly constraint?: Record<string, unknown>;
  readonly message: string;
}

const componentPrefix = '#/components/schemas/';
const idBase = 'https://spec.invalid/schemas/';

/** OpenAPI keywords that are no JSON Schema keywords; Ajv treats them as annotations. */
const openapiAnnotations = ['example', 'xml', 'externalDocs'];

/** Ajv wants `discriminator` without `mapping` (it derives the branches from each one's `const`/`enum`). */
function toAjvSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toAjvSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(componentPrefix)) {
      out[key] = idBase + value.slice(componentPrefix.length);
    } else if (key === 'discriminator' && value !== null && typeof value === 'object') {
      out[key] = { propertyName: (value as { propertyName: unknown }).propertyName };
    } else {
      out[key] = toAjvSchema(value);
    }
  }
  return out;
}

/** Every `x-` extension keyword used anywhere in the document, so that strict mode accepts them. */
function extensionKeywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => extensionKeywords(n, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(value, found);
    }
  }
  return found;
}

type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
// Ajv and ajv-formats are CommonJS, loaded only by a process that compiles a schema: one that finds every validator it
// needs in the cache below never loads them.
const require = createRequire(import.meta.url);
function newAjv(options: ConstructorParameters<typeof Ajv2020>[0]): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const formats = require('ajv-formats') as FormatsPlugin | { default: FormatsPlugin };
  const ajv = new Ajv(options);
  (typeof formats === 'function' ? formats : formats.default)(ajv);
  return ajv;
}

/**
 * Compiled validators kept on disk as Ajv's standalone code, named by a hash of everything the code depends on (the
 * schema and those it refers to, the options, Ajv's version): compiling a schema costs tens of milliseconds, and every
 * process of a run (the reference, each worker) compiled the same ones again. A changed schema gets a new name.
 */
export const validatorCacheDir = fileURLToPath(
  new URL('../node_modules/.cache/payments-conformance/validators/', import.meta.url),
);
const validatorCache = {
  dir: validatorCacheDir,
  salt: JSON.stringify([
    (require('ajv/package.json') as { version: string }).version,
    (require('ajv-formats/package.json') as { version: string }).version,
  ]),
  keyOf(parts: unknown): string {
    return createHash('sha256').update(this.salt).update(JSON.stringify(parts)).digest('hex').slice(0, 40);
  },
  load(key: string): ValidateFunction | undefined {
    let code: string;
    try {
      code = readFileSync(`${this.dir}${key}.cjs`, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // not compiled yet
      throw error;
    }
    const module = { exports: {} as unknown };
    // The standalone code requires Ajv's small run-time helpers and the format checks, from this project.
    new Function('module', 'exports', 'require', code)(module, module.exports, require);
    return module.exports as ValidateFunction;
  },
  save(key: string, code: string): void {
    // A cache that cannot be written (a read-only install) only means compiling again next time.
    try {
      mkdirSync(this.dir, { recursive: true });
      const aside = `${this.dir}${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(aside, code);
      renameSync(aside, `${this.dir}${key}.cjs`);
    } catch (error) {
      if (!this.warned) process.emitWarning(`compiled schemas are not cached: ${(error as Error).message}`);
      this.warned = true;
    }
  },
  warned: false,
};

/** The `$ref`ed component names anywhere in an Ajv-ready schema. */
function referencedNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => referencedNames(n, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(idBase))
        found.add(value.slice(idBase.length));
      else referencedNames(value, found);
    }
  }
  return found;
}

function ajvOptions(strictTypes: boolean) {
  return {
    strict: true,
    strictTypes,
    allErrors: true,
    allowUnionTypes: true,
    discriminator: true,
    validateSchema: false,
    // Keeps each validator's code, which the cache stores.
    code: { source: true },
  } as const;
}

/**
 * Validators over a set of component schemas, each made on first use: loaded from the validator cache, or compiled by
 * one Ajv (made when first needed) that adds a schema, and every schema its `$ref`s reach, only when a validator needs
 * it, and then cached. A process pays for the schemas it validates against, not for the whole document.
 */
class LazySchemaCompiler {
  readonly #schemas: Readonly<Record<string, SchemaObject>>;
  readonly #strictTypes: boolean;
  readonly #prepare: (schema: SchemaObject) => SchemaObject;
  /** Each component as Ajv gets it, made once. */
  readonly #ready = new Map<string, object>();
  readonly #validators = new Map<string, ValidateFunction>();
  readonly #added = new Set<string>();
  #ajv: Ajv2020 | undefined;

  constructor(
    schemas: Readonly<Record<string, SchemaObject>>,
    strictTypes: boolean,
    prepare: (schema: SchemaObject) => SchemaObject,
  ) {
    this.#schemas = schemas;
    this.#strictTypes = strictTypes;
    this.#prepare = prepare;
  }

  get #instance(): Ajv2020 {
    if (this.#ajv === undefined) {
      // The schemas are checked against their meta-schema once, by a unit test (schemas.test.ts);
      // doing it again in every process that compiles one costs start-up time and proves nothing new.
      const ajv = newAjv(ajvOptions(this.#strictTypes));
      ajv.addVocabulary([...openapiAnnotations, ...extensionKeywords(this.#schemas)]);
      this.#ajv = ajv;
    }
    return this.#ajv;
  }

  #readyOf(name: string): object {
    let ready = this.#ready.get(name);
    if (ready === undefined) {
      ready = { ...(toAjvSchema(this.#prepare(this.#schemas[name]!)) as object), $id: idBase + name };
      this.#ready.set(name, ready);
    }
    return ready;
  }

  /** The components `node` refers to, and theirs, each once, in a fixed order. */
  #reached(node: unknown, found = new Set<string>()): Set<string> {
    for (const name of referencedNames(node)) {
      if (found.has(name) || !Object.hasOwn(this.#schemas, name)) continue;
      found.add(name);
      this.#reached(this.#readyOf(name), found);
    }
    return found;
  }

  #cacheKey(schema: object): string {
    const reached = [...this.#reached(schema)].map((name) => this.#readyOf(name));
    return validatorCache.keyOf({ options: ajvOptions(this.#strictTypes), schema, reached });
  }

  /** Adds the components `node` reaches to Ajv, those not added yet. */
  #addReached(node: unknown): void {
    for (const name of this.#reached(node)) {
      if (this.#added.has(name)) continue;
      this.#added.add(name);
      this.#instance.addSchema(this.#readyOf(name));
    }
  }

  /** The validator of the component `name`, or undefined when the set has no such schema. */
  validator(name: string): ValidateFunction | undefined {
    if (!Object.hasOwn(this.#schemas, name)) return undefined;
    let validate = this.#validators.get(name);
    if (validate === undefined) {
      validate = this.#cached(this.#readyOf(name), () => {
        this.#addReached(this.#readyOf(name));
        if (!this.#added.has(name)) {
          this.#added.add(name);
          this.#instance.addSchema(this.#readyOf(name));
        }
        return this.#instance.getSchema(idBase + name)!;
      });
      this.#validators.set(name, validate);
    }
    return validate;
  }

  /** Compiles an inline schema whose `$ref`s reach the set's components. */
  compile(schema: SchemaObject): ValidateFunction {
    const ready = toAjvSchema(schema) as object;
    return this.#cached(ready, () => {
      this.#addReached(ready);
      return this.#instance.compile(ready);
    });
  }

  #cached(schema: object, compile: () => ValidateFunction): ValidateFunction {
    const key = this.#cacheKey(schema);
    const loaded = validatorCache.load(key);
    if (loaded !== undefined) return loaded;
    const validate = compile();
    validatorCache.save(key, standaloneCodeOf(this.#instance, validate));
    return validate;
  }
}

function standaloneCodeOf(ajv: Ajv2020, validate: ValidateFunction): string {
  const { default: standaloneCode } =
    require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
  return standaloneCode(ajv, validate);
}

const documentSchemas = new LazySchemaCompiler(openapiDocument.components.schemas, true, (schema) => schema);

/** Names of every component schema of the OpenAPI document. */
export const schemaNames: readonly string[] = Object.keys(openapiDocument.components.schemas);
const known: ReadonlySet<string> = new Set(schemaNames);

/** The compiled validator of a component schema (compiled on first use, then cached by Ajv). */
export function schemaValidator(name: string): ValidateFunction {
  if (!known.has(name)) throw new Error(`unknown schema ${name}`);
  const validate = documentSchemas.validator(name);
  if (!validate) throw new Error(`schema ${name} was not loaded`);
  return validate;
}

/** Every invalid field of `value` against the component schema `name`; empty when valid. Throws on an unknown name. */
export function validateSchema(name: string, value: unknown): SchemaViolation[] {
  const validate = schemaValidator(name);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const violations = toViolations(errors);
  // Never report an invalid value as valid, even if only summary errors came back.
  return violations.length > 0 ? violations : [{ field: '', message: errors[0]?.message ?? 'is invalid' }];
}

const inlineValidators = new WeakMap<SchemaObject, ValidateFunction>();

/**
 * Every invalid field of `value` against a schema written inline in the document (an operation's response schema
 * such as a `oneOf` of components), compiled once with the same Ajv; its `$ref`s reach the component schemas.
 */
export function validateInlineSchema(schema: SchemaObject, value: unknown): SchemaViolation[] {
  let validate = inlineValidators.get(schema);
  if (!validate) {
    validate = documentSchemas.compile(schema);
    inlineValidators.set(schema, validate);
  }
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const violations = toViolations(errors);
  return violations.length > 0 ? violations : [{ field: '', message: errors[0]?.message ?? 'is invalid' }];
}

/** Throws an Error listing every violation; for tests. */
export function assertSchema(name: string, value: unknown): void {
  const violations = validateSchema(name, value);
  if (violations.length > 0) {
    const listed = violations.map((v) => `${v.field || '(root)'}: ${v.message}`).join('; ');
    throw new Error(`value is not a valid ${name}: ${listed}`);
  }
}

/** Keywords whose errors only summarise errors reported elsewhere (the failing `then` branch, the chosen branch). */
const summaryKeywords: ReadonlySet<string> = new Set(['if', 'oneOf', 'anyOf']);

function pathSegments(instancePath: string): string[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toViolation(error: ErrorObject): SchemaViolation {
  const at = pathSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const path = (...extra: unknown[]) => [...at, ...extra.map(String)].join('.');
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return { field: path(params.missingProperty), constraint: { required: true }, message: 'is required' };
    case 'discriminator':
      return {
        field: path(params.tag),
        constraint: { discriminator: params.tag },
        message: params.error === 'tag' ? 'is required and must be a string' : 'is not a known value',
      };
    case 'additionalProperties':
      return {
        field: path(params.additionalProperty),
        constraint: { additionalProperties: false },
        message: 'is not allowed',
      };
    case 'false schema':
      return { field: path(), constraint: { absent: true }, message: 'must be absent' };
    case 'enum':
      return { field: path(), constraint: { enum: params.allowedValues }, message: error.message ?? 'invalid' };
    case 'const':
      return { field: path(), constraint: { const: params.allowedValue }, message: error.message ?? 'invalid' };
    case 'type':
    case 'format':
    case 'pattern':
      return {
        field: path(),
        constraint: { [error.keyword]: params[error.keyword] },
        message: error.message ?? 'invalid',
      };
    default:
      return {
        field: path(),
        constraint: { [error.keyword]: 'limit' in params ? params.limit : params },
        message: error.message ?? 'invalid',
      };
  }
}

/**
 * One violation per field, in the order Ajv found them. A discriminator complaint about a tag is dropped in favour
 * of the tag's own required/enum error, which the unions of the document always carry.
 */
function toViolations(errors: readonly ErrorObject[]): SchemaViolation[] {
  const byField = new Map<string, { violation: SchemaViolation; fromDiscriminator: boolean }>();
  for (const error of errors) {
    if (summaryKeywords.has(error.keyword)) continue;
    const violation = toViolation(error);
    const fromDiscriminator = error.keyword === 'discriminator';
    const seen = byField.get(violation.field);
    if (!seen || (seen.fromDiscriminator && !fromDiscriminator)) {
      byField.set(violation.field, { violation, fromDiscriminator });
    }
  }
  return [...byField.values()].map((v) => v.violation);
}

/**
 * Validators over another set of component schemas (production's), compiled by an Ajv configured as this one, except
 * that `strictTypes: false` lets schemas written without Ajv's strict typing (an applicator beside no `type`) compile.
 */
export interface SchemaSet {
  /** Every invalid field of `value` against the schema `name` of the set; throws on an unknown name. */
  validate(name: string, value: unknown): SchemaViolation[];
  /** Every invalid field of `value` against an inline schema whose `$ref`s reach the set's schemas. */
  validateInline(schema: SchemaObject, value: unknown): SchemaViolation[];
}

export function compileSchemaSet(
  schemas: Readonly<Record<string, SchemaObject>>,
  options: {
    readonly strictTypes?: boolean;
    /** Applied to each schema of the set when it is first needed (default: none). */
    readonly prepare?: (schema: SchemaObject) => SchemaObject;
  } = {},
): SchemaSet {
  const set = new LazySchemaCompiler(schemas, options.strictTypes ?? true, options.prepare ?? ((schema) => schema));
  const compiled = new WeakMap<SchemaObject, ValidateFunction>();
  const run = (validate: ValidateFunction, value: unknown): SchemaViolation[] => {
    if (validate(value)) return [];
    const errors = validate.errors ?? [];
    const violations = toViolations(errors);
    return violations.length > 0 ? violations : [{ field: '', message: errors[0]?.message ?? 'is invalid' }];
  };
  return {
    validate(name, value) {
      const validate = set.validator(name);
      if (!validate) throw new Error(`unknown schema ${name}`);
      return run(validate, value);
    },
    validateInline(schema, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = set.compile(schema);
        compiled.set(schema, validate);
      }
      return run(validate, value);
    },
  };
}
