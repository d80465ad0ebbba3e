/**
 * Checks the reference's answers against production's response schemas (spec/production), outside the document's
 * exceptions (spec/production/exceptions.ts).
 *
 *   npm run production-shapes                      # runs the whole suite against the embedded reference, then checks
 *   npm run production-shapes -- --answers <file>  # checks a file written by `npm run conformance -- --record-answers`
 *   npm run production-shapes -- --only customers  # (without --answers) passes --only to the suite
 *
 * Prints per operation the answers checked, valid, excepted, invalid and those of a status production does not
 * declare, then every distinct violation with an example; exits 1 when an answer is invalid outside the exceptions.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readAnswerLog, type LoggedAnswer } from '../conformance/support/answer-log.ts';
import { exceptionFor } from '../spec/production/exceptions.ts';
import { checkProductionAnswer } from '../spec/production/validate.ts';

export interface OperationFigures {
  checked: number;
  valid: number;
  excepted: number;
  invalid: number;
  undeclared: number;
}

export interface ShapeReport {
  readonly byOperation: ReadonlyMap<string, OperationFigures>;
  /** Distinct violations outside the exceptions: `operation status field: message`, with a count and an example. */
  readonly violations: ReadonlyMap<string, { count: number; example: unknown }>;
  /** Distinct statuses production does not declare and has no error body of, with a count. */
  readonly undeclared: ReadonlyMap<string, number>;
  /** Distinct error statuses production does not declare for the operation, judged as its error of the status. */
  readonly judgedAsErrorOfStatus: ReadonlyMap<string, number>;
  /** Exceptions used, with a count. */
  readonly exceptionsUsed: ReadonlyMap<string, number>;
  readonly unjudged: number;
}

/** Judges every logged answer. Truncated bodies and non-JSON bodies production declares as JSON are counted apart. */
export function judgeAnswers(answers: readonly LoggedAnswer[]): ShapeReport {
  const byOperation = new Map<string, OperationFigures>();
  const violations = new Map<string, { count: number; example: unknown }>();
  const undeclared = new Map<string, number>();
  const exceptionsUsed = new Map<string, number>();
  const judgedAsErrorOfStatus = new Map<string, number>();
  let unjudged = 0;
  for (const answer of answers) {
    if (answer.truncated) {
      unjudged += 1;
      continue;
    }
    const figures = byOperation.get(answer.operationId) ?? {
      checked: 0,
      valid: 0,
      excepted: 0,
      invalid: 0,
      undeclared: 0,
    };
    byOperation.set(answer.operationId, figures);
    figures.checked += 1;
    const verdict = answer.notJson
      ? checkProductionAnswer(answer.operationId, answer.status, '<not JSON>')
      : checkProductionAnswer(answer.operationId, answer.status, answer.body);
    if (verdict.kind !== 'undeclared' && verdict.undeclaredStatus !== undefined) {
      judgedAsErrorOfStatus.set(
        verdict.undeclaredStatus,
        (judgedAsErrorOfStatus.get(verdict.undeclaredStatus) ?? 0) + 1,
      );
    }
    if (verdict.kind === 'valid') figures.valid += 1;
    else if (verdict.kind === 'undeclared') {
      figures.undeclared += 1;
      undeclared.set(verdict.reason, (undeclared.get(verdict.reason) ?? 0) + 1);
    } else {
      const outside = verdict.violations.filter((v) => {
        const exception = exceptionFor(answer.operationId, answer.status, v, answer.body);
        if (exception !== undefined) exceptionsUsed.set(exception.id, (exceptionsUsed.get(exception.id) ?? 0) + 1);
        return exception === undefined;
      });
      if (outside.length === 0) figures.excepted += 1;
      else {
        figures.invalid += 1;
        for (const v of outside) {
          const key = `${answer.operationId} ${answer.status} ${v.field || '(root)'}: ${v.message}`;
          const seen = violations.get(key);
          if (seen) seen.count += 1;
          else violations.set(key, { count: 1, example: answer.body });
        }
      }
    }
  }
  return { byOperation, violations, undeclared, judgedAsErrorOfStatus, exceptionsUsed, unjudged };
}

function print(report: ShapeReport, out: (line: string) => void): void {
  const rows = [...report.byOperation].sort(([a], [b]) => a.localeCompare(b));
  const total = { checked: 0, valid: 0, excepted: 0, invalid: 0, undeclared: 0 };
  out(`${'operation'.padEnd(48)} checked  valid excepted invalid undeclared`);
  for (const [id, f] of rows) {
    for (const k of Object.keys(total) as (keyof OperationFigures)[]) total[k] += f[k];
    out(
      `${id.padEnd(48)} ${String(f.checked).padStart(7)} ${String(f.valid).padStart(6)} ${String(f.excepted).padStart(8)} ${String(f.invalid).padStart(7)} ${String(f.undeclared).padStart(10)}`,
    );
  }
  out(
    `${'total'.padEnd(48)} ${String(total.checked).padStart(7)} ${String(total.valid).padStart(6)} ${String(total.excepted).padStart(8)} ${String(total.invalid).padStart(7)} ${String(total.undeclared).padStart(10)}`,
  );
  if (report.unjudged > 0) out(`${report.unjudged} answers not judged (body truncated by the client)`);
  if (report.exceptionsUsed.size > 0) {
    out('\nexceptions of the document used:');
    for (const [id, n] of report.exceptionsUsed) out(`  ${id}: ${n}`);
  }
  if (report.judgedAsErrorOfStatus.size > 0) {
    out("\nerror statuses production does not declare for the operation (judged as production's error of the status):");
    for (const [reason, n] of report.judgedAsErrorOfStatus) out(`  ${reason}: ${n}`);
  }
  if (report.undeclared.size > 0) {
    out('\nstatuses production does not declare (no schema to check against):');
    for (const [reason, n] of report.undeclared) out(`  ${reason}: ${n}`);
  }
  if (report.violations.size > 0) {
    out('\nviolations of production schemas outside the exceptions:');
    for (const [key, { count, example }] of report.violations) {
      const shown = JSON.stringify(example) ?? '';
      out(`  ${key} (x${count})\n    e.g. ${shown.length > 400 ? `${shown.slice(0, 400)}...` : shown}`);
    }
  }
  out(`\n${total.invalid} answer(s) invalid against production's schemas outside the listed exceptions`);
}

function main(): number {
  const { values } = parseArgs({
    options: { answers: { type: 'string' }, only: { type: 'string', multiple: true } },
    strict: true,
  });
  let file = values.answers;
  if (file === undefined) {
    const dir = join('reports', 'runs', 'production-shapes');
    file = join(dir, 'answers.jsonl');
    const only = (values.only ?? []).flatMap((o) => ['--only', o]);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'conformance/cli/main.ts', 'run', '--report-dir', dir, '--record-answers', file, ...only],
      { stdio: 'inherit' },
    );
    if (run.status !== 0) console.log(`(the suite run exited ${run.status}; judging the answers it recorded)`);
  }
  const report = judgeAnswers(readAnswerLog(readFileSync(file, 'utf8')));
  print(report, (line) => console.log(line));
  const invalid = [...report.byOperation.values()].reduce((n, f) => n + f.invalid, 0);
  return invalid === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
