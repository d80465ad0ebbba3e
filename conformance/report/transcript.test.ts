import { describe, expect, it } from 'vitest';
import type { Exchange } from '../http/exchange.ts';
import {
  counterexampleText,
  displayBody,
  exchangeToText,
  maxBodyChars,
  maxExchanges,
  transcriptToText,
} from './transcript.ts';

const exchange = (n: number, extra: Partial<Exchange> = {}): Exchange => ({
  method: 'GET',
  url: `https://x.test/v/${n}`,
  requestHeaders: { accept: 'application/json' },
  status: 404,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: '{"status":404,"code":"NOT_FOUND"}',
  durationMs: 3,
  curl: `curl 'https://x.test/v/${n}'`,
  ...extra,
});

describe('exchangeToText', () => {
  it('shows request, response with pretty JSON, and the curl line', () => {
    expect(exchangeToText(exchange(1, { method: 'POST', requestBody: '{"a":1}' }))).toBe(
      [
        '> POST https://x.test/v/1',
        '> accept: application/json',
        '>',
        '{\n  "a": 1\n}',
        '< 404 (3 ms)',
        '< content-type: application/json',
        '<',
        '{\n  "status": 404,\n  "code": "NOT_FOUND"\n}',
        "$ curl 'https://x.test/v/1'",
      ].join('\n'),
    );
  });

  it('says when no response arrived', () => {
    const text = exchangeToText(
      exchange(2, { status: undefined, responseBody: undefined, transportError: 'ECONNRESET' }),
    );
    expect(text).toContain('< no response: ECONNRESET (3 ms)');
  });

  it('starts with what the client did on its own, when it did something', () => {
    const text = exchangeToText(exchange(3, { note: 'retried once after 429: waited 1000 ms (Retry-After: "1")' }));
    expect(text.split('\n').slice(0, 2)).toEqual([
      '# retried once after 429: waited 1000 ms (Retry-After: "1")',
      '> GET https://x.test/v/3',
    ]);
    expect(exchangeToText(exchange(3))).not.toContain('#');
  });
});

describe('displayBody', () => {
  it('cuts huge bodies', () => {
    const shown = displayBody('x'.repeat(maxBodyChars + 10));
    expect(shown.length).toBeLessThan(maxBodyChars + 60);
    expect(shown).toMatch(/10 more characters truncated/);
  });
});

describe('transcriptToText', () => {
  it('keeps the last exchanges of a long transcript and says how many were left out', () => {
    const text = transcriptToText(Array.from({ length: maxExchanges + 5 }, (_, i) => exchange(i)));
    expect(text.startsWith('(5 earlier exchanges omitted')).toBe(true);
    expect(text).not.toContain("curl 'https://x.test/v/4'");
    expect(text).toContain(`curl 'https://x.test/v/${maxExchanges + 4}'`);
  });
});

describe('counterexampleText', () => {
  it('gives seed, path and value', () => {
    expect(counterexampleText({ seed: 9, path: '1:0', value: '"x"' })).toBe('counterexample: seed 9, path 1:0\n"x"');
  });
});
