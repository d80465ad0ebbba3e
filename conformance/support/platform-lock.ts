/**
 * A lock on a platform-wide setting of the target, held by one test at a time across the run's workers.
 *
 * The webhook endpoint is one setting of the whole platform: two tests that each point it at their own receiver (or
 * remove it) at the same time would see each other's events, or none. Tests tagged `webhooks` hold this lock for
 * their whole body. It is a directory created atomically under the system's temporary folder, keyed by the target,
 * so it serialises every worker (and every run) on this machine that talks to the same platform; a lock whose owner
 * process is gone is taken over. Runs on other machines (CI shards) against one platform are not serialised.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PlatformLockOptions {
  /** Identifies the platform: the base URL and the client id. */
  readonly target: string;
  readonly signal: AbortSignal;
  /** Where lock directories live (default: the system's temporary folder). */
  readonly root?: string;
  readonly pollMs?: number;
}

/** Waits for the lock `name` of the platform, holds it, and answers the function that releases it. */
export async function acquirePlatformLock(name: string, options: PlatformLockOptions): Promise<() => Promise<void>> {
  const key = createHash('sha256').update(options.target).digest('hex').slice(0, 16);
  const root = options.root ?? join(tmpdir(), 'payments-conformance-locks');
  const dir = join(root, `${key}-${name}`);
  const owner = `${process.pid}:${process.hrtime.bigint()}`;
  await mkdir(root, { recursive: true });
  for (;;) {
    options.signal.throwIfAborted();
    try {
      await mkdir(dir);
      await writeFile(join(dir, 'owner'), owner);
      return async () => {
        const current = await readFile(join(dir, 'owner'), 'utf8').catch(() => undefined);
        if (current === owner) await rm(dir, { recursive: true, force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await ownerGone(dir)) {
      await rm(dir, { recursive: true, force: true });
      continue;
    }
    await delay(options.pollMs ?? 50, options.signal);
  }
}

/** The owner's process no longer exists (a lock left by a crashed worker). A lock being created is not gone. */
async function ownerGone(dir: string): Promise<boolean> {
  const text = await readFile(join(dir, 'owner'), 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  const pid = Number(text.split(':')[0]);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
