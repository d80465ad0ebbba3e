// @ts-check
/**
 * StrykerJS over a group of the reference that holds no rule of the document, with its own unit tests as the killer
 * (`npm run mutation -- --unit <group>`; the groups are data in scripts/mutation/unit-groups.json). The driver names
 * the group in `MUTATION_UNIT`; vitest.units.config.ts reads the same variable for the tests to run.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
import { readFileSync } from 'node:fs';
import base from './stryker.config.mjs';

const groups = JSON.parse(readFileSync(new URL('./scripts/mutation/unit-groups.json', import.meta.url), 'utf8'));
const name = process.env.MUTATION_UNIT ?? '';
const group = groups[name];
if (!group)
  throw new Error(
    `MUTATION_UNIT must name a group of scripts/mutation/unit-groups.json (${Object.keys(groups).join(', ')})`,
  );

export default {
  ...base,
  vitest: { configFile: 'vitest.units.config.ts', related: false },
  mutate: group.mutate,
  // Unit tests are fast: no worker start to wait for beyond the default.
  timeoutMS: 5_000,
  // A result file of its own: the suites' file records other tests as the killers of the same source files.
  incrementalFile: `reports/mutation/stryker-incremental-${name}.json`,
  jsonReporter: { fileName: `reports/mutation/mutation-${name}.json` },
  htmlReporter: { fileName: `reports/mutation/mutation-${name}.html` },
};
