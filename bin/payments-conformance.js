#!/usr/bin/env node
// The packaged CLI. The suites are TypeScript, which vitest compiles when it loads them; the CLI's own modules are
// loaded through tsx, a runtime dependency, so that one source tree serves the clone and the package.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../conformance/cli/main.ts');
main();
