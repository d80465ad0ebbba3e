import type { TestOutcome } from '../report/model.ts';
import type { ModuleReport } from './collector.ts';

const order: readonly TestOutcome[] = ['pass', 'fail', 'error', 'skip'];

/** The first line of a reason, cut to `max` characters, with control characters made visible. */
function shortReason(reason: string | undefined, max = 160): string {
  const line = (reason ?? '').split('\n')[0] ?? '';
  const clean = line.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > max ? `${clean.slice(0, max - 3)}...` : clean;
}

/**
 * Progress lines for one finished file: a head line with the counts, then one line per failed or errored test.
 * Plain ASCII words, no colours or cursor tricks, so that CI logs read well.
 */
export function moduleProgressLines(report: ModuleReport): string[] {
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
    const title = r.name.startsWith(`${report.file} > `) ? r.name.slice(report.file.length + 3) : r.name;
    lines.push(`       ${r.outcome.toUpperCase()} ${title}: ${shortReason(r.reason)}`);
  }
  return lines;
}
