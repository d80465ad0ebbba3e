import { describe, expect, it } from 'vitest';
import type { Exchange } from '../http/exchange.ts';
import { renderExchange, renderTestFailure } from './html-failure.ts';
import type { TestResult } from './model.ts';
import { maxExchanges } from './transcript.ts';

const exchange = (n: number): Exchange => ({
  method: 'GET',
  url: `https://x.test/v/${n}`,
  requestHeaders: {},
  status: 200,
  responseBody: '{"n":1}',
  durationMs: 5,
  curl: `curl 'https://x.test/v/${n}'`,
});

const failed: TestResult = {
  name: 'f.conformance.ts > t',
  file: 'f.conformance.ts',
  clauses: ['3.1/a'],
  outcome: 'fail',
  durationMs: 1,
  requests: 1,
  reason: 'expected <409>',
  counterexample: { seed: 77, path: '3:0', value: '"<b>"' },
  transcript: [exchange(1)],
};

describe('renderExchange', () => {
  it('shows the request line, status, pretty JSON body and curl line', () => {
    const out = renderExchange(exchange(1), true).toString();
    expect(out).toMatch(/^<details class="exchange" open>/);
    expect(out).toContain('GET https://x.test/v/1 → <span class="status">200</span>');
    expect(out).toContain('<pre>{\n  &quot;n&quot;: 1\n}</pre>');
    expect(out).toContain('<pre class="curl">curl &#39;https://x.test/v/1&#39;</pre>');
  });

  it('says when no response arrived', () => {
    const out = renderExchange(
      { ...exchange(2), status: undefined, transportError: 'ECONNRESET <x>' },
      false,
    ).toString();
    expect(out).toMatch(/^<details class="exchange">/);
    expect(out).toContain('<span class="transport-error">no response: ECONNRESET &lt;x&gt;</span>');
  });

  it('shows in the summary line what the client did on its own, escaped', () => {
    const out = renderExchange(
      { ...exchange(3), note: 'retried once after 429: waited 1000 ms (Retry-After: "1")' },
      false,
    ).toString();
    expect(out).toMatch(
      /<summary>[^\n]*<span class="muted">retried once after 429: waited 1000 ms \(Retry-After: &quot;1&quot;\)<\/span><\/summary>/,
    );
    expect(renderExchange(exchange(3), false).toString()).not.toContain('retried');
  });
});

describe('renderTestFailure', () => {
  it('shows reason, counterexample and transcript, escaped', () => {
    const out = renderTestFailure(failed, 'failure-0').toString();
    expect(out).toContain('id="failure-0"');
    expect(out).toContain('<pre class="reason">expected &lt;409&gt;</pre>');
    expect(out).toContain('<dt>seed</dt><dd><code>77</code></dd><dt>path</dt><dd><code>3:0</code></dd>');
    expect(out).toContain('<pre>&quot;&lt;b&gt;&quot;</pre>');
    expect(out).toContain('Transcript (1 exchange)');
  });

  it('links to the first rendering instead of repeating the evidence', () => {
    const out = renderTestFailure(failed, 'failure-0', { anchor: 'failure-0', clauseId: '3.1/a' }).toString();
    expect(out).toContain('<a href="#failure-0">3.1/a</a>');
    expect(out).not.toContain('Transcript');
    expect(out).not.toContain('id="failure-0"');
  });

  it('opens the last exchange and folds the earlier ones, leaving out the oldest of a long transcript', () => {
    const transcript = Array.from({ length: maxExchanges + 3 }, (_, i) => exchange(i));
    const out = renderTestFailure({ ...failed, transcript }, 'failure-1').toString();
    expect(out).toContain(`${maxExchanges - 1} earlier exchanges (and 3 before them, left out here`);
    expect(out).not.toContain('https://x.test/v/2 →');
    expect(out).toContain('https://x.test/v/3 →');
    expect(out.match(/<details class="exchange" open>/g)).toHaveLength(1);
    expect(out.indexOf('<details class="exchange" open>')).toBeGreaterThan(out.indexOf(`v/${maxExchanges + 1} →`));
  });

  it('says when nothing was recorded', () => {
    const out = renderTestFailure(
      { ...failed, transcript: undefined, counterexample: undefined },
      'failure-2',
    ).toString();
    expect(out).toContain('No HTTP exchange recorded.');
    expect(out).not.toContain('Counterexample');
  });
});
