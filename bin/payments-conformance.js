#!/usr/bin/env node
// The CLI, in the clone (`npm run conformance`) and in the package. Its own modules run from a precompiled bundle
// (`cli-bundle.js`), rebuilt whenever a source changed; without one, from the TypeScript sources through tsx. The suites
// are TypeScript too, which vitest compiles when it loads them.
import { cliBundle } from './cli-bundle.js';

const bundle = await cliBundle();
if (bundle !== undefined) {
  const { main } = await import(bundle);
  main(async () => (await import('tsx/esm/api')).register());
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../conformance/cli/main.ts');
  main();
}
