/**
 * `npm run bench:runner [-- options]`: the runner against the HTTP floor, in one run. The suite runs against the
 * reference (its own process, so that its CPU is counted apart), then a bare undici loop sends the same requests,
 * recorded on the way by a loopback proxy during a first run, with the same number in flight, to a fresh reference
 * with the same credentials (`bench/replay.ts`: ids the fresh reference mints are substituted into the requests that
 * carried the recorded ones, and such a request waits for the answer that minted its id). Prints the wall and CPU
 * time of each, the share of requests the loop replayed faithfully, and the ratios (target: at most 1.3x). Beside
 * them, the share of each run the reference spent working (its CPU over the run's wall time): the reference is one
 * thread, so keeping it busy is all a runner can do for it, and that share compares the two on equal terms where the
 * loop's requests cost the reference less.
 *
 *   --concurrency <n>    tests in flight for the suite, requests in flight for the loop (default 2, the embedded default)
 *   --only <areas>       the selection (default: everything)
 *   --seed <n>           (default 1)
 *   --runs <n>           suite and loop runs in turn after the recording (default 1): each pair's ratios, then their
 *                        medians. On a shared machine whose load drifts, the ratio of neighbouring runs holds where
 *                        one run's wall time does not.
 *   --think-ms <list>    beside each loop run, one more per value (comma-separated, e.g. `0.5,1`) whose loop spends that
 *                        many ms of its own CPU on every answer before it sends the next request on that lane: the
 *                        floor of a runner that checks each answer for so long. It shows how much of the suite's
 *                        ratio any runner doing that much work per answer pays on these cores: the server waits while
 *                        the runner works, as it waits while a test checks an answer before its next request.
 *   --suite-only         only the suite's runs, no recording and no loop: the runner's CPU per request (the CLI process
 *                        and its workers, the reference apart), against its target of at most 1.5 ms.
 *
 * The loop replays requests, not the tests' logic: a request signed over a challenge of the recording's server (the
 * wallet signature header) cannot be mended by substitution. It is still sent, counted apart, and the share answered
 * with the recorded status is printed for the rest, with the commonest mismatches: a refused request is cheaper to
 * serve than the real one, which makes the floor lower than it is by as much as that share falls short.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { startLoopbackProxy, type ForwardedRequest } from './bench/loopback-proxy.ts';
import { planReplay, replay, type RecordedExchange } from './bench/replay.ts';
import { walletSignatureHeader } from '../spec/enums.ts';
import { startReferenceChild } from './bench/reference-child.ts';
import { describeOutcomes, runSuiteProcess } from './bench/suite-process.ts';
import { median } from './bench/paired-runs.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '2' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    'think-ms': { type: 'string' },
    'suite-only': { type: 'boolean', default: false },
  },
});
const thinkMs = (values['think-ms'] ?? '')
  .split(',')
  .filter((v) => v.trim() !== '')
  .map(Number);
if (thinkMs.some((v) => !(Number.isFinite(v) && v > 0)))
  throw new Error(`--think-ms takes positive numbers of ms (got ${values['think-ms']})`);
const concurrency = Number(values.concurrency);
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1)) throw new Error(`--runs must be a positive integer (got ${values.runs})`);
const reports = mkdtempSync(join(tmpdir(), 'bench-runner-'));
// A generous request timeout: on a busy machine a slow answer must cost time, not turn tests into errors.
const args = [
  '--seed',
  values.seed,
  '--timeout',
  '60000',
  '--concurrency',
  String(concurrency),
  ...(values.only === undefined ? [] : ['--only', values.only]),
];
const log = (line: string) => process.stdout.write(`${line}\n`);

/** The first run, through a recording proxy: the requests the loop replays. */
async function recordRequests(): Promise<{
  requests: readonly ForwardedRequest[];
  credentials: { clientId: string; clientSecret: string };
}> {
  const reference = await startReferenceChild();
  const url = new URL(reference.url);
  const proxy = await startLoopbackProxy(url.origin, { record: true });
  try {
    const run = await runSuiteProcess(
      { baseUrl: `${proxy.origin}${url.pathname}`, ...reference.credentials },
      { reportDir: join(reports, 'recorded'), args },
    );
    log(
      `recording run: ${run.requests} requests, ${proxy.recorded.length} recorded; ${describeOutcomes(run.outcomes)}`,
    );
    return { requests: [...proxy.recorded], credentials: reference.credentials };
  } finally {
    await proxy.close();
    await reference.close();
  }
}

/** The measured suite run, straight to a fresh reference. */
async function suiteRun(index: number) {
  const reference = await startReferenceChild();
  const cpuBefore = reference.cpuS();
  try {
    const run = await runSuiteProcess(
      { baseUrl: reference.url, ...reference.credentials },
      { reportDir: join(reports, `suite-${index}`), args },
    );
    const after = reference.cpuS();
    return { ...run, serverCpuS: cpuBefore === undefined || after === undefined ? undefined : after - cpuBefore };
  } finally {
    await reference.close();
  }
}

/**
 * Requests made over a server's challenge or the clock: signed (the wallet signature header), an OTP bundle sealed to
 * the challenge's target key, an OIDC token whose `iat` must be recent. A fresh server issued other challenges and the
 * replay comes minutes later, so no substitution mends them.
 */
const signatureHeader = walletSignatureHeader.toLowerCase();
const madeOverAChallenge = ['"encryptedOtpBundle"', '"oidcToken"'];
const unreplayable = (exchange: RecordedExchange) =>
  exchange.headers[signatureHeader] !== undefined ||
  madeOverAChallenge.some((member) => exchange.body?.includes(member) === true)
    ? 'made over a challenge'
    : undefined;

/** Spends `ms` of this process's CPU (not of the clock: a descheduled loop must still do the whole work). */
function think(ms: number): void {
  const from = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(from);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
}

/**
 * The bare loop: every recorded request, `concurrency` in flight, to a fresh reference with the same credentials;
 * with `thinkMs`, each answer costs the loop that much CPU before its lane sends again.
 */
async function loopRun(
  recorded: readonly ForwardedRequest[],
  credentials: { clientId: string; clientSecret: string },
  thinkMs = 0,
) {
  const plan = planReplay(recorded, unreplayable);
  const reference = await startReferenceChild(credentials);
  const origin = new URL(reference.url).origin;
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 10_000 });
  const serverBefore = reference.cpuS();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    const outcome = await replay(
      plan,
      async (r) => {
        const answer = await request(`${origin}${r.path}`, {
          method: r.method as 'GET',
          headers: r.headers,
          ...(r.body === undefined ? {} : { body: r.body }),
          dispatcher: agent,
        });
        const body = Buffer.from(await answer.body.arrayBuffer());
        if (thinkMs > 0) think(thinkMs);
        return { status: answer.statusCode, body };
      },
      concurrency,
    );
    const wallS = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const serverAfter = reference.cpuS();
    return {
      wallS,
      cpuS: (cpu.user + cpu.system) / 1e6,
      serverCpuS: serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore,
      outcome,
    };
  } finally {
    await agent.close();
    await reference.close();
  }
}

/** Target of the runner's own CPU per request (the CLI process and its workers). */
const runnerCpuTargetMs = 1.5;

/** `--suite-only`: the suite's runs alone, each with its runner CPU per request and the load at its start. */
async function suiteOnly(): Promise<void> {
  const perRequest: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const load = loadavg()[0]!.toFixed(1);
    const suite = await suiteRun(i);
    const ms = suite.cpuS === undefined ? undefined : (suite.cpuS * 1000) / suite.requests;
    if (ms !== undefined) perRequest.push(ms);
    log(
      `suite${runs > 1 ? ` ${i + 1}` : ''}: run ${suite.runS.toFixed(1)} s, whole process ${suite.wallS.toFixed(1)} s wall; runner CPU ${suite.cpuS === undefined ? 'n/a' : `${suite.cpuS.toFixed(1)} s`} (${ms === undefined ? 'n/a' : `${ms.toFixed(2)} ms`} per request); ${suite.requests} requests; ${describeOutcomes(suite.outcomes)}; ${suite.concurrencyLine}; load ${load} at start`,
    );
  }
  if (perRequest.length > 0)
    log(
      `runner CPU per request: ${median(perRequest).toFixed(2)} ms${perRequest.length > 1 ? ` (median of ${perRequest.length})` : ''} (target: at most ${runnerCpuTargetMs} ms)`,
    );
}

log(
  `${values['suite-only'] ? 'runner CPU' : 'runner against the floor'}, ${concurrency} in flight${values.only ? `, --only ${values.only}` : ''}, seed ${values.seed}${runs > 1 ? `, ${runs} runs of each in turn` : ''}`,
);
if (values['suite-only']) {
  await suiteOnly();
  process.exit(0);
}
const { requests, credentials } = await recordRequests();
const perRequestMs = (s: number | undefined, n: number) =>
  s === undefined ? 'n/a' : `${((s * 1000) / n).toFixed(2)} ms`;
const s = (v: number | undefined) => (v === undefined ? 'n/a' : `${v.toFixed(1)} s`);
const share = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
/** Per `--think-ms` value, each pair's thinking loop against the bare loop, and the suite's run against it. */
const thinking = new Map<number, { overBare: number[]; suiteOver: number[] }>(
  thinkMs.map((ms) => [ms, { overBare: [], suiteOver: [] }]),
);
const pairs: {
  run: number;
  whole: number;
  suiteCpuMs?: number;
  loopCpuMs: number;
  cpu?: number;
  clientCpu?: number;
  busy?: { suite: number; loop: number; work: number };
}[] = [];
for (let i = 0; i < runs; i += 1) {
  const suite = await suiteRun(i);
  const loop = await loopRun(requests, credentials);
  const load = loadavg()[0]!.toFixed(1);
  const label = runs > 1 ? ` ${i + 1}` : '';
  log(
    `suite${label}: run ${s(suite.runS)}, whole process ${s(suite.wallS)} wall; runner CPU ${s(suite.cpuS)} (${perRequestMs(suite.cpuS, suite.requests)} per request), reference CPU ${s(suite.serverCpuS)}; ${suite.requests} requests; ${describeOutcomes(suite.outcomes)}; ${suite.concurrencyLine}`,
  );
  const o = loop.outcome;
  log(
    `loop${label}:  ${s(loop.wallS)} wall; loop CPU ${s(loop.cpuS)} (${perRequestMs(loop.cpuS, requests.length)} per request), reference CPU ${s(loop.serverCpuS)}; ${requests.length} requests; load ${load}`,
  );
  for (const ms of thinkMs) {
    const thinkingRun = await loopRun(requests, credentials, ms);
    thinking.get(ms)!.overBare.push(thinkingRun.wallS / loop.wallS);
    thinking.get(ms)!.suiteOver.push(suite.runS / thinkingRun.wallS);
    log(
      `loop${label} thinking ${ms} ms an answer: ${s(thinkingRun.wallS)} wall (${(thinkingRun.wallS / loop.wallS).toFixed(2)}x the bare loop; the suite's run ${(suite.runS / thinkingRun.wallS).toFixed(2)}x it); ` +
        `loop CPU ${perRequestMs(thinkingRun.cpuS, requests.length)} per request, reference CPU ${s(thinkingRun.serverCpuS)}` +
        `${thinkingRun.serverCpuS !== undefined && loop.serverCpuS !== undefined ? ` (${(thinkingRun.serverCpuS / loop.serverCpuS).toFixed(2)}x the bare loop's)` : ''}`,
    );
  }
  if (i === runs - 1) {
    log(
      `replay: ${share(o.faithful + o.unreplayableFaithful, o.sent)} of all requests answered with the recorded status; ${o.unreplayable} not replayable (made over a challenge) and ${o.orphaned} carrying an id whose minting request was refused, ${share(o.faithful, o.sent - o.unreplayable - o.orphaned)} of the others faithful; ${o.substituted} requests carried a substituted id`,
    );
    for (const m of o.mismatches.slice(0, 8)) log(`  mismatch x${m.count}: ${m.key}`);
  }
  const both = suite.cpuS !== undefined && suite.serverCpuS !== undefined && loop.serverCpuS !== undefined;
  pairs.push({
    run: suite.runS / loop.wallS,
    whole: suite.wallS / loop.wallS,
    loopCpuMs: (loop.cpuS * 1000) / requests.length,
    ...(suite.cpuS === undefined
      ? {}
      : { suiteCpuMs: (suite.cpuS * 1000) / suite.requests, clientCpu: suite.cpuS / loop.cpuS }),
    ...(both ? { cpu: (suite.cpuS! + suite.serverCpuS!) / (loop.cpuS + loop.serverCpuS!) } : {}),
    // The share of each run the reference spent working: what a runner can do for a single-threaded server is keep it
    // busy, and the loop's refused replays are cheaper to serve, so the loop's run is short of the suite's work too.
    ...(suite.serverCpuS !== undefined && loop.serverCpuS !== undefined
      ? {
          busy: {
            suite: suite.serverCpuS / suite.runS,
            loop: loop.serverCpuS / loop.wallS,
            work: suite.serverCpuS / loop.serverCpuS,
          },
        }
      : {}),
  });
}
/** The median, with the range when there are several. */
const summary = (values: readonly number[], digits: number, unit: string) =>
  values.length === 1
    ? `${values[0]!.toFixed(digits)}${unit}`
    : `${median(values).toFixed(digits)}${unit} (median of ${values.length}; ${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)})`;
log(
  `wall ratio suite/loop: run ${summary(
    pairs.map((p) => p.run),
    2,
    'x',
  )}, whole process ${summary(
    pairs.map((p) => p.whole),
    2,
    'x',
  )} (target: at most 1.3x)`,
);
for (const [ms, ratios] of thinking) {
  log(
    `a loop thinking ${ms} ms an answer: ${summary(ratios.overBare, 2, 'x')} the bare loop's wall; the suite's run ${summary(ratios.suiteOver, 2, 'x')} of it`,
  );
}
const busyPairs = pairs.flatMap((p) => (p.busy === undefined ? [] : [p.busy]));
if (busyPairs.length === pairs.length) {
  log(
    `reference busy: ${summary(
      busyPairs.map((b) => 100 * b.suite),
      0,
      ' %',
    )} of the suite's run, ${summary(
      busyPairs.map((b) => 100 * b.loop),
      0,
      ' %',
    )} of the loop's; ` +
      `the suite's requests cost the reference ${summary(
        busyPairs.map((b) => b.work),
        2,
        'x',
      )} the loop's (replays refused early are cheaper); ` +
      `busy-share ratio loop/suite ${summary(
        busyPairs.map((b) => b.loop / b.suite),
        2,
        'x',
      )}`,
  );
}
const cpuPairs = pairs.filter((p) => p.cpu !== undefined && p.clientCpu !== undefined && p.suiteCpuMs !== undefined);
if (cpuPairs.length === pairs.length) {
  log(
    `CPU per request: suite process ${summary(
      cpuPairs.map((p) => p.suiteCpuMs!),
      2,
      ' ms',
    )}, loop ${summary(
      pairs.map((p) => p.loopCpuMs),
      2,
      ' ms',
    )}`,
  );
  log(
    `CPU ratio suite/loop, client and reference together: ${summary(
      cpuPairs.map((p) => p.cpu!),
      2,
      'x',
    )}; client alone: ${summary(
      cpuPairs.map((p) => p.clientCpu!),
      2,
      'x',
    )}`,
  );
}
