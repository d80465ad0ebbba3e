/** Runs the real CLI in this process (real engine, preflight and report writer) with its console captured; for tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Results } from '../report/matrix.ts';
import { runCli } from './main.ts';

export interface CapturedRun {
  readonly code: 0 | 1 | 2;
  readonly out: string[];
  readonly err: string[];
}

export async function runCapturedCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
  cwd?: string,
): Promise<CapturedRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, {
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
    ...(cwd === undefined ? {} : { cwd }),
  });
  return { code, out, err };
}

export function readResults(dir: string): Results {
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Results;
}
