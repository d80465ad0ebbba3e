import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test as `x.test.ts`. The conformance suites (`*.conformance.ts`) are the
// product and run through the conformance CLI, never through this config.
export default defineConfig({
  test: {
    include: ['bin/**/*.test.ts', 'spec/**/*.test.ts', 'conformance/**/*.test.ts', 'reference/**/*.test.ts', 'scripts/**/*.test.ts', 'examples/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
