/**
 * Writes `spec/keys/generated.ts`: the clause ids, error codes and operations of `spec/` as literal data, so that
 * `ClauseId`, `ErrorCode` and `OperationId` are literal unions and a misspelt key is a type error. The unit test
 * `spec/keys/keys.test.ts` fails when the file is out of date.
 *
 *   npm run generate:keys
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedKeysSource } from '../spec/keys/source.ts';

const target = fileURLToPath(new URL('../spec/keys/generated.ts', import.meta.url));
writeFileSync(target, generatedKeysSource());
process.stderr.write(`wrote ${target}\n`);
