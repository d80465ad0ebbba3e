// usage: kill-run.mts <mode> <only,items> <expected failing clauses...>: runs the wallet suites alone against a deviant.
import { resolve } from 'node:path';
import { runConformance } from '/work/main/conformance/engine/run.ts';
import { startDeviant } from './.deviant5-lib.mts';
const [mode, only, ...expected] = process.argv.slice(2);
const server = await startDeviant(mode!);
try {
  const { run } = await runConformance({
    baseUrl: server.url, credentials: { clientId: 'id', clientSecret: 'secret' }, profile: 'sandbox', seed: 1234, runs: 10,
    timeoutMs: 10_000, walletSignatureHeader: 'Service-Wallet-Signature', includeSlow: false, only: only!.split(','), skip: [],
    embedded: false, suitesDir: resolve('/work/main/conformance/suites/wallet-credentials'),
  });
  const failedClauses = new Set<string>();
  const errored: string[] = [];
  for (const t of run.tests) {
    if (t.outcome === 'fail') for (const c of (t as { failedClauses?: string[] }).failedClauses ?? t.clauses) failedClauses.add(c);
    if (t.outcome === 'error') errored.push(t.name);
  }
  const failing = run.tests.filter((t) => t.outcome === 'fail').map((t) => `${t.name.split(' > ').pop()}: ${(t.reason ?? '').split('\n')[0]?.slice(0, 120)}`);
  const missing = expected.filter((c) => !failedClauses.has(c));
  console.log(`${mode}: ${missing.length ? `MISSED ${missing.join(',')}` : 'KILLED'} | tests failed: ${failing.length} | errored: ${errored.length}`);
  for (const f of failing) console.log(`    ${f}`);
} finally {
  await server.close();
}
