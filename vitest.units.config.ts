import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// A unit group's own tests as the killer of its mutants (stryker.units.config.mjs): the group named in
// MUTATION_UNIT, its tests as scripts/mutation/unit-groups.json lists them.
const groups = JSON.parse(
  readFileSync(new URL('./scripts/mutation/unit-groups.json', import.meta.url), 'utf8'),
) as Record<string, { tests: string[]; excludeTests: string[] }>;
const group = groups[process.env.MUTATION_UNIT ?? ''];
if (!group) throw new Error(`MUTATION_UNIT must name a group of scripts/mutation/unit-groups.json`);

export default defineConfig({
  test: { include: group.tests, exclude: group.excludeTests, testTimeout: 20_000 },
  cacheDir: `node_modules/.vite-unit-${process.env.MUTATION_UNIT}`,
});
