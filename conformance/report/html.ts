/**
 * `report.html`: one self-contained page (inline CSS, no external assets; a small optional script for filtering).
 * Header with target and summary, failing and erroring clauses expanded with their evidence, the clause matrix grouped
 * by document part, and every test. All text is escaped by the `html` tag: servers under test are treated as hostile.
 */
import type { ClauseCounts, ClauseResult, Results } from './matrix.ts';
import type { ClauseOutcome, TestResult } from './model.ts';
import { overallOutcome, problemClauses, unattributedFailures } from './matrix.ts';
import { anchorId, html, SafeHtml, textWithCode } from './html-builder.ts';
import { renderTestFailure, type ShownElsewhere } from './html-failure.ts';
import { filterScript } from './html-script.ts';
import { outcomeLabel, outcomeOrder, stylesheet } from './html-style.ts';
import { firstLine, formatDuration } from './format.ts';
import { partLabel } from './parts.ts';
import { partOf } from './sections.ts';
import { runNotesHtml } from './run-notes.ts';

/** More citing tests than this fold into a `<details>` in the matrix. */
const maxInlineTests = 3;

const badge = (outcome: ClauseOutcome): SafeHtml =>
  html`<span class="badge o-${outcome}">${outcomeLabel[outcome]}</span>`;

/** Row anchors and lookup of the run's tests by name. */
interface TestIndex {
  readonly anchors: ReadonlyMap<string, string>;
  readonly byName: ReadonlyMap<string, TestResult>;
}

const clauseAnchor = (id: string): string => anchorId('clause', id);
const partAnchor = (part: string): string => anchorId('part', part);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const countOf = (counts: ClauseCounts, outcome: ClauseOutcome): number => counts[outcome];

function header(results: Results): SafeHtml {
  const verdict = overallOutcome(results);
  const { target, selection } = results;
  const selectionText = [
    selection.only.length > 0 ? `only ${selection.only.join(', ')}` : '',
    selection.skip.length > 0 ? `skip ${selection.skip.join(', ')}` : '',
    selection.tests !== undefined ? `test ${selection.tests.join(', ')}` : '',
  ]
    .filter((s) => s !== '')
    .join('; ');
  return html`<header>
<h1>Conformance report ${html`<span class="badge verdict o-${verdict}">${outcomeLabel[verdict]}</span>`}</h1>
<dl class="meta">
<dt>Target</dt><dd><code>${target.baseUrl}</code>${target.embedded ? ' (embedded reference server)' : ''}</dd>
<dt>Profile</dt><dd>${target.profile}</dd>
<dt>Started</dt><dd>${results.startedAt}</dd>
<dt>Duration</dt><dd>${formatDuration(results.durationMs)}</dd>
<dt>Requests</dt><dd>${results.requests}</dd>
<dt>Answers checked</dt><dd>${results.responseCheck.exchangesChecked} (violations: ${results.responseCheck.violations})</dd>
<dt>Seed</dt><dd><code>${results.seed}</code></dd>
<dt>Selection</dt><dd>${selectionText === '' ? 'everything' : selectionText}</dd>
</dl>
</header>`;
}

function summary(results: Results): SafeHtml {
  const { clauses, tests } = results.summary;
  const cards = outcomeOrder.map(
    (o) => html`<div class="count"><span class="n">${countOf(clauses, o)}</span>${badge(o)}</div>`,
  );
  const segments = outcomeOrder
    .filter((o) => countOf(clauses, o) > 0)
    .map(
      (o) =>
        html`<span class="o-${o}" style="width:${((countOf(clauses, o) / clauses.total) * 100).toFixed(3)}%" title="${outcomeLabel[o]}: ${countOf(clauses, o)}"></span>`,
    );
  const barLabel = outcomeOrder.map((o) => `${countOf(clauses, o)} ${o}`).join(', ');
  return html`<section aria-labelledby="summary-h">
<h2 id="summary-h">Summary: ${clauses.total} clauses</h2>
<div class="counts">${cards}<div class="count"><span class="n">${clauses.total}</span><span class="muted">TOTAL</span></div></div>
${clauses.total > 0 ? html`<div class="bar" role="img" aria-label="${barLabel}">${segments}</div>` : null}
<p>Tests: <strong>${tests.pass}</strong> pass, <strong>${tests.fail}</strong> fail, <strong>${tests.error}</strong> error,
<strong>${tests.skip}</strong> skip (of ${tests.total}). Not testable by design: ${clauses.notTestable} clauses.</p>
</section>`;
}

function unknownClauses(results: Results): SafeHtml | null {
  if (results.unknownClauses.length === 0) return null;
  return html`<section class="alert" id="unknown" aria-labelledby="unknown-h">
<h2 id="unknown-h" style="margin-top:0;border:0">Unknown clause ids (${results.unknownClauses.length})</h2>
<p>These ids are cited by tests but missing from the clause registry: a defect of the suite, to fix in the registry or
in the tests.</p>
<ul>${results.unknownClauses.map(
    (u) =>
      html`<li><code>${u.id}</code> ${badge(u.outcome)} cited by ${u.tests.map((t, i) => html`${i > 0 ? ', ' : ''}<span>${t}</span>`)}</li>`,
  )}</ul>
</section>`;
}

function problems(results: Results, failureAnchors: ReadonlyMap<TestResult, string>): SafeHtml {
  const list = problemClauses(results);
  const shown = new Map<TestResult, ShownElsewhere>();
  const blocks = list.map(({ clause, tests }) => {
    const anchor = clauseAnchor(clause.id);
    const rendered = tests.map((test) => {
      const out = renderTestFailure(test, failureAnchors.get(test) ?? '', shown.get(test));
      if (!shown.has(test)) shown.set(test, { anchor: failureAnchors.get(test) ?? anchor, clauseId: clause.id });
      return out;
    });
    return html`<details class="problem p-${clause.outcome}" id="${anchor}" open>
<summary>${badge(clause.outcome)} <code>${clause.id}</code> <span>${textWithCode(clause.title)}</span>
<span class="muted">§${clause.section} · ${plural(tests.length, 'test')}</span></summary>
${rendered}
</details>`;
  });
  // Failed tests citing no registry clause would otherwise show their evidence nowhere.
  const orphans = unattributedFailures(results);
  const orphanBlock =
    orphans.length === 0
      ? null
      : html`<details class="problem p-error" id="orphans" open>
<summary>${badge('error')} <span>Failed or errored tests citing no registry clause</span> <span class="muted">${plural(orphans.length, 'test')}</span></summary>
${orphans.map((t) => renderTestFailure(t, failureAnchors.get(t) ?? ''))}
</details>`;
  return html`<section id="failures" aria-labelledby="failures-h">
<h2 id="failures-h">Failing and erroring clauses (${list.length})</h2>
${list.length === 0 && orphans.length === 0 ? html`<p>None: no selected clause failed or errored.</p>` : blocks}
${orphanBlock}
</section>`;
}

function testability(clause: ClauseResult): SafeHtml {
  const kind = clause.testable ? clause.testability : 'not testable';
  return html`<span class="nowrap">${kind}</span>${clause.slow === true ? html` <span class="tag">slow</span>` : null}${clause.reason === undefined ? null : html`<div class="muted">${clause.reason}</div>`}`;
}

function testsCell(clause: ClauseResult, tests: TestIndex): SafeHtml {
  if (clause.tests.length === 0) return html`<span class="muted">none</span>`;
  // A skipped clause says why, from its first skipped test: that is what a reader of the matrix asks next.
  const skipReason =
    clause.outcome === 'skip'
      ? clause.tests.map((n) => tests.byName.get(n)?.reason).find((r) => r !== undefined)
      : undefined;
  const why = skipReason === undefined ? null : html`<div>skipped: ${firstLine(skipReason, 200)}</div>`;
  const items = clause.tests.map((name) => {
    const anchor = tests.anchors.get(name);
    return html`<li>${anchor === undefined ? name : html`<a href="#${anchor}">${name}</a>`}</li>`;
  });
  if (clause.tests.length <= maxInlineTests) return html`${why}<ul>${items}</ul>`;
  return html`${why}<details><summary>${plural(clause.tests.length, 'test')}</summary><ul>${items}</ul></details>`;
}

function matrixRow(clause: ClauseResult, tests: TestIndex): SafeHtml {
  const failing = clause.outcome === 'fail' || clause.outcome === 'error';
  const id = html`<code>${clause.id}</code>`;
  return html`<tr class="r-${clause.outcome}" data-outcome="${clause.outcome}">
<td class="outcome">${badge(clause.outcome)}</td>
<td class="id">${failing ? html`<a href="#${clauseAnchor(clause.id)}">${id}</a>` : id}</td>
<td>${textWithCode(clause.title)}</td>
<td class="area">${clause.area}</td>
<td>${testability(clause)}</td>
<td class="tests">${testsCell(clause, tests)}</td>
</tr>`;
}

function matrix(results: Results, tests: TestIndex): SafeHtml {
  const sections = results.summary.parts.map((part) => {
    const rows = results.clauses.filter((c) => partOf(c.section) === part.part);
    const counts = outcomeOrder
      .filter((o) => countOf(part.clauses, o) > 0)
      .map((o) => html`<span class="nowrap">${countOf(part.clauses, o)} ${badge(o)}</span> `);
    return html`<section class="part" id="${partAnchor(part.part)}">
<h3>${partLabel(part.part)} <span class="muted" style="font-weight:400">${plural(part.clauses.total, 'clause')}</span> ${counts}</h3>
<table class="matrix">
<colgroup><col class="c-outcome"><col class="c-id"><col><col class="c-area"><col class="c-testability"><col class="c-tests"></colgroup>
<thead><tr><th>Outcome</th><th>Clause</th><th>Statement</th><th>Area</th><th>Testability</th><th>Tests</th></tr></thead>
<tbody>${rows.map((c) => matrixRow(c, tests))}</tbody>
</table>
</section>`;
  });
  const filters = html`<div class="filters" id="filters" hidden>
<strong>Show:</strong>
${outcomeOrder.map((o) => html`<label><input type="checkbox" value="${o}" checked> ${badge(o)}</label>`)}
<input type="search" placeholder="Filter by id, statement, area or test" aria-label="Filter clauses">
<span id="filter-count" class="muted"></span>
</div>`;
  return html`<section id="matrix" aria-labelledby="matrix-h">
<h2 id="matrix-h">Clause matrix</h2>
${filters}
${sections}
</section>`;
}

function testsTable(results: Results, tests: TestIndex, failureAnchors: ReadonlyMap<TestResult, string>): SafeHtml {
  const rows = results.tests.map(
    (t) => html`<tr class="r-${t.outcome}" id="${tests.anchors.get(t.name) ?? ''}">
<td class="outcome">${badge(t.outcome)}</td>
<td>${t.name}${t.reason === undefined ? null : html`<div class="muted">${firstLine(t.reason, 300)}</div>`}${t.outcome === 'fail' || t.outcome === 'error' ? html`<div><a href="#${failureAnchors.get(t) ?? ''}">evidence</a></div>` : null}</td>
<td>${t.clauses.map((c, i) => html`${i > 0 ? html`<br>` : null}<code>${c}</code>`)}</td>
<td class="nowrap">${formatDuration(t.durationMs)}</td>
<td>${t.requests}</td>
</tr>`,
  );
  return html`<section id="tests" aria-labelledby="tests-h">
<h2 id="tests-h">Tests</h2>
<details><summary>All ${results.tests.length} tests</summary>
<table>
<thead><tr><th>Outcome</th><th>Test</th><th>Clauses</th><th>Duration</th><th>Requests</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</details>
</section>`;
}

function toc(results: Results): SafeHtml {
  const failing = results.summary.clauses.fail + results.summary.clauses.error;
  return html`<nav class="toc" aria-label="Contents"><ul>
<li><a href="#failures">Failing and erroring (${failing})</a></li>
${results.unknownClauses.length > 0 ? html`<li><a href="#unknown">Unknown clause ids (${results.unknownClauses.length})</a></li>` : null}
${results.summary.parts.map((p) => html`<li><a href="#${partAnchor(p.part)}">${partLabel(p.part)}</a></li>`)}
<li><a href="#tests">All tests</a></li>
</ul></nav>`;
}

/** The whole report page. */
export function toHtmlReport(results: Results): string {
  // Anchors by position: test names are arbitrary text, positions are unique.
  const tests: TestIndex = {
    anchors: new Map(results.tests.map((t, i) => [t.name, `test-${i}`])),
    byName: new Map(results.tests.map((t) => [t.name, t])),
  };
  const failureAnchors = new Map(results.tests.map((t, i) => [t, `failure-${i}`]));
  const verdict = overallOutcome(results);
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${outcomeLabel[verdict]}: conformance report for ${results.target.baseUrl}</title>
<style>${SafeHtml.trusted(stylesheet)}</style>
</head>
<body>
<main>
${header(results)}
${summary(results)}
${runNotesHtml(results)}
${toc(results)}
${unknownClauses(results)}
${problems(results, failureAnchors)}
${matrix(results, tests)}
${testsTable(results, tests, failureAnchors)}
<footer>results.json next to this file holds every detail of the run, including complete transcripts.</footer>
</main>
<script>${SafeHtml.trusted(filterScript)}</script>
</body>
</html>
`;
  return page.toString();
}
