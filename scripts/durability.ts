/**
 * `npm run durability`: kills the reference with SIGKILL in the middle of a write load, 20 times, and checks that
 * every write it acknowledged survived and that the data always loads.
 *
 * The server runs `reference/main.ts` on one data file with a small journal compaction threshold
 * (`JOURNAL_COMPACTION_BYTES`, `--compaction-bytes`), so that compactions run all the time and kills land before,
 * during and after them. Each client owns one customer (created at set-up) and updates its name with a sequence
 * number (`PATCH /customers/{id}`); every `--create-every`th write creates a customer instead. After each kill the
 * server is started again on the same file and every write acknowledged so far is read back: each created customer
 * must exist (`GET /customers/{id}`), and each client's customer must carry its last acknowledged update or the one
 * it sent after it (sent, maybe persisted, never answered). A write counts as acknowledged only once its answer's body
 * was received.
 *
 * A kill lands during a compaction when the set-aside journal (`<file>.journal.old`) is still there after it; the
 * server logs each compaction it completed. Exit code 1 on any loss, any refused write or a start that fails.
 *
 * Options: `--cycles 20`, `--clients 8`, `--compaction-bytes 16384`, `--create-every 50`.
 */
import { spawn } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    clients: { type: 'string', default: '8' },
    'compaction-bytes': { type: 'string', default: '16384' },
    'create-every': { type: 'string', default: '50' },
  },
});
const cycles = Number(values.cycles);
const clients = Number(values.clients);
const compactionBytes = Number(values['compaction-bytes']);
const createEvery = Number(values['create-every']);
const root = join(import.meta.dirname, '..');
const clientId = 'durability-client';
const clientSecret = 'durability-secret-value';
const authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
const compactedLine = /^journal compacted: /;

/** Starts main.ts on `dataFile`; resolves with its base URL once it listens, and counts the compactions it logs. */
function startServer(dataFile: string) {
  // Node itself with tsx's loader, not the tsx launcher: the process killed must be the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'reference', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_FILE: dataFile,
      PLATFORM_CLIENT_ID: clientId,
      PLATFORM_CLIENT_SECRET: clientSecret,
      JOURNAL_COMPACTION_BYTES: String(compactionBytes),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const state = { compactions: 0 };
  const url = new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (compactedLine.test(line)) state.compactions += 1;
        const found = /(http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(line);
        if (found) resolve(found[1]!);
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the reference exited with ${code} before listening: ${stderr.trim()}`)),
    );
  });
  return { child, url, exited, state };
}

/** One client's customer: the last update acknowledged, and the last one sent (answered or not). */
interface Owned {
  readonly id: string;
  acknowledged: number;
  sent: number;
}

const created: string[] = [];
const owned: Owned[] = [];
let acknowledgedUpdates = 0;
let lost = 0;
let refused = 0;
const dir = await mkdtemp(join(tmpdir(), 'reference-durability-'));
const dataFile = join(dir, 'db.json');
const nameOf = (client: number, sequence: number) => `Client ${client} update ${sequence}`;

async function call(agent: Agent, url: string, method: 'GET' | 'POST' | 'PATCH', body?: unknown) {
  const answer = await request(url, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    dispatcher: agent,
  });
  return { status: answer.statusCode, body: (await answer.body.json()) as { id?: string; fullName?: string } };
}

async function verifyAll(url: string, agent: Agent): Promise<void> {
  for (const id of created) {
    const { status } = await call(agent, `${url}/customers/${encodeURIComponent(id)}`, 'GET');
    if (status !== 200) {
      lost += 1;
      console.error(`lost: created customer ${id} answers ${status}`);
    }
  }
  for (const [client, customer] of owned.entries()) {
    const { status, body } = await call(agent, `${url}/customers/${encodeURIComponent(customer.id)}`, 'GET');
    const sequence = Number(/ update (\d+)$/.exec(body.fullName ?? '')?.[1] ?? -1);
    if (status !== 200 || sequence < customer.acknowledged || sequence > customer.sent) {
      lost += 1;
      console.error(
        `lost: client ${client}'s customer holds update ${sequence} (${status}); acknowledged ${customer.acknowledged}, sent ${customer.sent}`,
      );
    }
    // What is stored now is what the next cycle builds on.
    customer.acknowledged = Math.max(customer.acknowledged, sequence);
    customer.sent = customer.acknowledged;
  }
}

/** Writes each client has started, across cycles: every `createEvery`th is a create. */
const writes: number[] = [];
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const kills = { beforeAnyCompaction: 0, duringCompaction: 0, afterCompaction: 0 };
let compactions = 0;

try {
  for (let cycle = 1; cycle <= cycles + 1; cycle += 1) {
    const server = startServer(dataFile);
    const url = await server.url;
    const agent = new Agent({ connections: clients });
    if (cycle === 1) {
      for (let client = 0; client < clients; client += 1) {
        const { status, body } = await call(agent, `${url}/customers`, 'POST', {
          customerType: 'INDIVIDUAL',
          fullName: nameOf(client, 0),
        });
        if (status !== 201 || typeof body.id !== 'string') throw new Error(`set-up POST /customers answered ${status}`);
        owned.push({ id: body.id, acknowledged: 0, sent: 0 });
        created.push(body.id);
      }
    }
    await verifyAll(url, agent);
    if (cycle > cycles) {
      server.child.kill('SIGTERM');
      await server.exited;
      compactions += server.state.compactions;
      await agent.close();
      break;
    }
    const before = { created: created.length, updates: acknowledgedUpdates };
    let killed = false;
    const load = owned.map(async (customer, client) => {
      while (!killed) {
        try {
          writes[client] = (writes[client] ?? 0) + 1;
          if (writes[client] % createEvery === 0) {
            const { status, body } = await call(agent, `${url}/customers`, 'POST', {
              customerType: 'INDIVIDUAL',
              fullName: `Cycle ${cycle} client ${client} write ${writes[client]}`,
            });
            if (status === 201 && typeof body.id === 'string') created.push(body.id);
            else refused += 1;
            continue;
          }
          const sequence = (customer.sent += 1);
          const { status, body } = await call(agent, `${url}/customers/${encodeURIComponent(customer.id)}`, 'PATCH', {
            customerType: 'INDIVIDUAL',
            fullName: nameOf(client, sequence),
          });
          if (status === 200 && body.fullName === nameOf(client, sequence)) {
            customer.acknowledged = sequence;
            acknowledgedUpdates += 1;
          } else {
            refused += 1;
            console.error(`refused: PATCH answered ${status}: ${JSON.stringify(body)}`);
          }
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    });
    // The kill lands mid-load: after the first write of the cycle was answered (the first ones are slow while the
    // server warms up), then at a random point.
    const written = () => created.length + acknowledgedUpdates;
    const writtenBefore = before.created + before.updates;
    for (let waited = 0; written() === writtenBefore && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 900));
    server.child.kill('SIGKILL');
    await server.exited;
    killed = true;
    await Promise.all(load);
    await agent.destroy();
    compactions += server.state.compactions;
    const during = (await exists(`${dataFile}.journal.old`)) || (await exists(`${dataFile}.tmp`));
    const moment = during
      ? 'during a compaction'
      : server.state.compactions > 0
        ? 'after a compaction'
        : 'before any compaction';
    if (during) kills.duringCompaction += 1;
    else if (server.state.compactions > 0) kills.afterCompaction += 1;
    else kills.beforeAnyCompaction += 1;
    console.log(
      `cycle ${String(cycle).padStart(2)}: ${created.length - before.created} creates and ${acknowledgedUpdates - before.updates} updates ` +
        `acknowledged, ${server.state.compactions} compactions completed, SIGKILL ${moment}`,
    );
  }
  console.log(
    `${cycles} SIGKILLs (${kills.duringCompaction} during a compaction, ${kills.afterCompaction} after one, ` +
      `${kills.beforeAnyCompaction} before any in their process); ${compactions} compactions completed ` +
      `(journal threshold ${compactionBytes} bytes), ${kills.duringCompaction} interrupted; ` +
      `${created.length + acknowledgedUpdates} acknowledged writes (${created.length} creates, ${acknowledgedUpdates} updates), ` +
      `${lost} lost, ${refused} refused; the data loaded every time`,
  );
} catch (error) {
  console.error(`durability check failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (lost > 0 || refused > 0) process.exitCode = 1;
