/**
 * A small hand-built registry and run used by the report tests and to render sample reports. It exercises every
 * outcome, document order across `2.9`/`2.10`, an unknown clause id and a hostile server.
 */
import type { Clause } from '../../spec/clauses/types.ts';
import type { Exchange } from '../http/exchange.ts';
import type { RunResult, TestResult } from './model.ts';

/** Text a hostile server might send: markup, a terminal escape, NUL, a bidi override and a lone surrogate. */
export const hostileText =
  '<script>alert("x")</script>&amp; ]]> \u0000\u001b[31m\u202Eevil\uD800 | [link](http://evil)';

export const sampleRegistry: readonly Clause[] = [
  {
    id: '3.3/closed-to-closed-rejected',
    section: '3.3',
    title: 'A closed card cannot be closed again',
    area: 'cards',
    testability: 'black-box',
  },
  {
    id: '2.10/late-field',
    section: '2.10',
    title: 'A field of section 2.10',
    area: 'external-accounts',
    testability: 'black-box',
  },
  {
    id: '2.9/early-field',
    section: '2.9',
    title: 'A field of section 2.9',
    area: 'external-accounts',
    testability: 'black-box',
  },
  {
    id: '2.1/currency-required',
    section: '2.1',
    title: 'currency is required on create',
    area: 'external-accounts',
    testability: 'black-box',
  },
  {
    id: '4.5/suffix-002-rejected',
    section: '4.5',
    title: 'Suffix 002 makes verification fail',
    area: 'sandbox',
    testability: 'sandbox-only',
  },
  {
    id: '4.5/six-minute-delay',
    section: '4.5',
    title: 'Suffix 005 approves after about 6 minutes',
    area: 'sandbox',
    testability: 'sandbox-only',
    slow: true,
    reason: 'needs a real 6-minute wait',
  },
  {
    id: '7.2/wallet-signature-missing',
    section: '7.2',
    title: 'A missing wallet signature answers 401',
    area: 'errors',
    testability: 'black-box',
  },
  {
    id: '8/removal-dates',
    section: '8',
    title: 'Limits not shown',
    area: 'platform-config',
    testability: 'not-testable',
    reason: 'the document says "not shown"',
  },
  {
    id: '3.3/frozen-to-active',
    section: '3.3',
    title: 'A frozen card can be unfrozen',
    area: 'cards',
    testability: 'black-box',
  },
];

const failingExchange: Exchange = {
  method: 'POST',
  url: 'https://sandbox.example.test/2025-10-13/cards/card_1/close',
  requestHeaders: { authorization: '<redacted>', 'content-type': 'application/json' },
  requestBody: '{"reason":"test"}',
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: JSON.stringify({ id: 'card_1', state: 'CLOSED', note: hostileText }),
  durationMs: 42,
  curl: "curl -X POST 'https://sandbox.example.test/2025-10-13/cards/card_1/close' -H 'Authorization: Basic $CREDENTIALS' --data '{\"reason\":\"test\"}'",
};

const timeoutExchange: Exchange = {
  method: 'GET',
  url: 'https://sandbox.example.test/2025-10-13/customers/c_1',
  requestHeaders: { authorization: '<redacted>' },
  durationMs: 10_000,
  transportError: 'timeout after 10000 ms',
  curl: "curl 'https://sandbox.example.test/2025-10-13/customers/c_1' -H 'Authorization: Basic $CREDENTIALS'",
};

const test = (t: Partial<TestResult> & Pick<TestResult, 'name' | 'clauses' | 'outcome'>): TestResult => ({
  file: t.name.split(' > ', 1)[0] ?? t.name,
  durationMs: 120,
  requests: 2,
  ...t,
});

export const sampleTests: readonly TestResult[] = [
  test({
    name: 'cards/state.conformance.ts > card state > closing a closed card is rejected',
    clauses: ['3.3/closed-to-closed-rejected'],
    outcome: 'fail',
    reason: `expected status 409, got 200\nbody: ${hostileText}`,
    requests: 3,
    responseCheck: {
      exchangesChecked: 3,
      violations: ['PATCH /cards/{id} (updateCardById) answered 299, a status the operation does not declare'],
    },
    transcript: [failingExchange],
  }),
  test({
    name: 'cards/state.conformance.ts > card state > unfreeze',
    clauses: ['3.3/frozen-to-active', '3.3/frozen-to-active'],
    outcome: 'pass',
  }),
  test({
    name: 'external-accounts/create.conformance.ts > create > currency required',
    clauses: ['2.1/currency-required'],
    outcome: 'pass',
    requests: 5,
    responseCheck: { exchangesChecked: 5, violations: [] },
  }),
  test({
    name: 'external-accounts/create.conformance.ts > create > property: generated bodies',
    clauses: ['2.1/currency-required', '2.9/early-field'],
    outcome: 'fail',
    reason: 'Property failed after 3 tests',
    requests: 7,
    counterexample: { seed: 1234, path: '2:1:0', value: '{"currency":""}' },
    transcript: [failingExchange],
  }),
  test({
    name: 'external-accounts/create.conformance.ts > create > late field',
    clauses: ['2.10/late-field'],
    outcome: 'error',
    reason: 'binding failed: create customer answered 500',
    transcript: [timeoutExchange],
  }),
  test({
    name: 'sandbox/verification.conformance.ts > suffix 002',
    clauses: ['4.5/suffix-002-rejected'],
    outcome: 'skip',
    reason: 'production profile',
    requests: 0,
  }),
  test({
    name: 'errors/wallet.conformance.ts > missing signature',
    clauses: ['7.2/wallet-signature-missing', '9.9/not-in-registry'],
    outcome: 'pass',
  }),
];

export const sampleRun: RunResult = {
  target: { baseUrl: 'https://sandbox.example.test/2025-10-13', profile: 'sandbox', embedded: false },
  startedAt: '2026-08-14T09:30:00.000Z',
  durationMs: 12_345,
  seed: 42,
  selection: { only: [], skip: ['slow'] },
  tests: sampleTests,
};
