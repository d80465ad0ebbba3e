/**
 * The child of `variant-aside.ts`: runs the costly variants' composite on lanes of its own, logs on stderr, and
 * writes its rows as JSON on stdout.
 */
import { readSuiteManifest } from '../../conformance/engine/suite-manifest.ts';
import { variantById } from '../variants/catalogue.ts';
import { costlyCompositeOf } from '../variants/composite.ts';
import { openLanes } from './lanes.ts';
import type { AsideRequest } from './variant-aside.ts';
import { runComposite } from './variant-runs.ts';

const request = JSON.parse(process.argv[2] ?? '') as AsideRequest;
const composite = costlyCompositeOf(request.ids.map(variantById));
if (composite === undefined) throw new Error('no costly variant asked for');
const manifest = readSuiteManifest();
const lanes = await openLanes(request.lanes);
try {
  const result = await runComposite(lanes, composite, {
    seed: request.seed,
    runs: request.runs,
    cost: (file) => manifest.files[file]?.length ?? 0,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await new Promise<void>((written) => process.stdout.write(JSON.stringify(result), () => written()));
} finally {
  await lanes.close();
}
// Kept worker threads would hold the process open; everything is written by now.
process.exit(0);
