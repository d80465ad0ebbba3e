/**
 * `npm start` as a kept deployment for the benchmarks: `reference/main.ts` in its own process on a durable data file,
 * with fresh credentials, on a free port; its CPU read from Linux `/proc` while it runs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface KeptReference {
  readonly url: string;
  readonly pid: number;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  /** User plus system seconds so far; undefined where `/proc` is not there. */
  cpuS(): number | undefined;
  /** Resident memory (MB); undefined where `/proc` is not there. */
  residentMb(): number | undefined;
  close(): Promise<void>;
}

const ticksPerSecond = 100;
const root = resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function procFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * Starts the reference as `npm start` does (through tsx, in this process's Node so that its pid is the server's), with
 * `dataFile` as its data and `nodeArgs` before the entry (e.g. `--cpu-prof`). Resolves once it listens.
 */
export async function startKeptReference(dataFile: string, nodeArgs: readonly string[] = []): Promise<KeptReference> {
  const credentials = {
    clientId: `bench-${randomBytes(4).toString('hex')}`,
    clientSecret: randomBytes(18).toString('base64url'),
  };
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'reference/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_FILE: dataFile,
      PLATFORM_CLIENT_ID: credentials.clientId,
      PLATFORM_CLIENT_SECRET: credentials.clientSecret,
      // As the embedded run configures it, so that first-party wallets go through ownership verification (3.1).
      COUNTERPARTY_REQUIREMENTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c: Buffer) => (errors += c.toString('utf8')));
  const url = await new Promise<string>((done, fail) => {
    let text = '';
    child.stdout.on('data', (c: Buffer) => {
      text += c.toString('utf8');
      const found = /listening on (\S+)/.exec(text);
      if (found) done(found[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the reference exited ${code} before it listened: ${errors.trim()}`)));
  });
  // Kept reading, so that a full pipe never stalls the server.
  child.stdout.resume();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const pid = child.pid!;
  return {
    url,
    pid,
    credentials,
    cpuS: () => {
      const fields = procFields(pid);
      return fields === undefined ? undefined : (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    },
    residentMb: () => {
      const fields = procFields(pid);
      return fields === undefined ? undefined : (Number(fields[21]) * 4096) / 1e6;
    },
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
