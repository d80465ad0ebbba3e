import { describe, expect, it } from 'vitest';
import { hostileText, sampleRegistry, sampleRun } from './fixtures.ts';
import { toHtmlReport } from './html.ts';
import { buildResults } from './matrix.ts';
import { maxBodyChars } from './transcript.ts';

const results = buildResults(sampleRun, sampleRegistry);
const page = toHtmlReport(results);

const voidElements = new Set(['meta', 'br', 'input', 'col', 'img', 'link', 'hr']);

/** Checks that every non-void element is closed in order (script and style contents skipped). */
function checkBalanced(doc: string): void {
  const body = doc.replace(/<(script|style)>[\s\S]*?<\/\1>/g, '').replace(/^<!DOCTYPE html>/, '');
  const stack: string[] = [];
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const name = (m[2] ?? '').toLowerCase();
    if (voidElements.has(name)) continue;
    if (m[1] === '/') {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}> at ${m.index}`);
    } else {
      stack.push(name);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(' ')}`);
}

describe('toHtmlReport', () => {
  it('is a balanced HTML document', () => {
    expect(page.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(() => checkBalanced(page)).not.toThrow();
    expect(() => checkBalanced('<div><p></div></p>')).toThrow();
  });

  it('stands alone: no external script, style, image, font or link', () => {
    expect(page).not.toMatch(/\s(src|srcset)\s*=/i);
    expect(page).not.toMatch(/href="(?!#)/);
    expect(page).not.toMatch(/url\(|@import|<link/i);
    expect(page).toContain("default-src 'none'");
  });

  it('never lets server content become markup', () => {
    expect(hostileText).toContain('<script>');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u202e]/);
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;amp; ]]&gt; \\u0000\\u001b[31m\\u202eevil\\ud800',
    );
    expect(page).not.toContain('<a href="http://evil"');
  });

  it('shows target, summary counts and a verdict label', () => {
    expect(page).toContain('<code>https://sandbox.example.test/2025-10-13</code>');
    expect(page).toContain('<span class="badge verdict o-fail">FAIL</span>');
    expect(page).toContain('<div class="count"><span class="n">3</span><span class="badge o-fail">FAIL</span></div>');
    expect(page).toContain('<dt>Duration</dt><dd>12.3 s</dd>');
    expect(page).toContain('<dt>Requests</dt><dd>21</dd>');
  });

  it('expands every failing and erroring clause with its evidence', () => {
    for (const id of ['2.1/currency-required', '2.9/early-field', '3.3/closed-to-closed-rejected', '2.10/late-field']) {
      expect(page).toMatch(
        new RegExp(`<details class="problem p-(fail|error)" id="clause-${id.replace('.', '\\.')}" open>`),
      );
    }
    expect(page).toContain('<dt>seed</dt><dd><code>1234</code></dd><dt>path</dt><dd><code>2:1:0</code></dd>');
    expect(page).toContain('timeout after 10000 ms');
    expect(page).toContain('Replay with curl');
    // The property test cites two failing clauses: its evidence is shown once, then linked.
    expect(page.match(/id="failure-3"/g)).toHaveLength(1);
    expect(page).toContain('see this test under <a href="#failure-3">2.1/currency-required</a>');
  });

  it('groups the matrix by document part, in order, with a labelled badge per clause', () => {
    const parts = [...page.matchAll(/<section class="part" id="part-(\d+)">\n<h3>([^<]+)/g)].map((m) => m[2]?.trim());
    expect(parts).toEqual([
      'Part 2: Resources and their fields',
      'Part 3: States and transitions',
      'Part 4: Endpoints',
      'Part 7: Errors',
      'Part 8: Limits',
    ]);
    const rows = [
      ...page.matchAll(
        /<tr class="r-(\w+)" data-outcome="\1">\n<td class="outcome"><span class="badge o-\1">([A-Z]+)<\/span>/g,
      ),
    ];
    expect(rows).toHaveLength(sampleRegistry.length);
    expect(rows.every((m) => m[2] === m[1]?.toUpperCase())).toBe(true);
    expect(page.indexOf('clause-2.9/early-field"')).toBeLessThan(page.indexOf('clause-2.10/late-field"'));
  });

  it('explains untested and skipped clauses', () => {
    expect(page).toContain('not testable</span><div class="muted">the document says &quot;not shown&quot;</div>');
    expect(page).toContain('<span class="tag">slow</span><div class="muted">needs a real 6-minute wait</div>');
    expect(page).toContain('skipped: production profile');
  });

  it('warns about unknown clause ids', () => {
    expect(page).toContain('Unknown clause ids (1)');
    expect(page).toContain('<code>9.9/not-in-registry</code>');
  });

  it('cuts huge bodies', () => {
    const big = 'z'.repeat(maxBodyChars * 3);
    const first = sampleRun.tests[0]!;
    const exchange = { ...first.transcript![0]!, responseBody: big };
    const run = { ...sampleRun, tests: [{ ...first, transcript: [exchange] }] };
    const out = toHtmlReport(buildResults(run, sampleRegistry));
    expect(out).toContain(`${2 * maxBodyChars} more characters truncated`);
    expect(out.length).toBeLessThan(page.length + maxBodyChars * 1.5);
  });

  it('reads well for a clean run', () => {
    const clean = {
      ...sampleRun,
      tests: sampleRun.tests.filter((t) => t.outcome === 'pass' && !t.clauses.includes('9.9/not-in-registry')),
    };
    const out = toHtmlReport(buildResults(clean, sampleRegistry));
    expect(out).toContain('<span class="badge verdict o-pass">PASS</span>');
    expect(out).toContain('None: no selected clause failed or errored.');
    expect(out).not.toContain('Unknown clause ids');
    expect(() => checkBalanced(out)).not.toThrow();
  });
});

describe('toHtmlReport, failed tests outside the registry', () => {
  it('shows the evidence of a failed test whose clauses are all unknown, and links every failed test to it', () => {
    const orphan = { ...sampleRun.tests[0]!, name: 'x.conformance.ts > orphan', clauses: ['0.0/ghost'] };
    const out = toHtmlReport(buildResults({ ...sampleRun, tests: [orphan] }, sampleRegistry));
    expect(out).toContain('Failed or errored tests citing no registry clause');
    expect(out).toContain('<div class="test-failure" id="failure-0">');
    expect(out).toContain('<a href="#failure-0">evidence</a>');
    expect(() => checkBalanced(out)).not.toThrow();
  });
});
