import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acquirePlatformLock } from './platform-lock.ts';

const signal = new AbortController().signal;

describe('platform lock', () => {
  it('lets one holder in at a time, in the order they wait', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lock-'));
    const events: string[] = [];
    const hold = async (who: string): Promise<void> => {
      const release = await acquirePlatformLock('webhooks', {
        target: 'https://a/2025-10-13 id',
        signal,
        root,
        pollMs: 5,
      });
      events.push(`${who} in`);
      await new Promise((r) => setTimeout(r, 30));
      events.push(`${who} out`);
      await release();
    };
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]!.endsWith(' in')).toBe(true);
      expect(events[i + 1]).toBe(events[i]!.replace(' in', ' out'));
    }
  });

  it('does not serialise two different platforms', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lock-'));
    const first = await acquirePlatformLock('webhooks', { target: 'https://a id', signal, root });
    const second = await acquirePlatformLock('webhooks', { target: 'https://b id', signal, root });
    await second();
    await first();
  });

  it('takes over a lock whose owner process is gone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lock-'));
    const key = createHash('sha256').update('https://a id').digest('hex').slice(0, 16);
    const dir = join(root, `${key}-webhooks`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'owner'), '999999999:1');
    const release = await acquirePlatformLock('webhooks', { target: 'https://a id', signal, root, pollMs: 5 });
    await release();
  });

  it('gives up when the test ends while it waits', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lock-'));
    const held = await acquirePlatformLock('webhooks', { target: 'https://a id', signal, root });
    const ended = new AbortController();
    const waiting = acquirePlatformLock('webhooks', { target: 'https://a id', signal: ended.signal, root, pollMs: 5 });
    ended.abort(new Error('the test has ended'));
    await expect(waiting).rejects.toThrow(/ended/);
    await held();
  });
});
