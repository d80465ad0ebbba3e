/**
 * Progress a person can follow. On a terminal: one live line (tests done of the total, fails and errors so far, the
 * file running, the elapsed time), redrawn every second and above which finished files print. Without a terminal
 * (CI): a line per finished file, and a heartbeat whenever nothing was printed for 9 s (so at least every 10 s).
 */
import type { TestResult } from '../report/model.ts';
import type { ModuleReport } from '../engine/collector.ts';
import { moduleProgressLines, TransportTally } from '../engine/progress.ts';

export interface LiveProgressOptions {
  /** Tests the run holds (from the plan). */
  readonly total: number;
  /** True on a terminal: the live line is drawn with carriage returns. */
  readonly tty: boolean;
  /** Writes a whole line. */
  readonly line: (text: string) => void;
  /** Writes raw text (the live line); used only when `tty`. */
  readonly raw: (text: string) => void;
  /** Silence after which a heartbeat prints (default 9 s: checked every second, so never more than 10 s of silence). */
  readonly heartbeatMs?: number;
  readonly now?: () => number;
  /** The terminal's width (default the width of stdout, else 120). */
  readonly columns?: () => number;
}

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export class LiveProgress {
  readonly tally = new TransportTally();
  readonly #o: LiveProgressOptions;
  readonly #now: () => number;
  readonly #started: number;
  readonly #running = new Set<string>();
  #done = 0;
  #fail = 0;
  #error = 0;
  #lastLine: number;
  #drawn = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: LiveProgressOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => performance.now());
    this.#started = this.#now();
    this.#lastLine = this.#started;
  }

  /**
   * The status in words: `12/57 tests done, 1 fail, 0 error; running a.conformance.ts; 0:40 elapsed`. Given a width,
   * the list of running files gives way (to a count, then cut short) so that the counts and the elapsed time stay.
   */
  status(width = Number.POSITIVE_INFINITY): string {
    const counts = `${this.#done}/${this.#o.total} tests done, ${this.#fail} fail, ${this.#error} error`;
    const elapsed = `; ${clock(this.#now() - this.#started)} elapsed`;
    const running = [...this.#running];
    if (running.length === 0) return counts + elapsed;
    const room = width - counts.length - elapsed.length;
    const all = `; running ${running.join(', ')}`;
    if (all.length <= room) return counts + all + elapsed;
    const more = running.length > 1 ? ` (+${running.length - 1} more)` : '';
    const first = `; running ${running[0]}${more}`;
    if (first.length <= room) return counts + first + elapsed;
    const keep = room - '; running ...'.length - more.length;
    return keep > 0 ? `${counts}; running ${running[0]!.slice(0, keep)}...${more}${elapsed}` : counts + elapsed;
  }

  start(): void {
    this.#timer = setInterval(() => this.tick(), 1000);
    this.#timer.unref();
  }

  /** Redraws the live line (terminal) or prints a heartbeat when the log has been silent too long (CI). */
  tick(): void {
    if (this.#o.tty) this.#draw();
    else if (this.#now() - this.#lastLine >= (this.#o.heartbeatMs ?? 9_000)) this.#print(`... ${this.status()}`);
  }

  fileStarted(file: string): void {
    this.#running.add(file);
    if (this.#o.tty) this.#draw();
  }

  testEnded(result: TestResult): void {
    this.#done += 1;
    if (result.outcome === 'fail') this.#fail += 1;
    if (result.outcome === 'error') this.#error += 1;
    if (this.#o.tty) this.#draw();
  }

  fileEnded(report: ModuleReport): void {
    this.#running.delete(report.file);
    for (const line of moduleProgressLines(report, this.tally)) this.#print(`  ${line}`);
  }

  /** Stops the timer and clears the live line; prints the transport failures grouped by cause. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#clear();
    for (const line of this.tally.lines()) this.#o.line(line);
  }

  #print(text: string): void {
    this.#clear();
    this.#o.line(text);
    this.#lastLine = this.#now();
    if (this.#o.tty) this.#draw();
  }

  #draw(): void {
    const columns = this.#o.columns?.() ?? process.stdout.columns ?? 120;
    // Two brackets, and the last column left free so that the terminal does not wrap the line.
    const text = `[${this.status(columns - 3)}]`;
    this.#o.raw(`\r\u001b[2K${text.length > columns - 1 ? text.slice(0, columns - 1) : text}`);
    this.#drawn = true;
  }

  #clear(): void {
    if (!this.#drawn) return;
    this.#o.raw('\r\u001b[2K');
    this.#drawn = false;
  }
}
