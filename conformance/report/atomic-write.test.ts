import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs, writeFilesAtomically, type WriteFs } from './atomic-write.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-write-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The real file system, except that the n-th write (1-based) fails half-way through. */
function failingOnWrite(n: number): WriteFs {
  let writes = 0;
  return {
    ...nodeFs,
    writeFile: async (path, data) => {
      writes += 1;
      if (writes === n) {
        await nodeFs.writeFile(path, data.slice(0, data.length / 2));
        throw new Error('disk full');
      }
      await nodeFs.writeFile(path, data);
    },
  };
}

describe('writeFilesAtomically', () => {
  it('creates the directory and writes every file, leaving no temporary file', async () => {
    const target = join(dir, 'a', 'b');
    const paths = await writeFilesAtomically(target, [
      ['one.txt', 'first'],
      ['two.txt', 'second'],
    ]);
    expect(paths).toEqual([join(target, 'one.txt'), join(target, 'two.txt')]);
    expect(await readFile(join(target, 'two.txt'), 'utf8')).toBe('second');
    expect((await readdir(target)).sort()).toEqual(['one.txt', 'two.txt']);
  });

  it('replaces existing files', async () => {
    await writeFile(join(dir, 'one.txt'), 'old');
    await writeFilesAtomically(dir, [['one.txt', 'new']]);
    expect(await readFile(join(dir, 'one.txt'), 'utf8')).toBe('new');
  });

  it('leaves the previous files untouched and removes temporaries when a write fails', async () => {
    await writeFile(join(dir, 'one.txt'), 'old one');
    await writeFile(join(dir, 'two.txt'), 'old two');
    await expect(
      writeFilesAtomically(
        dir,
        [
          ['one.txt', 'new one'],
          ['two.txt', 'new two, long enough to be cut'],
        ],
        failingOnWrite(2),
      ),
    ).rejects.toThrow('disk full');
    expect(await readFile(join(dir, 'one.txt'), 'utf8')).toBe('old one');
    expect(await readFile(join(dir, 'two.txt'), 'utf8')).toBe('old two');
    expect((await readdir(dir)).sort()).toEqual(['one.txt', 'two.txt']);
  });

  it('never exposes a partial file under a final name when a rename fails', async () => {
    let renames = 0;
    const fs: WriteFs = {
      ...nodeFs,
      rename: async (from, to) => {
        renames += 1;
        if (renames === 2) throw new Error('EXDEV');
        await nodeFs.rename(from, to);
      },
    };
    await expect(
      writeFilesAtomically(
        dir,
        [
          ['a.txt', 'A'],
          ['b.txt', 'B'],
        ],
        fs,
      ),
    ).rejects.toThrow('EXDEV');
    expect(await readFile(join(dir, 'a.txt'), 'utf8')).toBe('A');
    expect((await readdir(dir)).sort()).toEqual(['a.txt']);
  });
});
