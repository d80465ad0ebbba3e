/**
 * What a run says about itself beyond the verdicts: that it did not start (and why), that it is one shard of a run,
 * which failures were known (the expectations file) and which known failures now pass. Markdown and HTML forms.
 */
import type { Results } from './matrix.ts';
import { escapeMarkdownInline as md, escapeMarkdownWithCode as mdCode } from './escape.ts';
import { html, type SafeHtml } from './html-builder.ts';
import { firstLine } from './format.ts';

const knownTests = (results: Results) => results.tests.filter((t) => t.outcome === 'known');

/** Markdown lines, placed after the counts; empty when there is nothing to say. */
export function runNotesMarkdown(results: Results): string[] {
  const lines: string[] = [];
  if (results.notStarted !== undefined) lines.push('', `**Not started:** ${md(results.notStarted)}`);
  if (results.shard !== undefined)
    lines.push(
      '',
      `Shard ${results.shard.index} of ${results.shard.count}: this report holds one share of the selected tests.`,
    );
  const e = results.expectations;
  if (e === undefined) return lines;
  lines.push(
    '',
    `## Known failures (${e.known})`,
    '',
    `Expected by ${md(e.file)} (${e.entries} entries); they do not fail the run.`,
    '',
  );
  for (const t of knownTests(results)) {
    const x = t.expected;
    lines.push(
      `- ${mdCode(t.name)}: ${x ? `${x.outcome} expected (${md(x.by)}): ${md(x.reason)}${x.link ? ` (${md(x.link)})` : ''}` : ''}`,
    );
  }
  if (e.unexpectedPasses.length > 0) {
    lines.push(
      '',
      `## Unexpected passes (${e.unexpectedPasses.length})${e.strict ? ': the run fails (--strict-expectations)' : ''}`,
      '',
    );
    for (const u of e.unexpectedPasses)
      lines.push(`- ${mdCode(u.subject)} was expected to ${u.expected} (${md(u.reason)}) and passed: remove the entry`);
  }
  return lines;
}

/** The same as an HTML section, or nothing. */
export function runNotesHtml(results: Results): SafeHtml | null {
  const e = results.expectations;
  if (results.notStarted === undefined && results.shard === undefined && e === undefined) return null;
  const known = knownTests(results).map((t) => {
    const x = t.expected;
    return html`<li><span class="badge o-known">KNOWN</span> <code>${t.name}</code>: ${x ? `${x.outcome} expected (${x.by}): ${x.reason}` : ''}
${x?.link ? html` <a href="${x.link}">${x.link}</a>` : null} <span class="muted">${firstLine(t.reason ?? '', 200)}</span></li>`;
  });
  const passes = (e?.unexpectedPasses ?? []).map(
    (u) => html`<li><code>${u.subject}</code> was expected to ${u.expected} (${u.reason}) and passed</li>`,
  );
  return html`<section aria-labelledby="notes-h">
<h2 id="notes-h">About this run</h2>
${results.notStarted === undefined ? null : html`<p><strong>Not started:</strong> ${results.notStarted}</p>`}
${results.shard === undefined ? null : html`<p>Shard ${results.shard.index} of ${results.shard.count}: one share of the selected tests.</p>`}
${e === undefined ? null : html`<h3>Known failures (${e.known})</h3><p>Expected by <code>${e.file}</code>; they do not fail the run.</p><ul>${known}</ul>`}
${passes.length === 0 ? null : html`<h3>Unexpected passes (${passes.length})${e?.strict ? ': the run fails' : ''}</h3><ul>${passes}</ul>`}
</section>`;
}
