import type { TestOutcome, TestResult } from '../report/model.ts';
import type { ModuleReport } from './collector.ts';

const order: readonly TestOutcome[] = ['pass', 'fail', 'error', 'skip'];

/** The first line of a reason, cut to `max` characters, with control characters made visible. */
function shortReason(reason: string | undefined, max = 160): string {
  const line = (reason ?? '').split('\n')[0] ?? '';
  const clean = line.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 3)}...` : clean;
}

/**
 * The cause of a test's transport failure without the request it hit (`ECONNREFUSED: connect ECONNREFUSED ...`,
 * `timeout after 300 ms`), or undefined when the test did not end on one.
 */
export function transportCause(result: TestResult): string | undefined {
  if (result.outcome !== 'error') return undefined;
  const failure = result.transcript?.at(-1)?.transportError;
  if (failure === undefined || !(result.reason ?? '').includes(failure)) return undefined;
  // The client's message starts with the request (`GET http://...: `); the cause is what follows.
  return shortReason(failure.replace(/^[A-Z]+ \S+: /, ''));
}

/** Counts transport failures by cause, so that a dead server gives one line per cause and not one per request. */
export class TransportTally {
  readonly #counts = new Map<string, number>();

  /** Records the test's transport failure; true when it had one (its own line is then left out). */
  add(result: TestResult): boolean {
    const cause = transportCause(result);
    if (cause === undefined) return false;
    this.#counts.set(cause, (this.#counts.get(cause) ?? 0) + 1);
    return true;
  }

  /** One line per cause, most frequent first. */
  lines(): string[] {
    return [...this.#counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([cause, n]) => `transport failure, ${n} test${n === 1 ? '' : 's'}: ${cause}`);
  }
}

/**
 * Progress lines for one finished file: a head line with the counts, then one line per failed or errored test (a
 * transport failure goes to `tally` instead, when one is given). Plain ASCII words, no colours or cursor tricks, so
 * that CI logs read well.
 */
export function moduleProgressLines(report: ModuleReport, tally?: TransportTally): string[] {
  if (report.results.length === 0) return [];
  const counts = new Map<TestOutcome, number>();
  for (const r of report.results) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  const bad = (counts.get('fail') ?? 0) + (counts.get('error') ?? 0) > 0;
  const summary = order
    .filter((o) => counts.has(o))
    .map((o) => `${counts.get(o)} ${o}`)
    .join(', ');
  const seconds = (report.durationMs / 1000).toFixed(1);
  const lines = [`${bad ? 'FAIL' : 'ok  '} ${report.file} (${summary}) ${seconds}s`];
  for (const r of report.results) {
    if (r.outcome !== 'fail' && r.outcome !== 'error') continue;
    if (tally?.add(r)) continue;
    const title = r.name.startsWith(`${report.file} > `) ? r.name.slice(report.file.length + 3) : r.name;
    lines.push(`       ${r.outcome.toUpperCase()} ${title}: ${shortReason(r.reason)}`);
  }
  return lines;
}
