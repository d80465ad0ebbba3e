/**
 * `tsx scripts/mutation/forget-timeouts.ts <incremental.json> <dir>...`: removes the mutants that timed out under each
 * `<dir>` from a Stryker incremental file, so that the next run of that scope tests them again instead of reusing the
 * result (Stryker reuses a result that is not a kill while no test changed).
 *
 * Stryker counts a timeout as detected. On a loaded machine a mutant whose tests only ran slowly times out as well as
 * one that hangs the server, so a measurement taken under load has its timeouts tested again on a quiet machine.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { IncrementalReport } from './merge-incremental.ts';

/** `report` without the timed-out mutants of the files under `dirs`, and how many were removed. */
export function forgetTimeouts(
  report: IncrementalReport,
  dirs: readonly string[],
): { report: IncrementalReport; removed: number } {
  const inDirs = (file: string) => dirs.some((dir) => file.startsWith(`${dir.replace(/\/+$/, '')}/`));
  let removed = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => {
      if (!inDirs(file)) return [file, entry];
      const kept = entry.mutants.filter((mutant) => mutant['status'] !== 'Timeout');
      removed += entry.mutants.length - kept.length;
      return [file, { ...entry, mutants: kept }];
    }),
  );
  return { report: { ...report, files }, removed };
}

async function main(args: readonly string[]): Promise<number> {
  const [path, ...dirs] = args;
  if (path === undefined || dirs.length === 0) {
    process.stderr.write('usage: tsx scripts/mutation/forget-timeouts.ts <incremental.json> <dir>...\n');
    return 2;
  }
  const { report, removed } = forgetTimeouts(JSON.parse(await readFile(path, 'utf8')) as IncrementalReport, dirs);
  await writeFile(path, JSON.stringify(report));
  process.stdout.write(
    `${removed} timed-out mutants removed from ${path}; the next run of ${dirs.join(', ')} tests them again\n`,
  );
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
