/**
 * `npm start`: the reference server on a lowdb file.
 *
 * Environment: `PORT` (default 4010), `HOST` (default 127.0.0.1), `DATA_FILE` (default data/reference.db.json),
 * `PLATFORM_CLIENT_ID` / `PLATFORM_CLIENT_SECRET` (default `local-client-id` / `local-client-secret`: fine on a
 * developer machine only), and the other variables of `configFromEnv`. Exit code 2 on unusable configuration.
 *
 * One process serves from a data file: it holds `<DATA_FILE>.lock` (its pid) while it runs, and a second one on the
 * same file refuses to start, naming the holder. A lock left by a process that died is taken over.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { configFromEnv, localDefaultCredentials, type ReferenceConfig } from './config.ts';
import { consoleLogger } from './http/logger.ts';
import { startReference } from './server.ts';
import { lockDataFile } from './store/data-file-lock.ts';
import { createFileStore } from './store/file-store.ts';

const defaultPort = 4010;
const defaultHost = '127.0.0.1';
const defaultDataFile = 'data/reference.db.json';

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return defaultPort;
  const port = Number(value);
  if (!/^[0-9]+$/.test(value) || port > 65535)
    throw new Error(`PORT must be an integer 0..65535, got ${JSON.stringify(value)}`);
  return port;
}

async function main(): Promise<void> {
  let config: ReferenceConfig;
  let port: number;
  try {
    config = configFromEnv(process.env);
    port = parsePort(process.env['PORT']);
  } catch (error) {
    consoleLogger.error(`reference: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const host = process.env['HOST'] || defaultHost;
  const dataFile = process.env['DATA_FILE'] || defaultDataFile;
  await mkdir(dirname(dataFile), { recursive: true });
  const lock = await lockDataFile(dataFile);
  // However the process ends, a lock it held is not left behind (a killed process's is taken over by the next).
  process.once('exit', () => lock.releaseSync());
  const store = await createFileStore(dataFile, {
    compactionFloorBytes: config.journalCompactionBytes,
    onCompacted: ({ journalBytes, snapshotBytes }) =>
      consoleLogger.info(`journal compacted: ${journalBytes} bytes folded into a snapshot of ${snapshotBytes} bytes`),
  });
  const server = await startReference({ config, store, port, host, logger: consoleLogger });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Requests end first, then the store's last writes and compaction, then the lock goes.
    (async () => {
      await server.close();
      await store.close();
      await lock.release();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error(`reference: error while stopping on ${signal}: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  // Announced once a signal is handled: whoever reads this line may stop the server at once.
  const credentials =
    config.clientSecret === localDefaultCredentials.clientSecret ? ' with the local default credentials' : '';
  consoleLogger.info(
    `reference listening on ${server.url} (client id ${config.clientId}${credentials}, data ${dataFile})`,
  );
}

main().catch((error: unknown) => {
  consoleLogger.error(`reference: cannot start: ${(error as Error).message}`);
  process.exit(1);
});
