/** Starts `reference-process.ts` as a child process and reads its CPU time while it runs (Linux `/proc`). */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ReferenceChild {
  /** Base URL, ending in the version segment. */
  readonly url: string;
  readonly credentials: { readonly clientId: string; readonly clientSecret: string };
  /** User plus system seconds the reference has used so far; undefined where `/proc` is not there. */
  cpuS(): number | undefined;
  close(): Promise<void>;
}

const ticksPerSecond = 100;

export async function startReferenceChild(
  credentials = {
    clientId: `bench-${randomBytes(4).toString('hex')}`,
    clientSecret: randomBytes(18).toString('base64url'),
  },
): Promise<ReferenceChild> {
  const entry = resolve(import.meta.dirname, 'reference-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, BENCH_CLIENT_ID: credentials.clientId, BENCH_CLIENT_SECRET: credentials.clientSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let text = '';
    child.stdout.on('data', (c: Buffer) => {
      text += c.toString('utf8');
      const line = text.split('\n')[0];
      if (text.includes('\n') && line !== undefined) done(line.trim());
    });
    child.once('exit', (code) => fail(new Error(`the reference process exited ${code} before it listened`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url,
    credentials,
    cpuS: () => {
      try {
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      } catch {
        return undefined;
      }
    },
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
