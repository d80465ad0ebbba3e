// @ts-check
/**
 * StrykerJS over the reference server, with the conformance suites as the killer (`npm run mutation`).
 *
 * The suites reach the reference over HTTP, so no test imports the code it covers: vitest's `related` filter is off,
 * and each suite file's worker starts the reference in-process (vitest.mutation.config.ts), which lets per-test
 * coverage run each mutant against only the tests that executed it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The reference's behaviour as the document describes it; what is left out is not reached by a conformance run
  // or not observable by a client.
  mutate: [
    'reference/**/*.ts',
    '!reference/**/*.test.ts',
    // Unit-test helpers.
    '!reference/test-support/**',
    '!reference/customers/documents/test-upload.ts',
    '!reference/cards/card-test-support.ts',
    // Process entry point, listener start/stop, environment parsing: the embedded run does not go through them.
    '!reference/main.ts',
    '!reference/server.ts',
    '!reference/config.ts',
    // The file store backs `npm start`; the embedded run uses the memory store.
    '!reference/store/file-store.ts',
    // Operational log lines are not part of the interface.
    '!reference/http/logger.ts',
  ],
  // The mutants left out of the score, with their reasons, are data (scripts/mutation/exclusions/<area>.json), not
  // marks in the source: the `exclusion-ledger` ignorer gives each one the reason of its entry, so the report keeps
  // them (status Ignored) and the table counts the score both with and without them.
  plugins: ['@stryker-mutator/*', './scripts/mutation/exclusion-plugin.mjs'],
  ignorers: ['exclusion-ledger'],
  // Two cores: two vitest instances of one worker each.
  concurrency: 2,
  // Added to the mutant's expected time (its covering tests' time x timeoutFactor): room for a worker start.
  timeoutMS: 10_000,
  timeoutFactor: 1.5,
  ignorePatterns: ['reports', 'data', 'coverage'],
  // Reuse earlier results for code and tests that did not change (committed, so a run resumes where the last one
  // stopped). A run narrowed by `--scope` retests only its files and carries the other files' results over as they
  // were, so the file holds the union of every scope measured.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['progress', 'clear-text', 'json', 'html'],
  clearTextReporter: { reportTests: false, reportMutants: false },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the sandbox's tsconfig `extends`/`references` through the TypeScript JS API, which TypeScript 7
  // (native) no longer has. Ours has neither, so the rewrite is switched off by naming no tsconfig file.
  tsconfigFile: '',
};
