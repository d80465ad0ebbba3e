/**
 * Writes `spec/keys/generated.ts` (the clause ids, error codes and operations of `spec/` as literal data, so that
 * `ClauseId`, `ErrorCode` and `OperationId` are literal unions and a misspelt key is a type error) and
 * `spec/keys/request-bodies.ts` (the type of every JSON request body, from its request schema). The unit tests of
 * `spec/keys/` fail when either file is out of date.
 *
 *   npm run generate:keys
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requestBodiesSource } from '../spec/keys/request-bodies-source.ts';
import { generatedKeysSource } from '../spec/keys/source.ts';

for (const [file, source] of [
  ['generated.ts', generatedKeysSource()],
  ['request-bodies.ts', requestBodiesSource()],
] as const) {
  const target = fileURLToPath(new URL(`../spec/keys/${file}`, import.meta.url));
  writeFileSync(target, source);
  process.stderr.write(`wrote ${target}\n`);
}
