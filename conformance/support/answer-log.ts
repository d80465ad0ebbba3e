/**
 * The answers of a run as JSON lines (`--record-answers <file>`): one line per answer the suite's client received for
 * an operation of spec/, with the operation id, the status and the body, redacted like every other record. Tools read
 * it afterwards (e.g. `scripts/production-shapes.ts`, which checks the answers against production's schemas).
 * Every worker appends whole lines to the same file; the run empties it first.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Redactor } from '../http/redact.ts';

export interface LoggedAnswer {
  readonly operationId: string;
  readonly method: string;
  readonly status: number;
  /** The redacted JSON body; absent when the body was empty or not JSON. */
  readonly body?: unknown;
  /** The body was not JSON (and not empty). */
  readonly notJson?: true;
  /** The client kept only part of the body: it cannot be judged. */
  readonly truncated?: true;
}

/** Creates (or empties) the log at the start of a run. */
export function startAnswerLog(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
}

/** Appends one answer. The body is redacted before it is written; secrets never reach the file. */
export function logAnswer(
  file: string,
  redactor: Redactor,
  answer: { operationId: string; method: string; status: number; text: string; truncated: boolean },
): void {
  const entry: LoggedAnswer = {
    operationId: answer.operationId,
    method: answer.method,
    status: answer.status,
    ...bodyOf(redactor, answer.text),
    ...(answer.truncated ? { truncated: true as const } : {}),
  };
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

function bodyOf(redactor: Redactor, text: string): { body?: unknown; notJson?: true } {
  if (text.trim() === '') return {};
  try {
    return { body: JSON.parse(redactor.body(text)) as unknown };
  } catch {
    return { notJson: true };
  }
}

/** The answers of a log file, in the order they were written. */
export function readAnswerLog(content: string): LoggedAnswer[] {
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LoggedAnswer);
}
