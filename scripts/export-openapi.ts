/**
 * Prints the OpenAPI document of the interface as JSON, or writes it to the path given as the first argument.
 *
 *   npx tsx scripts/export-openapi.ts                 # to stdout
 *   npx tsx scripts/export-openapi.ts openapi.json    # to a file
 */
import { writeFileSync } from 'node:fs';
import { openapiDocument } from '../spec/openapi/document.ts';

// A closed pipe (`... | head`) is a normal end for a printing command, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const json = `${JSON.stringify(openapiDocument, null, 2)}\n`;
const target = process.argv[2];
if (target === undefined) {
  process.stdout.write(json);
} else {
  writeFileSync(target, json);
  process.stderr.write(`wrote ${target}\n`);
}
