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
});
