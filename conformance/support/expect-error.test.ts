import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../http/client.ts';
import { clausesOf } from './attribution.ts';
import { expectClientErrorRefusal, expectErrorEnvelope } from './expect-error.ts';

function response(status: number, body: unknown): ApiResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers: {}, text, json, truncated: false, bodyBytes: text.length, durationMs: 1 };
}

describe('expectErrorEnvelope', () => {
  it('accepts a complete envelope and returns the body', () => {
    const body = { status: 409, code: 'CONFLICT', message: 'exists', details: { field: 'platformCustomerId' } };
    expect(expectErrorEnvelope(response(409, body), 409, 'CONFLICT')).toEqual(body);
    expect(expectErrorEnvelope(response(409, { status: 409, code: 'CONFLICT', message: '' }), 409)).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('accepts any code for a status part 7 lists none for', () => {
    expect(() =>
      expectErrorEnvelope(response(404, { status: 404, code: 'NOT_FOUND', message: 'no' }), 404),
    ).not.toThrow();
  });

  it('accepts a code whose status the document does not give, with any status', () => {
    const body = { status: 400, code: 'END_USER_TERMS_NOT_ACCEPTED', message: 'accept the terms' };
    expect(() => expectErrorEnvelope(response(400, body), 400)).not.toThrow();
  });

  it.each([
    ['another HTTP status', response(400, { status: 400, code: 'INVALID_INPUT', message: 'x' }), /HTTP status/],
    ['a body that is not JSON', response(409, '<html>'), /JSON object/],
    ['a JSON array', response(409, []), /JSON object/],
    ['a missing message', response(409, { status: 409, code: 'CONFLICT' }), /required member "message"/],
    ['a missing status member', response(409, { code: 'CONFLICT', message: 'x' }), /required member "status"/],
    ['a status member as a string', response(409, { status: '409', code: 'CONFLICT', message: 'x' }), /integer/],
    [
      'a status member unequal to HTTP',
      response(409, { status: 400, code: 'CONFLICT', message: 'x' }),
      /equals the HTTP status/,
    ],
    ['a numeric code', response(409, { status: 409, code: 409, message: 'x' }), /"code" is a string/],
    [
      'a code not listed for 409',
      response(409, { status: 409, code: 'INVALID_INPUT', message: 'x' }),
      /part 7 lists for status 409/,
    ],
    [
      'details that is not an object',
      response(409, { status: 409, code: 'CONFLICT', message: 'x', details: 'no' }),
      /details/,
    ],
    ['details null', response(409, { status: 409, code: 'CONFLICT', message: 'x', details: null }), /details/],
  ])('rejects %s', (_label, res, message) => {
    expect(() => expectErrorEnvelope(res, 409)).toThrow(message);
  });

  it('rejects another listed code than the one expected', () => {
    const res = response(409, { status: 409, code: 'CARD_NOT_MUTABLE', message: 'x' });
    expect(() => expectErrorEnvelope(res, 409, 'CONFLICT')).toThrow(/the error code/);
  });

  it('throws on a test asking for a code part 7 does not have, or with another status', () => {
    const res = response(409, { status: 409, code: 'CONFLICT', message: 'x' });
    // @ts-expect-error a misspelt code is a type error, and refused at run time for untyped callers
    expect(() => expectErrorEnvelope(res, 409, 'CONFLIKT')).toThrow(/not in part 7/);
    expect(() => expectErrorEnvelope(res, 400, 'CONFLICT')).toThrow(/status 409, not 400/);
  });
});

describe('expectClientErrorRefusal', () => {
  const codes: Record<number, string> = {
    400: 'INVALID_INPUT',
    404: 'NOT_FOUND',
    422: 'UNPROCESSABLE',
    499: 'CLIENT_CLOSED',
  };
  const envelope = (status: number) => ({ status, code: codes[status], message: 'x' });

  it('accepts any 4xx with the envelope, and answers the body', () => {
    for (const status of [400, 404, 422, 499]) {
      expect(expectClientErrorRefusal(response(status, envelope(status)), 'a call').status).toBe(status);
    }
  });

  it('refuses a success, a server error, and the boundaries next to 4xx, on the clauses given', () => {
    for (const status of [200, 201, 399, 500, 503]) {
      let caught: unknown;
      try {
        expectClientErrorRefusal(response(status, { status, code: 'INTERNAL_ERROR', message: 'x' }), 'a call', [
          '9/jul-2026-card-issuance',
        ]);
      } catch (error) {
        caught = error;
      }
      expect(caught, `status ${status}`).toBeInstanceOf(Error);
      expect(clausesOf(caught), `status ${status}`).toEqual(['9/jul-2026-card-issuance']);
    }
  });

  it('still checks the envelope of a 4xx', () => {
    expect(() => expectClientErrorRefusal(response(400, { oops: true }), 'a call')).toThrow();
  });
});
