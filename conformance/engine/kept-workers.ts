/**
 * Test workers kept alive from one vitest run to the next, for a session that runs many times (the CLI's collection
 * then its run; the kill matrix's deviants). Vitest 4 stops its workers at the end of every run, so each run paid
 * again for starting a worker and evaluating the support modules, the spec and its schemas in it.
 *
 * This is vitest's own thread worker behind a custom pool (`pool: keptWorkers.pool`): when vitest stops a worker, the
 * thread goes back to an idle list instead of ending, and the next run's worker takes it up. Vitest's worker runtime
 * keeps its module graph across runs (it re-evaluates the test files it is given, not what they import), so a kept
 * thread starts a run with the support modules already loaded. The runtime's `start` and `stop` requests are answered
 * here for a kept thread (it was set up once and is torn down once, by `close`).
 */
import {
  ThreadsPoolWorker,
  type PoolOptions,
  type PoolRunnerInitializer,
  type PoolWorker,
  type WorkerRequest,
} from 'vitest/node';

const poolName = 'conformance-kept-threads';

interface KeptThread {
  readonly worker: ThreadsPoolWorker;
  /** The runtime answered `started`: later `start` requests are answered here. */
  started: boolean;
}

export interface KeptWorkers {
  /** The `pool` option of vitest. */
  readonly pool: PoolRunnerInitializer;
  /** Threads started so far (kept or in use); for tests and benchmarks. */
  readonly startedThreads: () => number;
  /** Ends every kept thread; call after vitest's own close. */
  close(): Promise<void>;
}

type Listener = (arg: unknown) => void;

export function keptWorkers(): KeptWorkers {
  const idle: KeptThread[] = [];
  const all = new Set<KeptThread>();
  let threadsStarted = 0;

  class KeptWorker implements PoolWorker {
    readonly name = poolName;
    readonly #options: PoolOptions;
    #thread: KeptThread | undefined;
    /** Listeners vitest attached to this worker, detached when it gives the thread back. */
    readonly #listeners: { event: string; callback: Listener }[] = [];
    /** Listeners of answers given here instead of by the runtime. */
    readonly #localMessageListeners = new Set<Listener>();
    /** Vitest asked the runtime to stop (a graceful end); without it, vitest is forcing the worker down mid-task. */
    #stopRequested = false;

    constructor(options: PoolOptions) {
      this.#options = options;
    }

    async start(): Promise<void> {
      if (this.#thread) return;
      const kept = idle.pop();
      if (kept) {
        this.#thread = kept;
        return;
      }
      const fresh: KeptThread = { worker: new ThreadsPoolWorker(this.#options), started: false };
      all.add(fresh);
      threadsStarted += 1;
      await fresh.worker.start();
      // A thread that fails or ends is never handed out again; while it is in use, vitest hears of it too.
      const drop = () => {
        all.delete(fresh);
        const at = idle.indexOf(fresh);
        if (at !== -1) idle.splice(at, 1);
      };
      fresh.worker.on('exit', drop);
      fresh.worker.on('error', drop);
      this.#thread = fresh;
    }

    async stop(): Promise<void> {
      const thread = this.#thread;
      if (!thread) return;
      this.#thread = undefined;
      for (const { event, callback } of this.#listeners.splice(0)) thread.worker.off(event, callback);
      this.#localMessageListeners.clear();
      // A thread vitest forced down may still be running a test: it is ended, not kept.
      if (all.has(thread) && thread.started && this.#stopRequested) idle.push(thread);
      else await end(thread);
    }

    send(message: WorkerRequest): void {
      const thread = this.#current();
      if (message.type === 'start' && thread.started) {
        this.#answer({ type: 'started', __vitest_worker_response__: true });
        return;
      }
      if (message.type === 'stop') {
        this.#stopRequested = true;
        this.#answer({ type: 'stopped', __vitest_worker_response__: true });
        return;
      }
      if (message.type === 'start') {
        const onStarted = (answer: unknown) => {
          const a = answer as { type?: string; error?: unknown } | null;
          if (a?.type !== 'started') return;
          thread.worker.off('message', onStarted);
          thread.started = a.error === undefined;
        };
        thread.worker.on('message', onStarted);
      }
      thread.worker.send(message);
    }

    on(event: string, callback: Listener): void {
      if (event === 'message') this.#localMessageListeners.add(callback);
      this.#listeners.push({ event, callback });
      this.#current().worker.on(event, callback);
    }

    off(event: string, callback: Listener): void {
      if (event === 'message') this.#localMessageListeners.delete(callback);
      const at = this.#listeners.findIndex((l) => l.event === event && l.callback === callback);
      if (at !== -1) this.#listeners.splice(at, 1);
      this.#thread?.worker.off(event, callback);
    }

    deserialize(data: unknown): unknown {
      return data;
    }

    #current(): KeptThread {
      if (!this.#thread) throw new Error('kept worker used before start or after stop');
      return this.#thread;
    }

    /** Answers as the runtime would, after the caller has registered its listener (vitest sends, then listens). */
    #answer(response: object): void {
      setImmediate(() => {
        for (const listener of [...this.#localMessageListeners]) listener(response);
      });
    }
  }

  async function end(thread: KeptThread): Promise<void> {
    all.delete(thread);
    await thread.worker.stop().catch(() => undefined);
  }

  return {
    pool: { name: poolName, createPoolWorker: (options) => new KeptWorker(options) },
    startedThreads: () => threadsStarted,
    async close() {
      idle.length = 0;
      await Promise.all([...all].map(end));
    },
  };
}
