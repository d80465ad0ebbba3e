import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFileInUseError, lockDataFile } from './data-file-lock.ts';

/** A real process that has exited: its pid names no process (until the system reuses it, long after). */
async function pidOfExitedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

describe('lockDataFile', () => {
  let dir: string;
  let dataFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'data-file-lock-'));
    dataFile = join(dir, 'db.json');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes its pid beside the data file, refuses a second lock naming the holder, and lets go on release', async () => {
    const lock = await lockDataFile(dataFile);
    expect(lock.path).toBe(`${dataFile}.lock`);
    expect(await readFile(lock.path, 'utf8')).toBe(`${process.pid}\n`);
    const refused = await lockDataFile(dataFile).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFileInUseError);
    expect((refused as Error).message).toBe(
      `data file ${dataFile} is in use by process ${process.pid} (lock ${dataFile}.lock)`,
    );
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
    const again = await lockDataFile(dataFile);
    again.releaseSync();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses while another live process holds the lock', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(`${dataFile}.lock`, `${other.pid}\n`);
      await expect(lockDataFile(dataFile)).rejects.toThrow(`in use by process ${other.pid}`);
      expect(await readFile(`${dataFile}.lock`, 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone, and one holding no pid', async () => {
    const gone = await pidOfExitedProcess();
    await writeFile(`${dataFile}.lock`, `${gone}\n`);
    const lock = await lockDataFile(dataFile);
    expect(await readFile(lock.path, 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    await writeFile(`${dataFile}.lock`, 'not a pid');
    const taken = await lockDataFile(dataFile);
    expect(await readFile(taken.path, 'utf8')).toBe(`${process.pid}\n`);
    await taken.release();
  });

  it('releases only its own lock: one taken over by another process stays', async () => {
    const lock = await lockDataFile(dataFile, { pid: 1_000_001, isAlive: () => false });
    const successor = await lockDataFile(dataFile);
    await lock.release();
    lock.releaseSync();
    expect(await readFile(successor.path, 'utf8')).toBe(`${process.pid}\n`);
    await successor.release();
  });
});
