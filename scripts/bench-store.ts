/**
 * `npm run bench:store`: how `POST /customers` latency grows with the data. For 1k, 10k and 100k stored customers
 * (seeded through the store with the reference's own domain code, each on its own data file), starts the reference
 * over HTTP, sends sequential creates to each in turn and prints p50 and p99, then the ratios of the largest to the
 * smallest.
 *
 * Options: `--sizes 1000,10000,100000` and `--requests 300`.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { defaultConfig } from '../reference/config.ts';
import { insertCustomer } from '../reference/customers/create-customer.ts';
import { openCustomerAccounts } from '../reference/wallet/internal-accounts/open-wallet-account.ts';
import { documentRules } from '../reference/rules.ts';
import { startReference } from '../reference/server.ts';
import { createFileStore } from '../reference/store/file-store.ts';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000,100000' }, requests: { type: 'string', default: '300' } },
});
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const warmup = 30;
const seedBatch = 2000;
const config = defaultConfig();
const authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

/** Adds `count` customers (and the accounts that come with them) in transactions of `seedBatch`. */
async function seed(path: string, count: number): Promise<void> {
  const store = await createFileStore(path);
  for (let done = 0; done < count; done += seedBatch) {
    await store.transact((draft) => {
      const now = new Date();
      for (let i = done; i < Math.min(count, done + seedBatch); i += 1) {
        const body = {
          customerType: 'INDIVIDUAL' as const,
          fullName: `Seeded Customer ${i}`,
          umaAddress: `$seeded${i}@bench.example`,
          email: `seeded${i}@bench.example`,
        };
        const customer = insertCustomer(draft, body, { now, config, rules: documentRules });
        openCustomerAccounts(draft, customer, { now, config });
      }
    });
  }
  // Its last compaction, started in the background, must finish before the reference opens the same file.
  await store.close();
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A seeded reference, started over HTTP on its own data file. */
async function prepare(size: number) {
  const dir = await mkdtemp(join(tmpdir(), `bench-store-${size}-`));
  const path = join(dir, 'db.json');
  await seed(path, size);
  // Opened afresh, as `npm start` would: the journal is replayed and a snapshot written.
  const server = await startReference({
    config,
    store: await createFileStore(path),
    logger: { info: () => {}, error: () => {} },
  });
  const fileMb = (await stat(path)).size / 1e6;
  let sent = 0;
  const latencies: number[] = [];
  const post = async (record: boolean) => {
    const started = process.hrtime.bigint();
    const answer = await request(`${server.url}/customers`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        customerType: 'INDIVIDUAL',
        fullName: `Bench Customer ${sent}`,
        umaAddress: `$bench${sent}@bench.example`,
      }),
    });
    sent += 1;
    await answer.body.text();
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (answer.statusCode !== 201) throw new Error(`POST /customers answered ${answer.statusCode}`);
    if (record) latencies.push(elapsed);
  };
  const close = async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { size, fileMb, latencies, post, close };
}

console.log(
  `POST /customers, ${requests} sequential requests per size after ${warmup} warm-up, durable writes (fsync before the answer)`,
);
const targets = [];
for (const size of sizes) targets.push(await prepare(size));
try {
  for (const target of targets) for (let i = 0; i < warmup; i += 1) await target.post(false);
  // Rounds of 10 requests per size in turn, so that a busy machine weighs on every size alike.
  for (let done = 0; done < requests; done += 10) {
    for (const target of targets) for (let i = done; i < Math.min(requests, done + 10); i += 1) await target.post(true);
  }
} finally {
  for (const target of targets) await target.close();
}
const results = new Map<number, { p50: number; p99: number }>();
for (const { size, fileMb, latencies } of targets) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const result = { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  results.set(size, result);
  console.log(
    `${String(size).padStart(7)} customers  p50 ${result.p50.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  (snapshot ${fileMb.toFixed(1)} MB)`,
  );
}
const smallest = results.get(Math.min(...sizes));
const largest = results.get(Math.max(...sizes));
if (smallest && largest && sizes.length > 1) {
  console.log(
    `ratio ${Math.max(...sizes)}/${Math.min(...sizes)}: p50 ${(largest.p50 / smallest.p50).toFixed(2)}x  p99 ${(largest.p99 / smallest.p99).toFixed(2)}x`,
  );
}
