/**
 * `npm run bench:throughput`: the reference's throughput over a bare Koa app's, on the same machine, in one run.
 *
 * Starts, in this process, the reference (`startReference` on a file store in a temporary directory: every write is
 * flushed with fsync before it is answered) and a bare Koa app with @koa/router answering the same two routes with
 * minimal work (a fixed JSON for `GET /customers/{id}`; the body parsed and sent back with 201 for
 * `POST /customers`, without any disk I/O). A load generator in a child process (so that it does not share this
 * event loop) drives each in turn with the same load (undici Pool, `--connections` concurrent requests, a warm-up
 * that is not counted, then `--seconds` of measured load) and prints requests per second and the ratios. Rounds
 * alternate bare and reference, so that a busy machine weighs on both alike; the median round is the figure. Beside
 * the rates it prints the server's CPU time per request and the ratio of those: where other processes take the
 * machine's cores, a rate tells more about them than about the server, and CPU time per request much less.
 *
 * Options: `--connections 50`, `--seconds 5`, `--warmup 2`, `--rounds 3`.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Router from '@koa/router';
import Koa from 'koa';
import { Pool, request } from 'undici';
import { defaultConfig } from '../reference/config.ts';
import { startReference } from '../reference/server.ts';
import { createFileStore } from '../reference/store/file-store.ts';

/** One measured load: what the generator sends, for how long. */
interface LoadPlan {
  readonly origin: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly expectedStatus: number;
  readonly connections: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

interface LoadResult {
  readonly requests: number;
  readonly unexpected: number;
  readonly seconds: number;
}

/** The server process's CPU time (user and system, ms) over the measured window, per request. */
function cpuMsPerRequest(before: NodeJS.CpuUsage, after: NodeJS.CpuUsage, requests: number): number {
  return (after.user - before.user + after.system - before.system) / 1000 / requests;
}

/** The generator's side: answers each plan it is sent with what it measured. */
async function drive(plan: LoadPlan): Promise<LoadResult> {
  const pool = new Pool(plan.origin, { connections: plan.connections, pipelining: 1 });
  let counting = false;
  let stopped = false;
  let requests = 0;
  let unexpected = 0;
  const worker = async () => {
    while (!stopped) {
      const answer = await pool.request({
        method: plan.method,
        path: plan.path,
        headers: plan.headers,
        body: plan.body ?? null,
      });
      await answer.body.dump();
      if (!counting || stopped) continue;
      if (answer.statusCode === plan.expectedStatus) requests += 1;
      else unexpected += 1;
    }
  };
  const workers = Array.from({ length: plan.connections }, worker);
  await new Promise((resolve) => setTimeout(resolve, plan.warmupMs));
  process.send!({ measuring: true });
  counting = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, plan.durationMs));
  stopped = true;
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers);
  await pool.close();
  return { requests, unexpected, seconds };
}

if (process.argv.includes('--generator')) {
  process.on('message', (plan: LoadPlan) => {
    drive(plan).then(
      (result) => process.send!(result),
      (error: unknown) => process.send!({ error: (error as Error).message }),
    );
  });
} else {
  await main();
}

/** A Koa app doing the least a server answering these routes can do. */
async function startBareKoa(): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = new Koa();
  const router = new Router();
  const customer = {
    id: 'Customer:bare',
    customerType: 'INDIVIDUAL',
    fullName: 'Bare Customer',
    createdAt: new Date().toISOString(),
  };
  router.get('/customers/:id', (ctx) => {
    ctx.body = customer;
  });
  router.post('/customers', async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    ctx.status = 201;
    ctx.body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  });
  app.use(router.routes());
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '3' },
    },
  });
  const connections = Number(values.connections);
  const durationMs = Number(values.seconds) * 1000;
  const warmupMs = Number(values.warmup) * 1000;
  const rounds = Number(values.rounds);

  const config = defaultConfig();
  const authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-throughput-'));
  const reference = await startReference({
    config,
    store: await createFileStore(join(dir, 'db.json')),
    logger: { info: () => {}, error: () => {} },
  });
  const bare = await startBareKoa();
  const generator = fork(import.meta.filename, ['--generator'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  // Both servers live in this process, and only one is driven at a time: its CPU time is this process's.
  const run = (plan: LoadPlan) =>
    new Promise<LoadResult & { cpuMs: number }>((resolve, reject) => {
      let cpuBefore = process.cpuUsage();
      const onMessage = (answer: LoadResult | { error: string } | { measuring: true }) => {
        if ('measuring' in answer) {
          cpuBefore = process.cpuUsage();
          return;
        }
        const cpuAfter = process.cpuUsage();
        generator.off('message', onMessage);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve({ ...answer, cpuMs: cpuMsPerRequest(cpuBefore, cpuAfter, answer.requests) });
      };
      generator.on('message', onMessage);
      generator.send(plan);
    });

  try {
    const referenceUrl = new URL(reference.url);
    const basePath = referenceUrl.pathname.replace(/\/$/, '');
    const body = JSON.stringify({
      customerType: 'INDIVIDUAL',
      fullName: 'Throughput Customer',
      email: 'throughput@bench.example',
    });
    const created = await request(`${reference.url}/customers`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body,
    });
    const { id } = (await created.body.json()) as { id: string };
    if (created.statusCode !== 201) throw new Error(`set-up POST /customers answered ${created.statusCode}`);

    const load = { connections, warmupMs, durationMs };
    const routes = [
      {
        name: `GET /customers/{id} (Basic auth)`,
        target: 0.6,
        reference: {
          origin: referenceUrl.origin,
          method: 'GET',
          path: `${basePath}/customers/${encodeURIComponent(id)}`,
          headers: { authorization },
          expectedStatus: 200,
        },
        bare: {
          origin: bare.origin,
          method: 'GET',
          path: `/customers/${encodeURIComponent(id)}`,
          headers: { authorization },
          expectedStatus: 200,
        },
      },
      {
        name: 'POST /customers (reference: durable writes; bare: no disk I/O)',
        target: 0.25,
        reference: {
          origin: referenceUrl.origin,
          method: 'POST',
          path: `${basePath}/customers`,
          headers: { authorization, 'content-type': 'application/json' },
          body,
          expectedStatus: 201,
        },
        bare: {
          origin: bare.origin,
          method: 'POST',
          path: '/customers',
          headers: { authorization, 'content-type': 'application/json' },
          body,
          expectedStatus: 201,
        },
      },
    ] as const;

    console.log(
      `${connections} concurrent connections, ${warmupMs / 1000} s warm-up (not counted), ${durationMs / 1000} s measured, ${rounds} rounds (bare, reference) per route; load generator in a child process`,
    );
    for (const route of routes) {
      const rates = { bare: [] as number[], reference: [] as number[] };
      const cpu = { bare: [] as number[], reference: [] as number[] };
      for (let round = 1; round <= rounds; round += 1) {
        const line: string[] = [];
        for (const side of ['bare', 'reference'] as const) {
          const result = await run({ ...route[side], ...load });
          if (result.unexpected > 0)
            throw new Error(
              `${route.name} on ${side}: ${result.unexpected} answers were not ${route[side].expectedStatus}`,
            );
          const rate = result.requests / result.seconds;
          rates[side].push(rate);
          cpu[side].push(result.cpuMs);
          line.push(`${side} ${rate.toFixed(0).padStart(6)} req/s (${result.cpuMs.toFixed(3)} ms CPU/req)`);
        }
        console.log(
          `  ${route.name}  round ${round}: ${line.join('  ')}  ratio ${((rates.reference.at(-1)! / rates.bare.at(-1)!) * 100).toFixed(0)} %`,
        );
      }
      const ratio = median(rates.reference) / median(rates.bare);
      const cpuRatio = median(cpu.bare) / median(cpu.reference);
      console.log(
        `${route.name}: bare ${median(rates.bare).toFixed(0)} req/s, reference ${median(rates.reference).toFixed(0)} req/s (medians): ` +
          `reference at ${(ratio * 100).toFixed(0)} % of bare (target at least ${route.target * 100} %); ` +
          `by CPU time per request (steadier on a shared machine): ${(cpuRatio * 100).toFixed(0)} %`,
      );
    }
  } finally {
    generator.kill();
    await bare.close();
    await reference.close();
    await rm(dir, { recursive: true, force: true });
  }
}
