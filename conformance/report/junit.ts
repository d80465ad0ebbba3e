/**
 * JUnit XML for CI: `testsuites` > one `testsuite` per suite file > `testcase`. Clause ids ride along as testcase
 * properties; failed and errored cases carry their transcript and curl lines in `system-out`. Unknown clause ids
 * become errored cases of a `clause registry` suite so that a CI view cannot miss them.
 */
import { strictUnexpectedPasses, type Results } from './matrix.ts';
import type { TestResult } from './model.ts';
import { escapeXmlAttr, escapeXmlText } from './escape.ts';
import { firstLine, toSeconds } from './format.ts';
import { counterexampleText, transcriptToText } from './transcript.ts';

/** Name of the extra suite holding unknown clause ids. */
export const registrySuiteName = 'clause registry';

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  timeMs: number;
}

const attrs = (pairs: Record<string, string | number>): string =>
  Object.entries(pairs)
    .map(([name, value]) => ` ${name}="${escapeXmlAttr(String(value))}"`)
    .join('');

const countsAttrs = (c: Counts): Record<string, string | number> => ({
  tests: c.tests,
  failures: c.failures,
  errors: c.errors,
  skipped: c.skipped,
  time: toSeconds(c.timeMs),
});

function count(tests: readonly TestResult[]): Counts {
  return {
    tests: tests.length,
    failures: tests.filter((t) => t.outcome === 'fail').length,
    errors: tests.filter((t) => t.outcome === 'error').length,
    skipped: tests.filter((t) => t.outcome === 'skip' || t.outcome === 'known').length,
    timeMs: tests.reduce((sum, t) => sum + t.durationMs, 0),
  };
}

/** The test's name without its file, which JUnit already carries as `classname`. */
function caseName(test: TestResult): string {
  const prefix = `${test.file} > `;
  return test.name.startsWith(prefix) ? test.name.slice(prefix.length) : test.name;
}

function systemOut(test: TestResult): string {
  const parts: string[] = [];
  if (test.replay !== undefined) parts.push(`replay: ${test.replay}`);
  if (test.counterexample !== undefined) parts.push(counterexampleText(test.counterexample));
  if (test.transcript !== undefined && test.transcript.length > 0) parts.push(transcriptToText(test.transcript));
  return parts.length === 0 ? '' : `      <system-out>${escapeXmlText(parts.join('\n\n'))}</system-out>\n`;
}

function testcase(test: TestResult): string {
  const reason = test.reason ?? '';
  const properties = test.clauses.map((id) => `        <property${attrs({ name: 'clause', value: id })}/>\n`).join('');
  let body = properties === '' ? '' : `      <properties>\n${properties}      </properties>\n`;
  if (test.outcome === 'fail') {
    body += `      <failure${attrs({ message: firstLine(reason, 300), type: 'ClauseViolation' })}>${escapeXmlText(reason)}</failure>\n`;
    body += systemOut(test);
  } else if (test.outcome === 'error') {
    body += `      <error${attrs({ message: firstLine(reason, 300), type: 'SetupError' })}>${escapeXmlText(reason)}</error>\n`;
    body += systemOut(test);
  } else if (test.outcome === 'skip') {
    body += `      <skipped${attrs({ message: firstLine(reason, 300) })}/>\n`;
  } else if (test.outcome === 'known') {
    // A known failure must not fail a CI gate: JUnit readers count it as skipped, with the expectation as the message.
    const expected = test.expected;
    const why =
      expected === undefined
        ? ''
        : `expected ${expected.outcome} (${expected.by}): ${expected.reason}${expected.link ? ` ${expected.link}` : ''}; `;
    body += `      <skipped${attrs({ message: firstLine(`known failure: ${why}${reason}`, 300) })}/>\n`;
    body += systemOut(test);
  }
  const open = `    <testcase${attrs({ name: caseName(test), classname: test.file, time: toSeconds(test.durationMs) })}`;
  return body === '' ? `${open}/>\n` : `${open}>\n${body}    </testcase>\n`;
}

function registrySuite(results: Results, timestamp: string): string {
  if (results.unknownClauses.length === 0) return '';
  const cases = results.unknownClauses
    .map((u) => {
      const message = `clause id ${u.id} is cited by tests but is not in the clause registry`;
      return (
        `    <testcase${attrs({ name: `unknown clause id ${u.id}`, classname: registrySuiteName, time: toSeconds(0) })}>\n` +
        `      <error${attrs({ message, type: 'UnknownClause' })}>${escapeXmlText(`${message}\ncited by:\n${u.tests.join('\n')}`)}</error>\n` +
        '    </testcase>\n'
      );
    })
    .join('');
  const n = results.unknownClauses.length;
  return (
    `  <testsuite${attrs({ name: registrySuiteName, ...countsAttrs({ tests: n, failures: 0, errors: n, skipped: 0, timeMs: 0 }), timestamp })}>\n` +
    `${cases}  </testsuite>\n`
  );
}

/** Name of the suite holding, under `--strict-expectations`, one failing case per unexpected pass. */
export const expectationsSuiteName = 'expectations';

function expectationsSuite(results: Results, timestamp: string): string {
  const passes = strictUnexpectedPasses(results);
  if (passes.length === 0) return '';
  const file = results.expectations?.file ?? '';
  const cases = passes
    .map((u) => {
      const message = `${u.subject} was expected to ${u.expected} (${u.reason}) and passed: remove the entry from ${file} (--strict-expectations)`;
      return (
        `    <testcase${attrs({ name: `unexpected pass: ${u.subject}`, classname: expectationsSuiteName, time: toSeconds(0) })}>\n` +
        `      <failure${attrs({ message: firstLine(message, 300), type: 'UnexpectedPass' })}>${escapeXmlText(message)}</failure>\n` +
        '    </testcase>\n'
      );
    })
    .join('');
  const n = passes.length;
  return (
    `  <testsuite${attrs({ name: expectationsSuiteName, ...countsAttrs({ tests: n, failures: n, errors: 0, skipped: 0, timeMs: 0 }), timestamp })}>\n` +
    `${cases}  </testsuite>\n`
  );
}

/** The run as a JUnit XML document (UTF-8, XML 1.0; every character from a server is escaped or made visible). */
export function toJUnitXml(results: Results): string {
  const byFile = new Map<string, TestResult[]>();
  for (const test of results.tests) {
    const list = byFile.get(test.file) ?? [];
    list.push(test);
    byFile.set(test.file, list);
  }
  const timestamp = results.startedAt;
  const runProperties =
    '    <properties>\n' +
    Object.entries({ baseUrl: results.target.baseUrl, profile: results.target.profile, seed: results.seed })
      .map(([name, value]) => `      <property${attrs({ name, value })}/>\n`)
      .join('') +
    '    </properties>\n';

  const suites = [...byFile.entries()]
    .map(
      ([file, tests]) =>
        `  <testsuite${attrs({ name: file, ...countsAttrs(count(tests)), timestamp })}>\n` +
        runProperties +
        tests.map(testcase).join('') +
        '  </testsuite>\n',
    )
    .join('');

  const total = count(results.tests);
  const unknown = results.unknownClauses.length;
  const unexpected = strictUnexpectedPasses(results).length;
  const totals = {
    ...total,
    tests: total.tests + unknown + unexpected,
    failures: total.failures + unexpected,
    errors: total.errors + unknown,
    timeMs: results.durationMs,
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites${attrs({ name: 'payments conformance', ...countsAttrs(totals), timestamp })}>\n` +
    suites +
    registrySuite(results, timestamp) +
    expectationsSuite(results, timestamp) +
    '</testsuites>\n'
  );
}
