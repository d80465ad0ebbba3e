/**
 * `npm run bench:client [-- options]`: what the suite's HTTP client costs per request over bare undici. The same
 * requests go to a reference process (`bench/reference-child.ts`) through the client as a test gets it
 * (`support/test-kit.ts`: redaction, the transcript kept for later, the operation matched and every answer checked
 * against the document) and through undici's `request()` reading each body. Each round of a side is a process of its
 * own (a warm-up, then the measured requests), the sides in turn so that the machine's load falls on both alike: in
 * one process the two would share undici's code and its JIT state, which the suite's worker does not. Prints each
 * side's CPU time per request (the measured requests only: the reference and the start-up are apart), their
 * difference and ratio, per round and as medians. Where `bench:runner` measures the whole suite, whose test logic
 * (generation, crypto, assertions) is most of its CPU, this isolates the runner's part per request.
 *
 *   --requests <n>   measured requests per round (default 3000), after as many to warm up
 *   --rounds <n>     rounds of each side in turn (default 5)
 *
 * The mix: the terms (200, a JSON body checked against its schema), a customer create with an empty body (400, the
 * part-7 envelope with field errors) and an unknown customer (404, the envelope), two in flight (the embedded default).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { ApiClient } from '../conformance/http/client.ts';
import { Redactor } from '../conformance/http/redact.ts';
import { ResponseConformance } from '../conformance/support/response-conformance.ts';
import { Transcript } from '../conformance/support/transcript.ts';
import { operation, operationPath } from '../spec/operations.ts';
import { startReferenceChild } from './bench/reference-child.ts';
import { median } from './bench/paired-runs.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '5' },
    // A round's own process: which side, and the reference it talks to (credentials in the environment).
    side: { type: 'string' },
    'base-url': { type: 'string' },
  },
});
const perRound = Number(values.requests);
const rounds = Number(values.rounds);
if (!(Number.isInteger(perRound) && perRound >= 3 && Number.isInteger(rounds) && rounds >= 1)) {
  throw new Error(`--requests must be at least 3 and --rounds at least 1 (got ${values.requests}, ${values.rounds})`);
}
const inFlight = 2;
const log = (line: string) => process.stdout.write(`${line}\n`);

const side = values.side;
if (side !== undefined && side !== 'client' && side !== 'bare')
  throw new Error(`--side is client or bare (got ${side})`);
const reference = side === undefined ? await startReferenceChild() : undefined;
const clientId = reference?.credentials.clientId ?? process.env['BENCH_CLIENT_ID'] ?? '';
const clientSecret = reference?.credentials.clientSecret ?? process.env['BENCH_CLIENT_SECRET'] ?? '';
const baseUrl = reference?.url ?? values['base-url'] ?? '';
const basicToken = Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64');

/** The mix, as operation calls for the client and as method, URL and body for the bare loop. */
const mix = [
  { id: 'getEndUserTerms', params: {}, json: undefined, status: 200 },
  { id: 'createCustomer', params: {}, json: {}, status: 400 },
  {
    id: 'getCustomerById',
    params: { customerId: 'Customer:00000000-0000-4000-8000-000000000000' },
    json: undefined,
    status: 404,
  },
] as const;

/** A client as `runWithKit` makes one for a test. */
function suiteClient(): ApiClient {
  const transcript = new Transcript();
  const redactor = new Redactor({ secrets: [clientSecret, basicToken] });
  const answers = new ResponseConformance(baseUrl);
  return new ApiClient({
    baseUrl,
    timeoutMs: 60_000,
    credentials: { clientId, clientSecret },
    redactor,
    recordLater: transcript.recordLater,
    operationOf: (method, url) => answers.operationOf(method, url),
    onResponse: (req, res) => {
      answers.check(req, res);
      if (answers.violations.length > 0) throw new Error(`the reference broke the document: ${answers.describe()}`);
    },
    signal: new AbortController().signal,
  });
}

const agent = new Agent({ keepAliveTimeout: 10_000 });
const bareTargets = mix.map((m) => ({
  url: `${baseUrl}${operationPath(m.id, m.params)}`,
  method: operation(m.id).method.toUpperCase() as 'GET',
  body: m.json === undefined ? undefined : JSON.stringify(m.json),
  status: m.status,
}));
const bareHeaders = { accept: 'application/json', authorization: `Basic ${basicToken}` };

/** One side's requests, `inFlight` at a time; every answer's status is checked, so neither side can skip work. */
async function round(send: (i: number) => Promise<number>): Promise<number> {
  let next = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let i = next++; i < perRound; i = next++) {
        const status = await send(i);
        if (status !== mix[i % mix.length]!.status)
          throw new Error(`request ${i} answered ${status}, not ${mix[i % mix.length]!.status}`);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / perRound;
}

const sides = {
  client: async () => {
    // A client per round, as each test has its own.
    const api = suiteClient();
    return round(async (i) => {
      const m = mix[i % mix.length]!;
      const answer = await api.call(m.id as 'getCustomerById', {
        params: m.params as { customerId: string },
        ...(m.json === undefined ? {} : { json: m.json }),
      });
      return answer.status;
    });
  },
  bare: () =>
    round(async (i) => {
      const t = bareTargets[i % bareTargets.length]!;
      const answer = await request(t.url, {
        method: t.method,
        headers: t.body === undefined ? bareHeaders : { ...bareHeaders, 'content-type': 'application/json' },
        ...(t.body === undefined ? {} : { body: t.body }),
        dispatcher: agent,
      });
      JSON.parse(Buffer.from(await answer.body.arrayBuffer()).toString('utf8'));
      return answer.statusCode;
    }),
};

/** One round of `which` in a process of its own: its CPU time per measured request. */
function roundProcess(which: 'client' | 'bare'): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--side', which, '--base-url', baseUrl, '--requests', String(perRound)],
      {
        env: { ...process.env, BENCH_CLIENT_ID: clientId, BENCH_CLIENT_SECRET: clientSecret },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(/^cpu-per-request-ms (\S+)$/m.exec(out)?.[1]);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`the ${which} round exited ${code}: ${out}`));
    });
  });
}

if (side !== undefined) {
  try {
    await sides[side]();
    process.stdout.write(`cpu-per-request-ms ${await sides[side]()}\n`);
  } finally {
    await agent.close();
  }
} else {
  try {
    log(
      `suite client against bare undici: ${perRound} requests per round after as many to warm up, ${inFlight} in flight, ${rounds} rounds of each in turn, each in a process of its own`,
    );
    const client: number[] = [];
    const bare: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      client.push(await roundProcess('client'));
      bare.push(await roundProcess('bare'));
      log(
        `round ${r + 1}: client ${client[r]!.toFixed(3)} ms, bare ${bare[r]!.toFixed(3)} ms CPU per request; load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
    const extra = client.map((c, i) => c - bare[i]!);
    const ratio = client.map((c, i) => c / bare[i]!);
    log(
      `CPU per request (medians of ${rounds}): client ${median(client).toFixed(3)} ms, bare ${median(bare).toFixed(3)} ms; ` +
        `the client adds ${median(extra).toFixed(3)} ms (${Math.min(...extra).toFixed(3)} to ${Math.max(...extra).toFixed(3)}), ` +
        `ratio ${median(ratio).toFixed(2)}x`,
    );
  } finally {
    await agent.close();
    await reference!.close();
  }
}
