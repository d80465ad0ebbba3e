/**
 * `tsx scripts/mutation/merge-incremental.ts <into.json> <from.json> <dir|glob>...`: copies the results of the source
 * files under each `<dir>` (or matched by a glob, e.g. `reference/*.ts` for the top-level files, as `--scope` takes
 * them) from one Stryker incremental file into another, leaving every other file's results as they were.
 *
 * Runs measured in separate copies of the tree each write a whole incremental file, and a test's id there is only a
 * number of that run: a mutant's `coveredBy`/`killedBy` ids are translated through the test's file and name into the
 * ids of the file merged into (tests it does not know yet are added under new ids).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { inScope } from './arguments.ts';

interface TestEntry {
  id: string;
  name: string;
  [key: string]: unknown;
}
interface MutantEntry {
  coveredBy?: string[];
  killedBy?: string[];
  [key: string]: unknown;
}
export interface IncrementalReport {
  files: Record<string, { mutants: MutantEntry[]; [key: string]: unknown }>;
  testFiles?: Record<string, { tests: TestEntry[]; [key: string]: unknown }>;
  [key: string]: unknown;
}

const testKey = (file: string, name: string) => `${file}\u0000${name}`;

/** Whether a file is under one of `scopes`: a scope without glob characters is a directory. */
function inAnyScope(scopes: readonly string[]): (file: string) => boolean {
  const matchers = scopes.map((scope) => inScope(scope, (path) => !/[*?]/.test(path)));
  return (file) => matchers.some((matches) => matches(file));
}

/** `into` with the files under `dirs` taken from `from`; `into` itself is not changed. */
export function mergeIncremental(
  into: IncrementalReport,
  from: IncrementalReport,
  dirs: readonly string[],
): IncrementalReport {
  const merged: IncrementalReport = structuredClone(into);
  const testFiles = (merged.testFiles ??= {});
  const idOf = new Map<string, string>();
  let nextId = 0;
  for (const [file, entry] of Object.entries(testFiles)) {
    for (const test of entry.tests) {
      idOf.set(testKey(file, test.name), test.id);
      nextId = Math.max(nextId, Number(test.id) + 1 || 0);
    }
  }
  // A test of `from` gets the id the same test has in `into`, or a new one.
  const translate = new Map<string, string>();
  for (const [file, entry] of Object.entries(from.testFiles ?? {})) {
    for (const test of entry.tests) {
      const key = testKey(file, test.name);
      let id = idOf.get(key);
      if (id === undefined) {
        id = String(nextId++);
        idOf.set(key, id);
        const target = (testFiles[file] ??= { ...structuredClone(entry), tests: [] });
        target.tests.push({ ...structuredClone(test), id });
      }
      translate.set(test.id, id);
    }
  }
  const ids = (list: string[] | undefined) => list?.flatMap((id) => translate.get(id) ?? []);
  const inDirs = inAnyScope(dirs);
  // In place, so that the file keeps its order and a merge's diff shows only what changed.
  const taken = new Set(Object.keys(from.files).filter(inDirs));
  for (const file of Object.keys(merged.files)) if (inDirs(file) && !taken.has(file)) delete merged.files[file];
  for (const [file, entry] of Object.entries(from.files)) {
    if (!taken.has(file)) continue;
    merged.files[file] = {
      ...structuredClone(entry),
      mutants: entry.mutants.map((mutant) => {
        const copy: MutantEntry = { ...structuredClone(mutant) };
        const coveredBy = ids(mutant.coveredBy);
        const killedBy = ids(mutant.killedBy);
        if (coveredBy) copy.coveredBy = coveredBy;
        if (killedBy) copy.killedBy = killedBy;
        return copy;
      }),
    };
  }
  return merged;
}

async function main(args: readonly string[]): Promise<number> {
  const [intoPath, fromPath, ...dirs] = args;
  if (intoPath === undefined || fromPath === undefined || dirs.length === 0) {
    process.stderr.write('usage: merge-incremental <into.json> <from.json> <dir>...\n');
    return 2;
  }
  const read = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as IncrementalReport;
  const merged = mergeIncremental(await read(intoPath), await read(fromPath), dirs);
  await writeFile(intoPath, JSON.stringify(merged, null, 2));
  const count = Object.keys(merged.files).filter(inAnyScope(dirs)).length;
  process.stdout.write(`merged ${count} file(s) under ${dirs.join(', ')} from ${fromPath} into ${intoPath}\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
