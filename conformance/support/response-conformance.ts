/**
 * Automatic response conformance: every answer the suite's client receives is checked against its operation in the
 * spec, whatever the test looks at itself.
 *
 * - Status: one the operation declares (exact or `4XX`-style range; `default`, the envelope, covers errors only). An error status the operation does
 *   not list is left open: the document gives the complete error statuses of no operation (4.1 says the others are
 *   "not shown", 4.3 shows no response at all), so only an undeclared success status is a violation.
 * - Content type and body: JSON where the matched response declares JSON (`1/json-bodies`), and valid against its
 *   schema. Response schemas state only what the document states and stay open where it says "not shown", so the
 *   check adds no requirement of its own.
 * - Errors (4xx/5xx): the part-7 envelope with a code part 7 lists for the status, through the same rules as
 *   `expectErrorEnvelope`.
 *
 * Each violation names the clauses stating the broken rule (the registry's `provenBy` marks), and each checked answer
 * names the clauses it proved, so tests cite them without listing them.
 */
import { clauses as registry } from '../../spec/clauses/index.ts';
import type { ResponseCheckProof } from '../../spec/clauses/types.ts';
import { listOperations, openapiDocument, operationById, type OperationEntry } from '../../spec/openapi/document.ts';
import type { SchemaObject } from '../../spec/openapi/types.ts';
import { withoutTrailingSlash } from '../http/url-normaliser.ts';
import { validateInlineSchema, validateSchema, type SchemaViolation } from '../../spec/schemas.ts';
import { envelopeClauses, envelopeClausesChecked, errorEnvelopeProblems } from './expect-error.ts';

/** What of an answer the check reads. */
export interface CheckedAnswer {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  /** The parsed body, undefined when it is not JSON. */
  readonly json: unknown;
  /** The body was longer than the client keeps: it cannot be validated. */
  readonly truncated: boolean;
}

export type ResponseRule = 'status' | 'json-body' | 'schema' | 'envelope';

export interface ResponseViolation {
  readonly rule: ResponseRule;
  /** The clauses stating the broken rule; empty when no registry clause states it (the test's own clauses then). */
  readonly clauses: readonly string[];
  readonly message: string;
}

export interface ResponseCheck {
  readonly operationId: string;
  readonly violations: readonly ResponseViolation[];
  /** Clauses this answer was checked against and kept. */
  readonly proven: readonly string[];
}

const componentPrefix = '#/components/schemas/';
const jsonBodyClauses = clausesProvenBy('json-body');
const operationStatusClauses = registry.flatMap((c) =>
  c.provenBy?.check === 'operation-status' ? [{ id: c.id, operations: c.provenBy.operations }] : [],
);
const shapeClauses = registry.flatMap((c) =>
  c.provenBy?.check === 'response-schema'
    ? [{ id: c.id, schema: c.provenBy.schema, fields: c.provenBy.fields, presence: c.provenBy.presence === true }]
    : [],
);

function clausesProvenBy(check: ResponseCheckProof['check']): string[] {
  return registry.filter((c) => c.provenBy?.check === check).map((c) => c.id);
}

// ---------------------------------------------------------------------------------------------------------------------
// Finding the operation of an exchange

interface Template {
  readonly entry: OperationEntry;
  readonly segments: readonly string[];
  /** Per segment: whether it is a `{parameter}`. */
  readonly parameters: readonly boolean[];
}

const isParameter = (segment: string): boolean => /^\{[^}]+\}$/.test(segment);

const templates: readonly Template[] = listOperations().map((entry) => {
  const segments = entry.path.split('/').filter((s) => s !== '');
  return { entry, segments, parameters: segments.map(isParameter) };
});

// Every answer is matched to its operation: looked up by id here instead of walking the document each time.
const byOperationId = new Map(templates.map((t) => [t.entry.operation.operationId, t.entry]));

/**
 * The operation of a request: by `operationId` when the request names it, else by method and path against the path
 * templates (`pathname` below the base URL's path). A literal segment wins over a parameter at the first place they
 * differ (`/customers/end-user-terms` over `/customers/{customerId}`). Undefined when no operation matches.
 */
export function operationFor(method: string, pathname: string, operationId?: string): OperationEntry | undefined {
  if (operationId !== undefined) return byOperationId.get(operationId) ?? operationById(operationId);
  const wanted = method.toLowerCase();
  const segments = pathname.split('/').filter((s) => s !== '');
  let best: Template | undefined;
  for (const template of templates) {
    if (template.entry.method !== wanted || template.segments.length !== segments.length) continue;
    const fits = template.segments.every((t, i) => template.parameters[i] || t === segments[i]);
    if (fits && (best === undefined || moreLiteral(template, best))) best = template;
  }
  return best?.entry;
}

function moreLiteral(a: Template, b: Template): boolean {
  for (let i = 0; i < a.segments.length; i += 1) {
    const aLiteral = !a.parameters[i];
    const bLiteral = !b.parameters[i];
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------------
// Checking one answer

type ResponseObject = {
  readonly content?: Readonly<Record<string, { readonly schema?: SchemaObject }>>;
  readonly 'x-not-shown'?: string;
};

/** The declared response an answer of `status` falls under, with its key; undefined when none does. */
function declaredResponse(
  entry: OperationEntry,
  status: number,
): { key: string; response: ResponseObject } | undefined {
  const responses = (entry.operation['responses'] ?? {}) as Record<string, ResponseObject>;
  // `default` is the part-7 envelope of every operation: it declares error answers, never a success status.
  const keys = [String(status), `${Math.floor(status / 100)}XX`, ...(status >= 400 ? ['default'] : [])];
  for (const key of keys) {
    const response = responses[key];
    if (response !== undefined) return { key, response };
  }
  return undefined;
}

const isJsonContentType = (value: string | undefined): boolean =>
  value !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(value.trim());

const excerpt = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

const statusClausesByOperation = new Map<string, string[]>();

/** The clauses stating which statuses `operationId` answers with (worked out once per operation). */
function statusClausesOf(operationId: string): string[] {
  let found = statusClausesByOperation.get(operationId);
  if (found === undefined) {
    found = operationStatusClauses.filter((c) => c.operations.includes(operationId)).map((c) => c.id);
    statusClausesByOperation.set(operationId, found);
  }
  return found;
}

/** Checks one answer against its operation. */
export function checkResponse(entry: OperationEntry, answer: CheckedAnswer): ResponseCheck {
  const operationId = entry.operation.operationId;
  const where = `${entry.method.toUpperCase()} ${entry.path} (${operationId}) answered ${answer.status}`;
  const violations: ResponseViolation[] = [];
  const proven = new Set<string>();
  const isError = answer.status >= 400;
  const declared = declaredResponse(entry, answer.status);
  const statusClauses = statusClausesOf(operationId);

  if (!isError) {
    if (declared === undefined) {
      const listed = Object.keys((entry.operation['responses'] ?? {}) as object).join(', ');
      violations.push({
        rule: 'status',
        clauses: statusClauses,
        message: `${where}, a status the operation does not declare (declared: ${listed})`,
      });
      return { operationId, violations, proven: [] };
    }
    statusClauses.forEach((id) => proven.add(id));
  }

  const schema = declared?.response.content?.['application/json']?.schema;
  // Part 7 gives every error body as JSON, declared or not.
  if (schema !== undefined || isError) {
    const contentType = answer.headers['content-type'];
    const problems: string[] = [];
    if (!isJsonContentType(contentType)) problems.push(`content-type ${contentType ?? '(none)'} is not JSON`);
    if (!answer.truncated && answer.json === undefined)
      problems.push(`the body is not JSON (got: ${excerpt(answer.text) || 'an empty body'})`);
    if (problems.length > 0) {
      violations.push({ rule: 'json-body', clauses: jsonBodyClauses, message: `${where}: ${problems.join('; ')}` });
    } else {
      jsonBodyClauses.forEach((id) => proven.add(id));
    }
  }

  if (isError && !answer.truncated) {
    // An error answer whose code the document leaves "not shown" (the challenge re-issue 429) may carry any code; so
    // may a rate-limit answer, a 429 with `Retry-After` (part 8 names the status and the header, never the code).
    const rateLimited = answer.status === 429 && answer.headers['retry-after'] !== undefined;
    const codeOpen = declared?.response['x-not-shown'] !== undefined || rateLimited;
    const judged = (clause: string): boolean => !(codeOpen && clause === envelopeClauses.code);
    const problems = errorEnvelopeProblems(answer.status, answer.json, excerpt(answer.text)).filter((p) =>
      judged(p.clause),
    );
    const broken = new Set(problems.map((p) => p.clause));
    for (const clause of broken) {
      const listed = problems.filter((p) => p.clause === clause).map((p) => p.message);
      violations.push({ rule: 'envelope', clauses: [clause], message: `${where}: ${listed.join('; ')}` });
    }
    envelopeClausesChecked(answer.status, answer.json)
      .filter((id) => judged(id) && !broken.has(id))
      .forEach((id) => proven.add(id));
  }

  if (schema !== undefined && !answer.truncated && answer.json !== undefined) {
    // The envelope members of an error body are judged above, by part 7's rules; the schema adds what lies inside.
    const checked = checkSchema(schema, answer.json, isError ? envelopeMember : () => false);
    for (const group of checked.broken) {
      const listed = group.violations.map((v) => `${v.field || '(root)'}: ${v.message}`).join('; ');
      violations.push({
        rule: 'schema',
        clauses: group.clauses,
        message: `${where}: the body is not a valid ${schemaLabel(schema)} (${listed})`,
      });
    }
    checked.kept.forEach((id) => proven.add(id));
  }
  return { operationId, violations, proven: [...proven] };
}

function schemaLabel(schema: SchemaObject): string {
  const ref = schema['$ref'];
  return typeof ref === 'string' && ref.startsWith(componentPrefix) ? ref.slice(componentPrefix.length) : 'response';
}

// ---------------------------------------------------------------------------------------------------------------------
// The body against the schema, and which shape clauses that proves or breaks

/** A component schema reached at a place of the body. */
interface Visit {
  readonly path: readonly string[];
  readonly component: string;
}

const components = openapiDocument.components.schemas;

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function componentOf(schema: unknown): string | undefined {
  const ref = asObject(schema)?.['$ref'];
  return typeof ref === 'string' && ref.startsWith(componentPrefix) ? ref.slice(componentPrefix.length) : undefined;
}

/** The branches of a `oneOf`/`anyOf` the value takes: by discriminator, else those it is valid against. */
function branchesTaken(node: Record<string, unknown>, branches: readonly unknown[], value: unknown): unknown[] {
  const discriminator = asObject(node['discriminator']);
  const tag = discriminator?.['propertyName'];
  const mapping = asObject(discriminator?.['mapping']);
  if (typeof tag === 'string' && mapping !== undefined) {
    const target = mapping[String(asObject(value)?.[tag])];
    return branches.filter((b) => asObject(b)?.['$ref'] === target);
  }
  return branches.filter((b) => {
    const name = componentOf(b);
    return name !== undefined && validateSchema(name, value).length === 0;
  });
}

/** The component names a schema refers to anywhere inside it (not through the components it names). */
function refsIn(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) refsIn(item, out);
  else if (typeof schema === 'object' && schema !== null) {
    const name = componentOf(schema);
    if (name !== undefined) out.add(name);
    for (const member of Object.values(schema)) refsIn(member, out);
  }
  return out;
}

/**
 * The components a shape clause names, and those that lead to one through their members: only their visits can be
 * stated by a clause, so the part of a body under any other schema is not walked (nor its branches validated).
 */
const leadingToClauses: ReadonlySet<string> = (() => {
  const leading = new Set(shapeClauses.map((c) => c.schema));
  const refs = Object.entries(components).map(([name, schema]) => ({ name, refs: [...refsIn(schema)] }));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { name, refs: named } of refs) {
      if (!leading.has(name) && named.some((r) => leading.has(r))) {
        leading.add(name);
        grew = true;
      }
    }
  }
  return leading;
})();

const leadsToClauseCache = new WeakMap<object, boolean>();
function leadsToClause(node: Record<string, unknown>): boolean {
  let leads = leadsToClauseCache.get(node);
  if (leads === undefined) {
    leads = [...refsIn(node)].some((name) => leadingToClauses.has(name));
    leadsToClauseCache.set(node, leads);
  }
  return leads;
}

/** Every component schema the body reaches where a shape clause may be stated, with its place. */
function visits(schema: unknown, value: unknown, path: readonly string[], out: Visit[], depth = 0): Visit[] {
  const node = asObject(schema);
  if (node === undefined || depth > 64 || !leadsToClause(node)) return out;
  const name = componentOf(node);
  if (name !== undefined) {
    out.push({ path, component: name });
    return visits(components[name], value, path, out, depth + 1);
  }
  for (const sub of (node['allOf'] as unknown[] | undefined) ?? []) visits(sub, value, path, out, depth + 1);
  for (const key of ['oneOf', 'anyOf']) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      for (const b of branchesTaken(node, branches, value)) visits(b, value, path, out, depth + 1);
    }
  }
  const properties = asObject(node['properties']);
  const object = asObject(value);
  if (properties !== undefined && object !== undefined) {
    for (const [key, member] of Object.entries(object)) {
      if (properties[key] !== undefined) visits(properties[key], member, [...path, key], out, depth + 1);
    }
  }
  if (Array.isArray(value) && node['items'] !== undefined) {
    value.forEach((item, i) => visits(node['items'], item, [...path, String(i)], out, depth + 1));
  }
  return out;
}

const isIndex = (segment: string): boolean => /^\d+$/.test(segment);

/**
 * The shape clauses a violation breaks: those of the innermost component around it that states the member. A missing
 * member breaks the clauses stating its presence where there are any, a wrong value those stating its value.
 */
function clausesBroken(violation: SchemaViolation, reached: readonly Visit[]): string[] {
  const { field } = violation;
  const missing = violation.constraint?.['required'] === true;
  const segments = field === '' ? [] : field.split('.');
  const around = reached
    .map((visit, order) => ({ visit, order }))
    .filter(({ visit }) => visit.path.length <= segments.length && visit.path.every((s, i) => s === segments[i]))
    .sort((a, b) => b.visit.path.length - a.visit.path.length || b.order - a.order);
  for (const { visit } of around) {
    const inner = segments
      .slice(visit.path.length)
      .filter((s) => !isIndex(s))
      .join('.');
    const stating = shapeClauses
      .filter((c) => c.schema === visit.component)
      // A presence clause states its members only, not what lies inside them.
      .filter(
        (c) =>
          c.fields === undefined || c.fields.some((f) => inner === f || (!c.presence && inner.startsWith(`${f}.`))),
      );
    const presence = stating.filter((c) => c.presence);
    const found = missing && presence.length > 0 ? presence : stating.filter((c) => !c.presence);
    if (found.length > 0) return found.map((c) => c.id);
  }
  return [];
}

/** A violation at the error body itself or one of its envelope members. */
const envelopeMember = (violation: SchemaViolation): boolean => !violation.field.includes('.');

function checkSchema(
  schema: SchemaObject,
  body: unknown,
  judgedElsewhere: (violation: SchemaViolation) => boolean,
): { broken: { clauses: string[]; violations: SchemaViolation[] }[]; kept: string[] } {
  const name = componentOf(schema);
  const all = name !== undefined ? validateSchema(name, body) : validateInlineSchema(schema, body);
  const found = all.filter((v) => !judgedElsewhere(v));
  const reached = visits(schema, body, [], []);
  const groups = new Map<string, { clauses: string[]; violations: SchemaViolation[] }>();
  for (const violation of found) {
    const clauses = clausesBroken(violation, reached);
    const key = clauses.join(' ');
    const group = groups.get(key) ?? { clauses, violations: [] };
    group.violations.push(violation);
    groups.set(key, group);
  }
  const broken = [...groups.values()];
  const brokenIds = new Set(broken.flatMap((g) => g.clauses));
  const reachedComponents = new Set(reached.map((v) => v.component));
  const kept = shapeClauses.filter((c) => reachedComponents.has(c.schema) && !brokenIds.has(c.id)).map((c) => c.id);
  return { broken, kept };
}

// ---------------------------------------------------------------------------------------------------------------------
// The answers of one test

/** One violation with the exchange it was found on. */
export interface ExchangeViolation extends ResponseViolation {
  readonly exchange: string;
}

/**
 * Checks every answer of one test (give `check` to the client as its `onResponse`), and keeps the figures: answers
 * checked, violations, clauses proven.
 */
export class ResponseConformance {
  readonly #basePath: string;
  readonly #violations: ExchangeViolation[] = [];
  readonly #proven = new Set<string>();
  #checked = 0;
  #lastMatched:
    | { readonly method: string; readonly url: string; readonly entry: OperationEntry | undefined }
    | undefined;

  /** `baseUrl`: the deployment's base URL; its path is stripped from request paths before matching. */
  constructor(baseUrl: string) {
    this.#basePath = withoutTrailingSlash(new URL(baseUrl).pathname);
  }

  /** The operation id of a request (named, or matched by method and path); undefined when none matches. */
  operationOf(method: string, url: string, operationId?: string): string | undefined {
    return this.#operation(method, url, operationId)?.operation.operationId;
  }

  /** Checks one answer; requests to paths of no operation are not checked. */
  check(
    request: { readonly method: string; readonly url: string; readonly operationId?: string },
    answer: CheckedAnswer,
  ): void {
    const entry = this.#operation(request.method, request.url, request.operationId);
    if (entry === undefined) return;
    const result = checkResponse(entry, answer);
    this.#checked += 1;
    result.proven.forEach((id) => this.#proven.add(id));
    if (result.violations.length === 0) return;
    const exchange = `${request.method.toUpperCase()} ${new URL(request.url).pathname}`;
    for (const violation of result.violations) this.#violations.push({ ...violation, exchange });
  }

  get exchangesChecked(): number {
    return this.#checked;
  }

  get violations(): readonly ExchangeViolation[] {
    return this.#violations;
  }

  /** Clauses some answer was checked against and kept, and no answer broke. */
  get provenClauses(): string[] {
    const broken = new Set(this.#violations.flatMap((v) => v.clauses));
    return [...this.#proven].filter((id) => !broken.has(id));
  }

  /** Clauses the violations break (empty for violations no registry clause states). */
  get brokenClauses(): string[] {
    return [...new Set(this.#violations.flatMap((v) => v.clauses))];
  }

  /** One line per violation, for the failure message. */
  describe(): string {
    const lines = this.#violations.map(
      (v) => `- ${v.message}${v.clauses.length > 0 ? ` [${v.clauses.join(', ')}]` : ''}`,
    );
    return `${this.#violations.length} answer${this.#violations.length === 1 ? '' : 's'} broke the interface document:\n${lines.join('\n')}`;
  }

  #operation(method: string, url: string, operationId: string | undefined): OperationEntry | undefined {
    if (operationId !== undefined) return operationFor(method, '', operationId);
    // The same request is looked up several times in a row (its record, its answer's check): matched once.
    const last = this.#lastMatched;
    if (last !== undefined && last.method === method && last.url === url) return last.entry;
    const pathname = new URL(url).pathname;
    const entry = pathname.startsWith(`${this.#basePath}/`)
      ? operationFor(method, pathname.slice(this.#basePath.length))
      : undefined;
    this.#lastMatched = { method, url, entry };
    return entry;
  }
}
