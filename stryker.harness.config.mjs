// @ts-check
/**
 * StrykerJS over the embedded run's harness (`npm run mutation -- --harness`): the top-level files of `reference/`
 * that no rule of the document lives in (the injected clock, the task scheduler, quiescence, the rules and app
 * wiring). The suites cannot tell most of their mutants apart by design (quiescence only decides how soon a missed
 * event is reported, never a verdict), so their killer is their own unit tests, beside them.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
import base from './stryker.config.mjs';

export default {
  ...base,
  vitest: { configFile: 'vitest.harness.config.ts', related: false },
  mutate: ['reference/*.ts', '!reference/*.test.ts', '!reference/main.ts', '!reference/server.ts', '!reference/config.ts'],
  // Unit tests are fast: no worker start to wait for beyond the default.
  timeoutMS: 5_000,
  // Its own result file: the suites' file records other tests as the killers of the same source files.
  incrementalFile: 'reports/mutation/stryker-incremental-harness.json',
  jsonReporter: { fileName: 'reports/mutation/mutation-harness.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation-harness.html' },
};
