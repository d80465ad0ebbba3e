/**
 * `npm run generate:file-weights -- <round-trips file>`: writes `conformance/engine/file-weights.json`, the lengths a
 * run orders its suite files by (longest first, `conformance/engine/file-order.ts`), from a whole-suite run recorded
 * with `--record-round-trips` (`npm run bench:latency` keeps one and prints this command). Weights only order the
 * work; refresh them when files were added or their tests changed much.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileWeightsPath } from '../conformance/engine/file-order.ts';
import { readSuiteManifest } from '../conformance/engine/suite-manifest.ts';
import { readRoundTrips } from '../conformance/support/round-trips.ts';
import { fileWeightsOf } from './bench/file-weights.ts';

const [file] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: npm run generate:file-weights -- <round-trips file>\n');
  process.exit(2);
}
const files = fileWeightsOf(readSuiteManifest().files, readRoundTrips(readFileSync(file, 'utf8')));
writeFileSync(fileWeightsPath, `${JSON.stringify({ files }, null, 2)}\n`);
process.stdout.write(`${fileWeightsPath}: ${Object.keys(files).length} files\n`);
