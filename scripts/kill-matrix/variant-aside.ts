/**
 * The costly variants' composite in a process of its own, beside the whole-suite composite. Its run mostly waits
 * (answers up to 40 ms late, the pauses its 429s ask for), so on its own lanes in another process its time hides
 * under the other's instead of adding to it (some 5 s on a suite run of 15); a session in this process would share
 * the one thread that serves both lanes' servers, and hid less. On a machine with no core to spare it hides nothing,
 * and costs little more than running after the other. The child takes the variants by id and hands back the rows,
 * so blame and verdicts are the same as in this process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VariantRow } from './variant-verdict.ts';

/** What the child is asked: the composite's variants by id, the run's seed and property runs, and its lanes. */
export interface AsideRequest {
  readonly ids: readonly string[];
  readonly seed: number;
  readonly runs: number;
  readonly lanes: number;
}

/** What the child answers: the composite's row and its members'. */
export interface AsideResult {
  readonly composite: VariantRow;
  readonly members: VariantRow[];
}

const child = fileURLToPath(new URL('./variant-aside-child.ts', import.meta.url));

/** Runs the composite of `request.ids` in a child process (this one's loader), its log lines handed to `log`. */
export function runAside(request: AsideRequest, log: (line: string) => void): Promise<AsideResult> {
  return new Promise((resolve, reject) => {
    const running = spawn(process.execPath, [...process.execArgv, child, JSON.stringify(request)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    running.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    running.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
      const lines = err.split('\n');
      err = lines.pop()!;
      for (const line of lines) log(line);
    });
    running.on('error', reject);
    running.on('close', (code) => {
      if (err !== '') log(err);
      if (code !== 0) reject(new Error(`the costly variants' process ended with ${String(code)}`));
      else resolve(JSON.parse(out) as AsideResult);
    });
  });
}
