/** HTML of a failed or errored test: reason, counterexample, transcript with request/response and curl lines. */
import type { Exchange } from '../http/exchange.ts';
import type { TestResult } from './model.ts';
import { html, type SafeHtml } from './html-builder.ts';
import { outcomeLabel } from './html-style.ts';
import { formatDuration, truncate } from './format.ts';
import { displayBody, maxBodyChars, shownExchanges } from './transcript.ts';

const headersText = (headers: Readonly<Record<string, string>> | undefined): string =>
  Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

function message(exchange: Exchange, side: 'request' | 'response'): SafeHtml {
  const headers = headersText(side === 'request' ? exchange.requestHeaders : exchange.responseHeaders);
  const body = side === 'request' ? exchange.requestBody : exchange.responseBody;
  return html`<div>
<h6>${side === 'request' ? 'Request' : 'Response'} headers</h6>
<pre>${headers === '' ? '(none)' : headers}</pre>
${body === undefined ? html`<h6>No ${side} body</h6>` : html`<h6>${side === 'request' ? 'Request' : 'Response'} body</h6><pre>${displayBody(body)}</pre>`}
</div>`;
}

/**
 * One exchange: the summary line reads `POST url → 409 (42 ms)`, followed by what the client did on its own (the 429
 * retry) if anything; the body shows both sides and the curl line.
 */
export function renderExchange(exchange: Exchange, open: boolean): SafeHtml {
  const result =
    exchange.status === undefined
      ? html`<span class="transport-error">no response: ${exchange.transportError ?? 'unknown transport failure'}</span>`
      : html`<span class="status">${exchange.status}</span>`;
  return html`<details class="exchange"${open ? html` open` : null}>
<summary>${exchange.method} ${exchange.url} → ${result} <span class="muted">(${formatDuration(exchange.durationMs)})</span>${exchange.note === undefined ? null : html` <span class="muted">${exchange.note}</span>`}</summary>
<div class="exchange-body">${message(exchange, 'request')}${exchange.status === undefined ? html`<div><h6>Response</h6><pre>${exchange.transportError ?? 'no response'}</pre></div>` : message(exchange, 'response')}</div>
<h6>Replay with curl</h6>
<pre class="curl">${exchange.curl}</pre>
</details>`;
}

/** Where a test's transcript was already rendered, so that later mentions link to it instead of repeating it. */
export interface ShownElsewhere {
  readonly anchor: string;
  readonly clauseId: string;
}

/**
 * A failed or errored test under a clause. The transcript shows its last exchanges (the last one open); when the
 * test was already rendered under another clause, a link replaces the repeat.
 */
export function renderTestFailure(test: TestResult, testAnchor: string, shownAt?: ShownElsewhere): SafeHtml {
  const head = html`<h4><span class="badge o-${test.outcome}">${outcomeLabel[test.outcome]}</span> <span>${test.name}</span></h4>
<pre class="reason">${truncate(test.reason ?? '(no reason given)', maxBodyChars)}</pre>
${test.replay === undefined ? null : html`<h5>Replay this test</h5><pre class="curl">${test.replay}</pre>`}`;
  if (shownAt !== undefined) {
    return html`<div class="test-failure">${head}<p class="muted">Counterexample and transcript: see this test under <a href="#${shownAt.anchor}">${shownAt.clauseId}</a>.</p></div>`;
  }
  const ce = test.counterexample;
  const counterexample =
    ce === undefined
      ? null
      : html`<h5>Counterexample</h5>
<dl class="meta"><dt>seed</dt><dd><code>${ce.seed}</code></dd><dt>path</dt><dd><code>${ce.path}</code></dd></dl>
<pre>${truncate(ce.value, maxBodyChars)}</pre>`;
  const transcript = test.transcript ?? [];
  const { omitted, shown } = shownExchanges(transcript);
  // The failing exchange is almost always the last: it is shown open, the ones before it fold away together.
  const earlier = shown.slice(0, -1);
  const last = shown.at(-1);
  const exchanges =
    transcript.length === 0
      ? html`<p class="muted">No HTTP exchange recorded.</p>`
      : html`<h5>Transcript (${transcript.length} ${transcript.length === 1 ? 'exchange' : 'exchanges'})</h5>
${earlier.length > 0 ? html`<details class="earlier"><summary>${earlier.length} earlier ${earlier.length === 1 ? 'exchange' : 'exchanges'}${omitted > 0 ? ` (and ${omitted} before them, left out here: results.json has them all)` : ''}</summary>${earlier.map((e) => renderExchange(e, false))}</details>` : null}
${last === undefined ? null : renderExchange(last, true)}`;
  return html`<div class="test-failure" id="${testAnchor}">${head}${counterexample}${exchanges}</div>`;
}
