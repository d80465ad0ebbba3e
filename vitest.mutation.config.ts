import { defineConfig } from 'vitest/config';

// The conformance suites as the killer of Stryker's mutants (`npm run mutation`, see stryker.config.mjs). Each test
// file's worker starts its own reference in-process (scripts/mutation/worker-setup.ts), so that per-test coverage
// sees the reference code each test reaches over HTTP. Not for ordinary runs: those go through the conformance CLI.
export default defineConfig({
  test: {
    include: ['conformance/suites/**/*.conformance.ts'],
    setupFiles: ['scripts/mutation/worker-setup.ts'],
    hookTimeout: 30_000,
    isolate: false,
  },
  cacheDir: 'node_modules/.vite-mutation',
});
