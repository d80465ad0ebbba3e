/**
 * The report page's stylesheet, inlined so the file stands alone. Every outcome has a colour and a text label; the
 * label is always shown, so the page reads without colour (and in print).
 */
import type { ClauseOutcome } from './model.ts';

/** Outcomes in the order the report lists them. */
export const outcomeOrder: readonly ClauseOutcome[] = ['fail', 'error', 'known', 'pass', 'skip', 'untested'];

/** Text label of each outcome. */
export const outcomeLabel: Readonly<Record<ClauseOutcome, string>> = {
  pass: 'PASS',
  fail: 'FAIL',
  error: 'ERROR',
  skip: 'SKIP',
  known: 'KNOWN',
  untested: 'UNTESTED',
};

// Colours keep at least 4.5:1 contrast with white text (WCAG AA); untested is dark text on a light hatch.
export const stylesheet = `
:root {
  --pass: #1a7f37; --fail: #cf222e; --error: #b35900; --skip: #6e7781;
  --hatch: repeating-linear-gradient(135deg, #f6f8fa 0 4px, #d0d7de 4px 6px);
  --border: #d0d7de; --muted: #59636e; --text: #1f2328; --code-bg: #f6f8fa;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--text); background: #fff; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1240px; margin: 0 auto; padding: 24px 28px 64px; }
h1 { font-size: 24px; margin: 0 0 12px; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
h2 { font-size: 19px; margin: 36px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--border); }
h3 { font-size: 16px; margin: 28px 0 8px; display: flex; align-items: baseline; gap: 10px; flex-wrap: wrap; }
h4 { font-size: 14px; margin: 16px 0 6px; display: flex; align-items: baseline; gap: 8px; flex-wrap: wrap; }
h5 { font-size: 13px; margin: 14px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
a { color: #0969da; }
code, pre { font-family: var(--mono); font-size: 12.5px; }
.muted { color: var(--muted); }
.nowrap { white-space: nowrap; }

.badge { display: inline-block; min-width: 5.6em; padding: 1px 8px; border-radius: 999px; text-align: center;
  font-size: 11.5px; font-weight: 700; letter-spacing: .04em; color: #fff; line-height: 1.6; white-space: nowrap; }
.o-pass { background: var(--pass); color: #fff; }
.o-fail { background: var(--fail); color: #fff; }
.o-error { background: var(--error); color: #fff; }
.o-skip { background: var(--skip); color: #fff; }
.o-known { background: #6639ba; color: #fff; }
.o-untested { background: var(--hatch); color: var(--text); box-shadow: inset 0 0 0 1px #8c959f; }
.verdict { font-size: 15px; padding: 3px 14px; min-width: 0; }

.meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 8px; }
.meta dt { color: var(--muted); }
.meta dd { margin: 0; overflow-wrap: anywhere; }

.counts { display: flex; gap: 10px; flex-wrap: wrap; margin: 8px 0 10px; }
.count { border: 1px solid var(--border); border-radius: 8px; padding: 8px 14px; min-width: 112px; display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.count .n { font-size: 24px; font-weight: 700; line-height: 1.1; }
.bar { display: flex; height: 14px; border-radius: 7px; overflow: hidden; border: 1px solid var(--border); margin: 6px 0 4px; }
.bar span { display: block; height: 100%; }
.alert { border: 1px solid var(--error); border-left-width: 6px; background: #fff8f0; border-radius: 6px; padding: 10px 14px; margin: 16px 0; }

nav.toc { margin: 18px 0 0; padding: 10px 14px; background: var(--code-bg); border: 1px solid var(--border); border-radius: 6px; }
nav.toc ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; }

.filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0 4px; padding: 8px 12px; border: 1px solid var(--border); border-radius: 6px; }
.filters label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
.filters input[type=search] { font: inherit; padding: 3px 8px; border: 1px solid var(--border); border-radius: 6px; min-width: 260px; }

table { width: 100%; border-collapse: collapse; margin: 4px 0 8px; }
th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--border); }
th { font-size: 12px; color: var(--muted); font-weight: 600; background: var(--code-bg); position: sticky; top: 0; }
table.matrix { table-layout: fixed; }
table.matrix col.c-outcome { width: 104px; }
table.matrix col.c-id { width: 22%; }
table.matrix col.c-area { width: 9%; }
table.matrix col.c-testability { width: 12%; }
table.matrix col.c-tests { width: 21%; }
td.outcome { width: 1%; }
td.id, td.tests, td.area { overflow-wrap: anywhere; }
td.tests { font-size: 12px; color: var(--muted); }
td.tests ul { margin: 0; padding: 0; list-style: none; }
td.tests li + li { margin-top: 3px; }
td.tests a { color: #3a5a85; }
tr.r-fail > td:first-child { box-shadow: inset 4px 0 var(--fail); }
tr.r-error > td:first-child { box-shadow: inset 4px 0 var(--error); }
tr.r-fail { background: #fff5f5; }
tr.r-error { background: #fff8f0; }
.tag { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 4px; border: 1px solid var(--border); color: var(--muted); white-space: nowrap; }

details.problem { border: 1px solid var(--border); border-left: 6px solid var(--fail); border-radius: 6px; margin: 14px 0; padding: 0 16px 8px; }
details.problem.p-error { border-left-color: var(--error); }
details.problem > summary { cursor: pointer; padding: 10px 0; font-weight: 600; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
.test-failure { border-top: 1px dashed var(--border); padding-top: 4px; }
pre { background: var(--code-bg); border: 1px solid var(--border); border-radius: 6px; padding: 8px 10px; margin: 4px 0 8px;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 32em; overflow: auto; }
pre.reason { background: #fff5f5; border-color: #ffcecb; }
.p-error pre.reason { background: #fff8f0; border-color: #ffd8b5; }
details.exchange { border: 1px solid var(--border); border-radius: 6px; margin: 6px 0; padding: 0 10px; }
details.exchange > summary { cursor: pointer; padding: 6px 0; font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; }
.exchange-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 10px; }
h6 { margin: 6px 0 0; font-size: 12px; font-weight: 600; color: var(--muted); }
details.earlier { margin: 6px 0; }
details.earlier > summary { cursor: pointer; color: var(--muted); padding: 4px 0; }
.status { font-weight: 700; }
.transport-error { color: var(--fail); font-weight: 600; }
footer { margin-top: 48px; color: var(--muted); font-size: 12px; }
@media (max-width: 820px) { .exchange-body { grid-template-columns: 1fr; } main { padding: 16px; } }
@media print { .filters, nav.toc { display: none; } pre { max-height: none; } th { position: static; } }
`;
