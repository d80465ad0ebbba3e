/** Writing a set of files so that a crash never leaves a half-written one behind. */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file-system calls used, injectable so tests can make them fail. */
export interface WriteFs {
  writeFile(path: string, data: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  mkdir(path: string): Promise<void>;
}

export const nodeFs: WriteFs = {
  writeFile: (path, data) => writeFile(path, data, 'utf8'),
  rename,
  unlink,
  mkdir: async (path) => {
    await mkdir(path, { recursive: true });
  },
};

/**
 * Writes each `name → content` into `dir` (created if missing): every content goes to a temporary file in the same
 * directory first, and only when all are written are they renamed over their final names (a rename within one
 * directory is atomic). If any write fails, the temporary files are removed and the existing files stay as they
 * were. Returns the final paths, in the order given.
 */
export async function writeFilesAtomically(
  dir: string,
  files: readonly (readonly [name: string, content: string])[],
  fs: WriteFs = nodeFs,
): Promise<string[]> {
  await fs.mkdir(dir);
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged: { temp: string; final: string }[] = [];
  try {
    for (const [name, content] of files) {
      const entry = { temp: join(dir, `.${name}.${tag}.tmp`), final: join(dir, name) };
      staged.push(entry);
      await fs.writeFile(entry.temp, content);
    }
    for (const { temp, final } of staged) await fs.rename(temp, final);
  } catch (error) {
    // Already renamed files are complete; temporaries still present are removed. Missing ones are fine to skip.
    await Promise.all(staged.map(({ temp }) => fs.unlink(temp).catch(() => undefined)));
    throw error;
  }
  return staged.map(({ final }) => final);
}
