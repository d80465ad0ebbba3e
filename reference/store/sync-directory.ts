import { open } from 'node:fs/promises';

/** Makes a rename, a removal or a new file in `directory` durable: the entry itself lives in the directory. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
