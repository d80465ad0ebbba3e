/**
 * `npm run durability`: kills the reference with SIGKILL in the middle of a write load, 20 times, and checks that
 * every write it acknowledged survived and that the data always loads.
 *
 * Each cycle starts `reference/main.ts` on the same data file, reads back every customer acknowledged so far
 * (`GET /customers/{id}`), then runs concurrent `POST /customers` and kills the process after a random delay. A 201
 * counts as acknowledged only once its body was received. Exit code 1 on any loss or a start that fails.
 *
 * Options: `--cycles 20`, `--clients 8`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';

const { values } = parseArgs({ options: { cycles: { type: 'string', default: '20' }, clients: { type: 'string', default: '8' } } });
const cycles = Number(values.cycles);
const clients = Number(values.clients);
const root = join(import.meta.dirname, '..');
const clientId = 'durability-client';
const clientSecret = 'durability-secret-value';
const authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

/** Starts main.ts on `dataFile`; resolves with its base URL once it listens. */
function startServer(dataFile: string) {
  // Node itself with tsx's loader, not the tsx launcher: the process killed must be the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'reference', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_FILE: dataFile, PLATFORM_CLIENT_ID: clientId, PLATFORM_CLIENT_SECRET: clientSecret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /(http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(stdout);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the reference exited with ${code} before listening: ${stderr.trim()}`)));
  });
  return { child, url, exited };
}

const acknowledged: string[] = [];
let lost = 0;
let refused = 0;
const dir = await mkdtemp(join(tmpdir(), 'reference-durability-'));
const dataFile = join(dir, 'db.json');

async function verifyAll(url: string, agent: Agent): Promise<void> {
  for (const id of acknowledged) {
    const answer = await request(`${url}/customers/${id}`, { headers: { authorization }, dispatcher: agent });
    await answer.body.text();
    if (answer.statusCode !== 200) {
      lost += 1;
      console.error(`lost: acknowledged customer ${id} answers ${answer.statusCode}`);
    }
  }
}

try {
  for (let cycle = 1; cycle <= cycles + 1; cycle += 1) {
    const server = startServer(dataFile);
    const url = await server.url;
    const agent = new Agent({ connections: clients });
    await verifyAll(url, agent);
    if (cycle > cycles) {
      server.child.kill('SIGTERM');
      await server.exited;
      await agent.close();
      break;
    }
    const before = acknowledged.length;
    let killed = false;
    const load = Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const answer = await request(`${url}/customers`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ customerType: 'INDIVIDUAL', fullName: `Cycle ${cycle} Client ${client} N${i}` }),
            dispatcher: agent,
          });
          const body = (await answer.body.json()) as { id?: string };
          if (answer.statusCode === 201 && typeof body.id === 'string') acknowledged.push(body.id);
          else refused += 1;
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    });
    // The kill lands mid-load: after the first write of the cycle was answered (the first ones are slow while the
    // server warms up), then at a random point.
    for (let waited = 0; acknowledged.length === before && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 700));
    server.child.kill('SIGKILL');
    await server.exited;
    killed = true;
    await Promise.all(load);
    await agent.destroy();
    console.log(`cycle ${String(cycle).padStart(2)}: ${acknowledged.length - before} writes acknowledged before SIGKILL`);
  }
  console.log(`${cycles} SIGKILLs, ${acknowledged.length} acknowledged writes, ${lost} lost, ${refused} refused; the data loaded every time`);
} catch (error) {
  console.error(`durability check failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (lost > 0 || refused > 0) process.exitCode = 1;
