/**
 * `npm run generate:suite-manifest`: collects every suite (no request is sent) and writes
 * `conformance/engine/suite-manifest.json`, the plan a run reads instead of collecting (see `suite-manifest.ts`).
 * Run it after adding, renaming or re-citing a conformance test; a unit test and every run say when it is due.
 */
import { writeFileSync } from 'node:fs';
import { collectPlan } from '../conformance/engine/plan.ts';
import { manifestOf, suiteManifestPath } from '../conformance/engine/suite-manifest.ts';
import { collectAllOptions } from '../conformance/engine/suite-manifest-collect.ts';

const plan = await collectPlan(collectAllOptions);
if (plan.brokenFiles.length > 0) {
  for (const b of plan.brokenFiles) process.stderr.write(`cannot collect ${b.file}: ${b.error.split('\n')[0]}\n`);
  process.exit(1);
}
const manifest = manifestOf(plan.tests.map((t) => ({ ...t, tags: t.tags ?? [] })));
writeFileSync(suiteManifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
process.stdout.write(
  `${suiteManifestPath}: ${plan.tests.length} tests in ${Object.keys(manifest.files).length} files\n`,
);
