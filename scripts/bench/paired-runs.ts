/**
 * Runs commands in turn (A B A B ...) as whole processes and reports each one's wall and CPU time, with the ratio of
 * A to B pair by pair: on a shared machine whose speed drifts, a ratio of neighbouring runs holds where absolute
 * times do not. CPU time is the reaped children's (Linux `/proc/self/stat`); elsewhere only wall time is given.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface CommandRun {
  readonly wallS: number;
  /** User plus system seconds of the command and its descendants; undefined where the platform does not tell. */
  readonly cpuS: number | undefined;
  readonly exitCode: number | null;
}

const ticksPerSecond = 100;

/** CPU seconds of every child this process has reaped so far (cutime + cstime). */
function reapedChildrenCpuS(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Runs `argv` once from `cwd`, its output discarded (or appended to `onOutput`). */
export function runCommand(
  argv: readonly string[],
  cwd: string,
  onOutput?: (chunk: string) => void,
): Promise<CommandRun> {
  const cpuBefore = reapedChildrenCpuS();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => onOutput?.(c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => onOutput?.(c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const cpuAfter = reapedChildrenCpuS();
      resolve({
        wallS: (performance.now() - started) / 1000,
        cpuS: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
        exitCode,
      });
    });
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PairedFigures {
  readonly a: readonly CommandRun[];
  readonly b: readonly CommandRun[];
}

/** `runs` pairs of A then B, after `warmup` unrecorded pairs. */
export async function pairedRuns(
  a: { argv: readonly string[]; cwd: string; onOutput?: (chunk: string) => void },
  b: { argv: readonly string[]; cwd: string; onOutput?: (chunk: string) => void },
  options: { runs: number; warmup: number; log?: (line: string) => void },
): Promise<PairedFigures> {
  const figures = { a: [] as CommandRun[], b: [] as CommandRun[] };
  for (let i = 0; i < options.warmup + options.runs; i += 1) {
    const ra = await runCommand(a.argv, a.cwd, a.onOutput);
    const rb = await runCommand(b.argv, b.cwd, b.onOutput);
    const counted = i >= options.warmup;
    options.log?.(`${counted ? 'run' : 'warm-up'} ${i + 1}: A ${describe(ra)}, B ${describe(rb)}`);
    if (counted) {
      figures.a.push(ra);
      figures.b.push(rb);
    }
  }
  return figures;
}

function describe(run: CommandRun): string {
  const cpu = run.cpuS === undefined ? '' : `, ${run.cpuS.toFixed(1)} s CPU`;
  return `${run.wallS.toFixed(1)} s wall${cpu}, exit ${run.exitCode}`;
}

/** The median of each figure and of the ratios A/B pair by pair, as printable lines. */
export function pairedSummary(figures: PairedFigures, names: { a: string; b: string }): string[] {
  const lines: string[] = [];
  const row = (label: string, values: readonly number[]) =>
    lines.push(
      `${label.padEnd(24)} median ${median(values).toFixed(2)}  (min ${Math.min(...values).toFixed(2)}, max ${Math.max(...values).toFixed(2)})`,
    );
  row(
    `${names.a} wall s`,
    figures.a.map((r) => r.wallS),
  );
  row(
    `${names.b} wall s`,
    figures.b.map((r) => r.wallS),
  );
  row(
    `wall ratio A/B`,
    figures.a.map((r, i) => r.wallS / figures.b[i]!.wallS),
  );
  if (figures.a.every((r) => r.cpuS !== undefined) && figures.b.every((r) => r.cpuS !== undefined)) {
    row(
      `${names.a} CPU s`,
      figures.a.map((r) => r.cpuS!),
    );
    row(
      `${names.b} CPU s`,
      figures.b.map((r) => r.cpuS!),
    );
    row(
      `CPU ratio A/B`,
      figures.a.map((r, i) => r.cpuS! / figures.b[i]!.cpuS!),
    );
  }
  return lines;
}
