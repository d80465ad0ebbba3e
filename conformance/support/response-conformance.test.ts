import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clauses } from '../../spec/clauses/index.ts';
import { operationById } from '../../spec/openapi/document.ts';
import { schemaNames } from '../../spec/schemas.ts';
import { ApiClient } from '../http/client.ts';
import { Redactor } from '../http/redact.ts';
import type { Exchange } from '../http/exchange.ts';
import { envelopeClauses } from './expect-error.ts';
import { checkResponse, operationFor, ResponseConformance, type CheckedAnswer } from './response-conformance.ts';

const json = (status: number, body: unknown, contentType = 'application/json'): CheckedAnswer => {
  const text = JSON.stringify(body);
  return { status, headers: { 'content-type': contentType }, text, json: body, truncated: false };
};

const externalAccount = {
  id: 'ExternalAccount:4f9d2c1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  status: 'ACTIVE',
  currency: 'USD',
  accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1qxyz' },
};

const check = (operationId: string, answer: CheckedAnswer) => checkResponse(operationById(operationId), answer);

describe('operationFor', () => {
  it('matches method and path against the templates', () => {
    expect(operationFor('GET', '/customers/Customer:1')?.operation.operationId).toBe('getCustomerById');
    expect(operationFor('patch', '/customers/Customer:1')?.operation.operationId).toBe('updateCustomerById');
  });

  it('prefers a literal segment over a parameter', () => {
    expect(operationFor('GET', '/customers/end-user-terms')?.operation.operationId).toBe('getEndUserTerms');
    expect(operationFor('GET', '/customers/external-accounts')?.operation.operationId).toBe(
      'listCustomerExternalAccounts',
    );
  });

  it('finds no operation for an unknown path or method', () => {
    expect(operationFor('GET', '/no-such-thing')).toBeUndefined();
    expect(operationFor('PUT', '/customers/Customer:1')).toBeUndefined();
    expect(operationFor('GET', '/customers/a/b/c')).toBeUndefined();
  });

  it('takes a named operation as named, and throws on an unknown id', () => {
    expect(operationFor('GET', '/whatever', 'getEndUserTerms')?.path).toBe('/customers/end-user-terms');
    expect(() => operationFor('GET', '/', 'noSuchOperation')).toThrow(/noSuchOperation/);
  });
});

describe('checkResponse', () => {
  it('accepts a declared status with a valid body and names the clauses it proved', () => {
    const result = check('agentCreateExternalAccount', json(201, externalAccount));
    expect(result.violations).toEqual([]);
    expect(result.proven).toEqual(
      expect.arrayContaining([
        '1/json-bodies',
        '2.2/id-form',
        '2.2/status-value',
        '4.1/agent-create-201',
        '2.3/account-type-discriminator',
      ]),
    );
    expect(result.proven).not.toContain(envelopeClauses.members);
  });

  it("fails an undeclared success status on the clause that states the operation's answer", () => {
    const result = check('agentCreateExternalAccount', json(200, externalAccount));
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: 'status',
        clauses: ['4.1/agent-create-201'],
        message: expect.stringMatching(/answered 200.*does not declare/),
      }),
    ]);
    expect(result.proven).toEqual([]);
  });

  it("leaves an undeclared success status without a stating clause to the test's own clauses", () => {
    const result = check('getEndUserTerms', json(201, { url: 'https://x', version: '1' }));
    expect(result.violations).toEqual([expect.objectContaining({ rule: 'status', clauses: [] })]);
  });

  it('lays a schema violation on the clauses of the broken member only', () => {
    const result = check(
      'agentCreateExternalAccount',
      json(201, { ...externalAccount, id: 'acct_1', status: 'WEIRD' }),
    );
    const byClauses = result.violations.map((v) => [...v.clauses].sort());
    expect(byClauses).toEqual(expect.arrayContaining([['2.2/id-form'], ['2.2/status-value']]));
    expect(result.violations.every((v) => v.rule === 'schema')).toBe(true);
    expect(result.proven).toContain('2.2/currency-iso-4217');
    expect(result.proven).not.toContain('2.2/id-form');
  });

  it('finds the member inside a list and a nested variant', () => {
    const page = { data: [externalAccount, { ...externalAccount, accountInfo: { address: 'x' } }] };
    const result = check('listCustomerExternalAccounts', json(200, page));
    const clausesHit = result.violations.flatMap((v) => v.clauses);
    expect(clausesHit).toContain('2.3/account-type-discriminator');
    expect(result.violations[0]?.message).toMatch(/data\.1\.accountInfo\.accountType/);
  });

  it('fails a declared JSON answer that is not JSON on 1/json-bodies', () => {
    const answer: CheckedAnswer = {
      status: 200,
      headers: { 'content-type': 'text/html' },
      text: '<html>',
      json: undefined,
      truncated: false,
    };
    const result = check('getEndUserTerms', answer);
    expect(result.violations).toEqual([expect.objectContaining({ rule: 'json-body', clauses: ['1/json-bodies'] })]);
  });

  it('checks the part-7 envelope of every error, declared status or not', () => {
    const declared = check('createCustomer', json(409, { status: 409, code: 'INVALID_INPUT', message: 'x' }));
    expect(declared.violations).toEqual([
      expect.objectContaining({ rule: 'envelope', clauses: [envelopeClauses.code] }),
    ]);
    const open = check('getCustomerExternalAccountById', json(404, { status: 404, message: 'missing' }));
    expect(open.violations).toEqual([
      expect.objectContaining({
        rule: 'envelope',
        clauses: [envelopeClauses.members],
        message: expect.stringMatching(/"code"/),
      }),
    ]);
    const kept = check(
      'getCustomerExternalAccountById',
      json(404, { status: 404, code: 'NOT_FOUND', message: 'missing' }),
    );
    expect(kept.violations).toEqual([]);
    expect(kept.proven).toEqual(
      expect.arrayContaining([envelopeClauses.members, envelopeClauses.status, '1/json-bodies']),
    );
    expect(kept.proven).not.toContain(envelopeClauses.code);
  });

  it('accepts any code on an error answer whose code the document leaves not shown', () => {
    const result = check('challengeAuthCredential', json(429, { status: 429, code: 'RATE_LIMITED', message: 'wait' }));
    expect(result.violations).toEqual([]);
    expect(result.proven).not.toContain(envelopeClauses.code);
    const stillEnvelope = check('challengeAuthCredential', json(429, { status: 429, code: 'RATE_LIMITED' }));
    expect(stillEnvelope.violations.map((v) => v.clauses)).toEqual([[envelopeClauses.members]]);
  });

  it('accepts any code on a rate-limit answer (429 with Retry-After) of any operation, and judges it without', () => {
    const limited = json(429, { status: 429, code: 'RATE_LIMITED', message: 'slow down' });
    const withHeader = { ...limited, headers: { ...limited.headers, 'retry-after': '1' } };
    expect(check('createCustomer', withHeader).violations).toEqual([]);
    expect(check('createCustomer', limited).violations.map((v) => v.clauses)).toEqual([[envelopeClauses.code]]);
  });

  it('accepts any error status of an operation with a default answer, checking its envelope', () => {
    const result = check('createQuote', json(422, { status: 422, code: 'SOMETHING', message: 'x' }));
    expect(result.violations).toEqual([]);
    const broken = check('createQuote', json(422, { status: 400, code: 'SOMETHING', message: 'x' }));
    expect(broken.violations.map((v) => v.clauses)).toEqual([[envelopeClauses.status]]);
  });

  it('does not judge a body the client cut', () => {
    const answer: CheckedAnswer = {
      status: 201,
      headers: { 'content-type': 'application/json' },
      text: '{"id":',
      json: undefined,
      truncated: true,
    };
    expect(check('agentCreateExternalAccount', answer).violations).toEqual([]);
  });
});

describe('the registry marks', () => {
  const marked = clauses.filter((c) => c.provenBy !== undefined);

  it('mark the envelope clauses the check proves, and only those, as error-envelope', () => {
    const envelope = marked.filter((c) => c.provenBy?.check === 'error-envelope').map((c) => c.id);
    expect(envelope.sort()).toEqual(Object.values(envelopeClauses).sort());
  });

  it('name schemas of the document and operations of the spec', () => {
    for (const clause of marked) {
      const proof = clause.provenBy!;
      if (proof.check === 'response-schema') expect(schemaNames, clause.id).toContain(proof.schema);
      if (proof.check === 'operation-status')
        for (const id of proof.operations) expect(() => operationById(id)).not.toThrow();
    }
  });
});

describe('ResponseConformance through the client', () => {
  let server: ReturnType<typeof createServer>;
  let baseUrl = '';
  const answers = new Map<string, (res: ServerResponse) => void>();
  const send = (status: number, body: unknown) => (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const answer = answers.get(`${req.method} ${req.url}`);
      if (answer) answer(res);
      else send(404, { status: 404, code: 'NOT_FOUND', message: 'no route' })(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2025-10-13`;
    answers.set('POST /2025-10-13/agents/me/external-accounts', send(200, externalAccount));
    answers.set('GET /2025-10-13/customers/end-user-terms', send(200, { url: 'https://terms', version: '3' }));
    answers.set('GET /2025-10-13/customers/external-accounts/ExternalAccount:1', send(500, { oops: true }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const clientWith = (checker: ResponseConformance, recorded: Exchange[]) =>
    new ApiClient({
      baseUrl,
      timeoutMs: 5_000,
      credentials: { clientId: 'id', clientSecret: 'secret' },
      redactor: new Redactor({ secrets: ['secret'] }),
      recorder: (e) => recorded.push(e),
      operationOf: (method, url) => checker.operationOf(method, url),
      onResponse: (request, response) => checker.check(request, response),
    });

  it('checks every answer once, names the operation in the record and keeps the figures', async () => {
    const checker = new ResponseConformance(baseUrl);
    const recorded: Exchange[] = [];
    const api = clientWith(checker, recorded);
    await api.get('/customers/end-user-terms');
    await api.post('/agents/me/external-accounts', { json: {}, auth: { bearer: 't' } });
    await api.get('/customers/external-accounts/ExternalAccount:1');
    await api.get('/not-an-operation');
    expect(checker.exchangesChecked).toBe(3);
    expect(recorded.map((e) => e.operationId)).toEqual([
      'getEndUserTerms',
      'agentCreateExternalAccount',
      'getCustomerExternalAccountById',
      undefined,
    ]);
    expect(checker.violations.map((v) => [v.exchange, v.rule])).toEqual([
      ['POST /2025-10-13/agents/me/external-accounts', 'status'],
      ['GET /2025-10-13/customers/external-accounts/ExternalAccount:1', 'envelope'],
    ]);
    expect(checker.brokenClauses).toEqual(['4.1/agent-create-201', envelopeClauses.members]);
    expect(checker.provenClauses).toContain('1/json-bodies');
    expect(checker.provenClauses).not.toContain(envelopeClauses.members);
    expect(checker.describe()).toMatch(/^2 answers broke the interface document:\n- POST/);
  });

  it('uses the operation a request names', async () => {
    const checker = new ResponseConformance(baseUrl);
    const recorded: Exchange[] = [];
    await clientWith(checker, recorded).request({
      method: 'GET',
      path: '/customers/end-user-terms',
      operationId: 'getEndUserTerms',
    });
    expect(recorded[0]?.operationId).toBe('getEndUserTerms');
    expect(checker.exchangesChecked).toBe(1);
    expect(checker.violations).toEqual([]);
  });
});
