import { defineConfig } from 'vitest/config';

// The harness's unit tests as the killer of its mutants (stryker.harness.config.mjs): the top-level files of
// reference/ and their tests beside them.
export default defineConfig({
  test: {
    include: ['reference/*.test.ts'],
    // The entry point, listener and environment parsing are not mutated (stryker.config.mjs); their tests start
    // processes and listeners the sandbox has no use for.
    exclude: ['reference/main.test.ts', 'reference/server.test.ts', 'reference/config.test.ts'],
    testTimeout: 20_000,
  },
  cacheDir: 'node_modules/.vite-harness',
});
