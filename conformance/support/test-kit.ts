import { moneyGuard } from '../engine/money-guard.ts';
import { acquirePlatformLock } from './platform-lock.ts';
import type { TestContext } from 'vitest';
import type { Binding, BindingFactory } from '../binding/binding.ts';
import { createBinding, loadBindingFactory } from '../binding/binding.ts';
import { ApiClient } from '../http/client.ts';
import { Redactor } from '../http/redact.ts';
import type { ConformanceOutcomeMeta, RunContext, RunSecrets } from '../engine/run-context.ts';
import { isSetupError, messageOf, SetupError } from '../engine/setup-error.ts';
import { checkProperty, type Arbitraries } from '../properties/check-property.ts';
import { tagError } from './attribution.ts';
import { elapse, sandboxTimeTag, type ElapseOptions } from './elapse.ts';
import { leaseSandboxClock, maxClockWaitMs, type ClockLease, type SandboxClockCapability } from './sandbox-clock.ts';
import { maxLoadFactor, startTimeBudget, widenedForLoad, type TimeBudget } from './time-budget.ts';
import { helperOwnedClauses } from './expect-error.ts';
import { logAnswer } from './answer-log.ts';
import { ResponseConformance } from './response-conformance.ts';
import { Transcript } from './transcript.ts';
import { frameless } from './frameless.ts';
import { appendRoundTrips, countRoundTrips } from './round-trips.ts';
import { connectionsFor } from './at-once.ts';

/** The clauses a test proves by its own assertions: those it cites that no helper check owns. */
function ownClauses(cited: readonly string[]): readonly string[] {
  const own = cited.filter((id) => !helperOwnedClauses.has(id));
  return own.length > 0 ? own : cited;
}

/** What a conformance test receives. */
export interface TestKit {
  /** A client of its own, recording into this test's transcript. */
  readonly api: ApiClient;
  /** The run: base URL, profile, seed, runs, timeouts, header names. Holds no secret. */
  readonly run: RunContext;
  /** Set-up through operations the document does not show. */
  readonly binding: Binding;
  /** Runs a set-up step: anything it throws ends the test with outcome `error` (no verdict), labelled. */
  setup<T>(label: string, fn: () => Promise<T>): Promise<T>;
  /** Ends the test with outcome `skip` and the reason (the deployment does not offer what the test needs). */
  skip(reason: string): never;
  /**
   * fast-check property: `predicate` runs on values drawn from `arbitraries`, seeded by the run (`--seed`),
   * `--runs` times. On failure it throws an assertion error carrying seed, path and the shrunk counterexample, which
   * the report keeps. A set-up error inside ends the test with outcome `error` instead. With `independentRuns` (runs
   * that share no state, so their order cannot matter) the runs go in as many chains at once as the run lets a test
   * send requests at once (`--concurrency`, `run.requestsPerTest`), each chain paced like any request.
   */
  property<Ts extends [unknown, ...unknown[]]>(
    arbitraries: Arbitraries<Ts>,
    predicate: (...args: Ts) => Promise<void>,
    options?: { readonly independentRuns?: boolean },
  ): Promise<void>;
  /** The run's real platform credentials, for tests that build wrong ones from them. Redacted from every record. */
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  /**
   * The sandbox clock, when the server under test has one the suite may move (the embedded reference); undefined
   * against a deployment. Tests use it through `elapse` and `now`.
   */
  readonly sandboxClock?: SandboxClockCapability;
  /** The server's current time as far as the suite knows: the sandbox clock's when there is one, else this machine's. */
  now(): Date;
  /** Lets `ms` of sandbox time pass; the test must be tagged `sandbox-time` (see `elapse.ts`). */
  elapse(ms: number, options: ElapseOptions): Promise<void>;
}

/**
 * The failure of a test whose answers broke the document, tagged with the clauses they break (and the test's own
 * clauses for a violation no registry clause states).
 */
function violationFailure(answers: ResponseConformance, cited: readonly string[], cause?: unknown): Error {
  const after = cause === undefined ? '' : `\n(the test then stopped: ${messageOf(cause)})`;
  const failure = new Error(`${answers.describe()}${after}`);
  const unstated = answers.violations.some((v) => v.clauses.length === 0);
  tagError(failure, [...new Set([...answers.brokenClauses, ...(unstated ? ownClauses(cited) : [])])]);
  return failure;
}

let bindingFactory: Promise<BindingFactory | undefined> | undefined;
/** The user binding module is imported once per worker. */
function userBindingFactory(run: RunContext): Promise<BindingFactory | undefined> {
  bindingFactory ??=
    run.bindingModule === undefined ? Promise.resolve(undefined) : loadBindingFactory(run.bindingModule);
  return bindingFactory;
}

/**
 * Runs one conformance test body with its kit, its time budget and its bookkeeping in the task meta: the outcome
 * `error` for set-up errors, the request count, the transcript on failure and the counterexample of a property.
 */
export async function runWithKit(
  ctx: TestContext,
  run: RunContext,
  secrets: RunSecrets,
  declared: { readonly timeoutMs: number; readonly clauses: readonly string[] },
  body: (t: TestKit) => Promise<void>,
): Promise<void> {
  const { timeoutMs } = declared;
  const result: ConformanceOutcomeMeta = {};
  ctx.task.meta.conformanceResult = result;
  const ended = new AbortController();
  const transcript = new Transcript();
  const basicToken = Buffer.from(`${run.clientId}:${secrets.clientSecret}`, 'utf8').toString('base64');
  const redactor = new Redactor({
    secrets: [secrets.clientSecret, secrets.agentToken, secrets.sandboxClockToken, basicToken],
    walletSignatureHeader: run.walletSignatureHeader,
  });
  const answers = new ResponseConformance(run.baseUrl);
  const api = new ApiClient({
    baseUrl: run.baseUrl,
    timeoutMs: run.timeoutMs,
    credentials: {
      clientId: run.clientId,
      clientSecret: secrets.clientSecret,
      ...(secrets.agentToken === undefined ? {} : { agentToken: secrets.agentToken }),
    },
    redactor,
    recordLater: transcript.recordLater,
    operationOf: (method, url) => answers.operationOf(method, url),
    guard: moneyGuard(run),
    onResponse: (request, response) => {
      const operationId = answers.operationOf(request.method, request.url, request.operationId);
      if (run.answersFile !== undefined && operationId !== undefined) {
        logAnswer(run.answersFile, redactor, { operationId, method: request.method, ...response });
      }
      answers.check(request, response);
    },
    signal: AbortSignal.any([ended.signal, ctx.signal]),
    connections: connectionsFor(run),
  });
  // The round trips the test waits for one after the other, when the run records them.
  const trips = run.roundTripsFile === undefined ? undefined : countRoundTrips(api);
  let skipped = false;
  let failed = false;
  let budget: TimeBudget | undefined;
  let clockLease: Promise<ClockLease> | undefined;
  let releaseWebhooks: (() => Promise<void>) | undefined;
  const tags = ctx.task.meta.conformance?.tags ?? [];
  const stopped = AbortSignal.any([ended.signal, ctx.signal]);
  try {
    // The budget measures real time: widened on a loaded machine, where the server answers slower too.
    budget = startTimeBudget(widenedForLoad(timeoutMs));
    const timeout = budget.expired;
    const factory = await userBindingFactory(run).catch((error: unknown) => {
      throw new SetupError(messageOf(error), { cause: error });
    });
    let sandboxClock: ClockLease | undefined;
    if (run.sandboxClockUrl !== undefined && secrets.sandboxClockToken !== undefined) {
      // Held for the whole test, exclusive when the test moves the clock, so that no advance lands inside another
      // test. Waiting for it (the other worker's test may hold the clock) is not the server's time: it is not taken
      // from the test's budget, and has its own bound.
      clockLease = leaseSandboxClock(
        { url: run.sandboxClockUrl, token: secrets.sandboxClockToken },
        { exclusive: tags.includes(sandboxTimeTag), ttlMs: timeoutMs * maxLoadFactor + 60_000, signal: stopped },
      );
      sandboxClock = await budget.outside(
        clockLease.catch((error: unknown) => {
          throw new SetupError(`the sandbox clock could not be leased: ${messageOf(error)}`, { cause: error });
        }),
        maxClockWaitMs,
        () => new SetupError(`the sandbox clock was not free within ${maxClockWaitMs} ms (another test held it)`),
      );
    }
    if (tags.includes('webhooks')) {
      // The webhook endpoint is one setting of the whole platform: one test at a time may point it somewhere.
      const lock = acquirePlatformLock('webhooks', { target: `${run.baseUrl} ${run.clientId}`, signal: stopped });
      lock.catch(() => undefined);
      releaseWebhooks = await Promise.race([lock, timeout]);
    }
    const kit: TestKit = {
      api,
      run,
      ...(sandboxClock === undefined ? {} : { sandboxClock }),
      now: () => sandboxClock?.now() ?? new Date(),
      elapse: (ms, options) =>
        elapse(ms, options, { clock: sandboxClock, tags, includeSlow: run.includeSlow, signal: stopped }),
      binding: createBinding({ api, run }, factory),
      credentials: { clientId: run.clientId, clientSecret: secrets.clientSecret },
      async setup(label, fn) {
        try {
          return await fn();
        } catch (error) {
          if (skipped) throw error;
          throw new SetupError(`set-up "${label}" failed: ${messageOf(error)}`, { cause: error });
        }
      },
      skip(reason) {
        skipped = true;
        ctx.skip(reason);
        throw new Error('unreachable: ctx.skip returned');
      },
      property(arbitraries, predicate, options) {
        transcript.propertyStarted();
        const chains = options?.independentRuns === true ? (run.requestsPerTest ?? 1) : 1;
        return checkProperty(
          arbitraries,
          predicate,
          {
            seed: run.seed,
            numRuns: run.runs,
            chains,
            ...(run.replayPath === undefined ? {} : { path: run.replayPath }),
            redact: (s) => redactor.text(s),
          },
          {
            onRunStart: () => transcript.runStarted(),
            onRunFailed: () => transcript.runFailed(),
            onCounterexample: (c) => {
              result.counterexample = c;
            },
          },
        );
      },
    };
    const work = body(kit);
    // After a timeout the body may still reject (its requests are aborted): that late error belongs to no test, and
    // left unhandled it would be reported as an error of the whole run.
    work.catch(() => undefined);
    await Promise.race([work, timeout]);
    // Answers that broke the document fail the test even when it looked at none of them.
    if (answers.violations.length > 0) throw violationFailure(answers, declared.clauses);
  } catch (caught) {
    failed = true;
    let error = caught;
    if (!skipped) {
      // A set-up step, the transport or the time budget failed after an answer broke the document: that answer is
      // the verdict (a deployment cannot turn `fail` into `error` by breaking a set-up call). An assertion failure
      // stays first, and the violations are recorded beside it.
      if (isSetupError(error) && answers.violations.length > 0)
        error = violationFailure(answers, declared.clauses, error);
      if (isSetupError(error)) result.outcome = 'error';
      else tagError(error, ownClauses(declared.clauses));
      result.transcript = transcript.forReport();
    }
    throw frameless(error);
  } finally {
    budget?.clear();
    ended.abort();
    await releaseWebhooks?.();
    result.requests = api.requestCount;
    if (trips !== undefined && run.roundTripsFile !== undefined) {
      appendRoundTrips(run.roundTripsFile, {
        test: ctx.task.fullName,
        requests: trips.requests,
        criticalPath: trips.criticalPath,
      });
    }
    result.responseCheck = {
      exchangesChecked: answers.exchangesChecked,
      violations: answers.violations.map((v) => v.message),
      provenClauses: answers.provenClauses,
      brokenClauses: answers.brokenClauses,
    };
    await handBack(clockLease, failed || skipped, result);
  }
}

/**
 * Hands the test's lease on the sandbox clock back. A lease never granted was withdrawn by the abort. A lease that
 * cannot be handed back ends with its time-to-live; it is an error of a test that otherwise passed (the other worker
 * would wait for it), and left to the time-to-live when the test already has its outcome.
 */
async function handBack(
  lease: Promise<ClockLease> | undefined,
  outcomeKnown: boolean,
  result: ConformanceOutcomeMeta,
): Promise<void> {
  if (lease === undefined) return;
  let held: ClockLease;
  try {
    held = await lease;
  } catch {
    return; // never granted: nothing to hand back, and the test already failed on it
  }
  try {
    await held.release();
  } catch (error) {
    if (outcomeKnown) return;
    result.outcome = 'error';
    throw new SetupError(`the sandbox clock lease could not be handed back: ${messageOf(error)}`, { cause: error });
  }
}
