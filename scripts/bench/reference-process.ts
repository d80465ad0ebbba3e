/**
 * The reference as its own process for the benchmarks (in memory, the embedded run's configuration, the credentials
 * from the environment), so that its CPU is counted apart from the runner's. Prints its base URL on one line.
 */
import { embeddedReferenceConfig } from '../../conformance/cli/embedded.ts';
import { startReference } from '../../reference/server.ts';

const clientId = process.env['BENCH_CLIENT_ID'] ?? '';
const clientSecret = process.env['BENCH_CLIENT_SECRET'] ?? '';
if (clientId === '' || clientSecret === '') throw new Error('BENCH_CLIENT_ID and BENCH_CLIENT_SECRET are required');
const running = await startReference({
  config: embeddedReferenceConfig({ clientId, clientSecret }),
  port: 0,
  keepAliveTimeoutMs: 0,
  logger: { info: () => undefined, error: (m) => process.stderr.write(`[reference] ${m}\n`) },
});
process.stdout.write(`${running.url}\n`);
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
