import { afterEach, describe, expect, it } from 'vitest';
import { errorEnvelopeRequired } from '../spec/errors.ts';
import { documentRules, rulesWith } from './rules.ts';
import { startReferenceUnderTest, type ReferenceUnderTest } from './test-support/reference-under-test.ts';

let server: ReferenceUnderTest | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('reference rules', () => {
  it('default to the document', () => {
    expect(documentRules.errorEnvelopeMembers).toEqual(errorEnvelopeRequired);
  });

  it('reach the answers when replaced, so that a deviant server needs no fault switch in domain code', async () => {
    const withoutMessage = errorEnvelopeRequired.filter((m) => m !== 'message');
    server = await startReferenceUnderTest({ rules: rulesWith({ errorEnvelopeMembers: withoutMessage }) });
    const answer = await server.call('GET', '/customers/end-user-terms', { authorization: null });
    expect(answer.status).toBe(401);
    expect(Object.keys(answer.json as object)).not.toContain('message');
    expect(answer.json).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('shape the objects of a component inside an answer, and leave the rest of it alone', async () => {
    const shapes = [
      { component: 'Customer', change: (o: Record<string, unknown>) => ({ ...o, customerType: 'individual' }) },
    ];
    server = await startReferenceUnderTest({ rules: rulesWith({ answerShapes: shapes }) });
    const created = await server.call('POST', '/customers', {
      json: { customerType: 'INDIVIDUAL', fullName: 'Ann Smith' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ customerType: 'individual', fullName: 'Ann Smith' });
    const read = await server.call('GET', `/customers/${String((created.json as { id: string }).id)}`);
    expect(read.json).toMatchObject({ customerType: 'individual', fullName: 'Ann Smith' });
    const refused = await server.call('POST', '/customers', { json: { fullName: 'No Type' } });
    expect(refused.json).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('answer an error with the body the rule gives, a success with its status, and refuse a body for the violations it keeps', async () => {
    server = await startReferenceUnderTest({
      rules: rulesWith({
        errorBodyAnswered: (envelope) =>
          envelope['code'] === 'INVALID_INPUT' ? { ...envelope, code: 'TRANSACTION_SIZE_LIMIT_EXCEEDED' } : envelope,
        successStatus: (id, status) => (id === 'createCustomer' ? 200 : status),
        jsonAnswerMediaType: 'text/plain',
        requestViolations: (schema, _body, found) =>
          schema === 'CustomerCreateRequest' ? found.filter((v) => v.field !== 'fullName') : found,
      }),
    });
    const refused = await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 7 } });
    expect(refused.status).toBe(200);
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused.json).toMatchObject({ customerType: 'INDIVIDUAL', fullName: 7 });
    const invalid = await server.call('POST', '/customers', { json: { customerType: 'NEITHER' } });
    expect(invalid.json).toMatchObject({ status: 400, code: 'TRANSACTION_SIZE_LIMIT_EXCEEDED' });
  });

  it('refuse a body with the status the rule gives for the violations refused, the envelope saying the same', async () => {
    server = await startReferenceUnderTest({
      rules: rulesWith({
        requestRefusalStatus: (schema, refused) =>
          schema === 'CustomerCreateRequest' && refused.some((v) => v.field === 'customerType') ? 422 : 400,
      }),
    });
    const missing = await server.call('POST', '/customers', { json: { fullName: 'No Type' } });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ status: 422, code: 'INVALID_INPUT' });
    const other = await server.call('POST', '/customers', { json: { customerType: 'INDIVIDUAL', fullName: 7 } });
    expect(other.status).toBe(400);
  });
});
