/**
 * Writes the lists the area folders make (`scripts/areas/found-lists.ts`): run after adding or removing an area's
 * folder, or a file exporting one of the fixed names. `scripts/areas/found-lists.test.ts` fails when one is stale.
 *
 *   npm run generate:areas
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { foundListSources, repositoryRoot } from './areas/found-lists.ts';

for (const [path, text] of Object.entries(foundListSources())) {
  const target = join(repositoryRoot, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  process.stderr.write(`wrote ${path}\n`);
}
