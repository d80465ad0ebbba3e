/**
 * Every operation of the exported OpenAPI document, called on the reference over HTTP with requests made from the
 * document alone (`openapi-request-samples.ts`): the reference may accept a request or refuse it with a code the
 * document's tables give for the status (spec/errors.ts), never with a 5xx, and never by a schema rule (a field error
 * whose constraint is a JSON Schema keyword): the request satisfies the schema, so such a refusal means the schema is
 * looser than what the server enforces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceUnderTest, type ReferenceUnderTest } from '../reference/test-support/reference-under-test.ts';
import { codesForStatus, errorCodes, undocumentedErrorCodes } from '../spec/errors.ts';
import { OpenApiAnswerCheck, type OpenApiLike } from './openapi-answer-check.ts';
import { exportedDocument } from './openapi-exported-document.ts';
import { fillPath, RequestSampler, type SampleRequest } from './openapi-request-samples.ts';

/** Constraint keys the schema check of a request body gives (`spec/schemas.ts`): a refusal by a schema rule. */
const schemaKeywords = new Set([
  'required',
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'additionalProperties',
  'discriminator',
  'absent',
]);

/** The codes the document's tables allow for a status: part 7's, those without a status, the undocumented ones. */
function allowedCodes(status: number): Set<string> {
  return new Set<string>([
    ...codesForStatus(status),
    ...errorCodes.filter((r) => r.status === null).map((r) => r.code),
    ...Object.values(undocumentedErrorCodes).flatMap((c) => (c.status === status ? [c.code] : [])),
  ]);
}

type Link = { operationId: string; parameters: Record<string, string> };

/** The links of each operation's 201 answer, by operation id. */
function linksByOperation(document: OpenApiLike): Map<string, Link[]> {
  const found = new Map<string, Link[]>();
  for (const item of Object.values(document.paths)) {
    type Operation = { operationId: string; responses?: Record<string, { links?: Record<string, Link> }> };
    for (const operation of Object.values(item) as Operation[]) {
      const links = operation.responses?.['201']?.links;
      if (links !== undefined) found.set(operation.operationId, Object.values(links));
    }
  }
  return found;
}

/** A link's runtime expression: `$response.body#/pointer` or `$request.path.name`. */
function evaluate(expression: string, body: unknown, pathValues: Readonly<Record<string, string>>): string | undefined {
  if (expression.startsWith('$request.path.')) return pathValues[expression.slice('$request.path.'.length)];
  if (!expression.startsWith('$response.body#/')) return undefined;
  let value: unknown = body;
  for (const segment of expression.slice('$response.body#/'.length).split('/')) {
    value = (value as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof value === 'string' ? value : undefined;
}

async function send(reference: ReferenceUnderTest, sample: SampleRequest, path: string) {
  const query = new URLSearchParams(sample.query).toString();
  path = query === '' ? path : `${path}?${query}`;
  const authorization = sample.security.length === 0 ? null : undefined;
  const { body } = sample;
  if (body === undefined) return reference.call(sample.method.toUpperCase(), path, { authorization });
  if (body.mediaType === 'application/json') {
    return reference.call(sample.method.toUpperCase(), path, { authorization, json: body.value });
  }
  const form = new FormData();
  for (const [name, part] of Object.entries(body.parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.bytes], { type: part.contentType }), `${name}.bin`);
  }
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return reference.call(sample.method.toUpperCase(), path, {
    authorization,
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

describe('requests made from the exported OpenAPI document', () => {
  let reference: ReferenceUnderTest;
  let samples: SampleRequest[];
  let links: Map<string, Link[]>;

  beforeAll(async () => {
    const document = exportedDocument();
    links = linksByOperation(document);
    // Creating operations first, so that the operations their links name address what they created.
    samples = new RequestSampler(document, new OpenApiAnswerCheck(document))
      .all()
      .sort((a, b) => Number(links.has(b.operationId)) - Number(links.has(a.operationId)));
    reference = await startReferenceUnderTest();
  }, 60_000);
  afterAll(() => reference?.close());

  it('covers every operation with a request its own schemas accept', () => {
    const ids = new Set(samples.map((s) => s.operationId));
    const document = exportedDocument();
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(ids.size).toBe(operations.length);
  });

  it('are accepted, or refused with a code of the tables and never by a schema rule', async () => {
    const problems: string[] = [];
    const linked = new Map<string, Record<string, string>>();
    let followed = 0;
    for (const sample of samples) {
      const fromLink = linked.get(sample.operationId);
      if (fromLink !== undefined) followed += 1;
      const path = fillPath(sample.template, { ...sample.pathValues, ...fromLink });
      const answer = await send(reference, sample, path);
      const where = `${sample.variant} ${sample.method.toUpperCase()} ${path} (${sample.operationId}) answered ${answer.status}`;
      if (answer.status === 201) {
        for (const link of links.get(sample.operationId) ?? []) {
          const values = Object.entries(link.parameters).map(([name, expression]) => [
            name,
            evaluate(expression, answer.json, sample.pathValues),
          ]);
          if (values.some(([, v]) => v === undefined)) problems.push(`${where}: link to ${link.operationId} unusable`);
          else linked.set(link.operationId, Object.fromEntries(values) as Record<string, string>);
        }
      }
      if (answer.status >= 500) {
        problems.push(`${where}: ${answer.text.slice(0, 200)}`);
        continue;
      }
      if (answer.status < 400) continue;
      const error = answer.json as { code?: string; details?: { errors?: { field?: string; constraint?: object }[] } };
      if (!allowedCodes(answer.status).has(String(error?.code))) {
        problems.push(`${where} with a code the tables do not give for it: ${answer.text.slice(0, 200)}`);
      }
      const bySchema = (error?.details?.errors ?? []).filter((e) =>
        Object.keys(e.constraint ?? {}).some((k) => schemaKeywords.has(k)),
      );
      if (bySchema.length > 0) {
        problems.push(`${where}: refused a schema-valid request by a schema rule: ${JSON.stringify(bySchema)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(reference.errorLog).toEqual([]);
    // The links were followed: created objects were addressed, not only unknown ids.
    expect(followed).toBeGreaterThan(0);
  }, 120_000);
});
