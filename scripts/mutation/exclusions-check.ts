/**
 * `tsx scripts/mutation/exclusions-check.ts <git-ref> [files...]`: instruments each reference file twice with
 * Stryker's own instrumenter, as it was at `<git-ref>` (inline marks) and as it is now (the ledger), and prints the
 * mutants whose ignore reason differs (matched by mutator, replacement and the code they replace). No output but the
 * totals: the ledger excludes exactly what the marks excluded.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { allExclusions, createIgnorer } from './exclusions.mjs';

const logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: (m: string) => process.stderr.write(`${m}\n`),
  error: (m: string) => process.stderr.write(`${m}\n`),
  fatal: (m: string) => process.stderr.write(`${m}\n`),
};

type Key = string;
async function ignored(name: string, content: string, withLedger: boolean): Promise<Map<Key, string[]>> {
  const instrumenter = new Instrumenter(logger as never);
  const ignorers = withLedger ? [createIgnorer(allExclusions(), (m) => process.stderr.write(`${m}\n`))] : [];
  const result = await instrumenter.instrument([{ name, content, mutate: true }], {
    ignorers,
    excludedMutations: [],
    noHeader: true,
    plugins: null,
  } as never);
  const lines = content.split('\n');
  const byKey = new Map<Key, string[]>();
  for (const m of result.mutants) {
    const { start, end } = m.location;
    const code =
      start.line === end.line
        ? (lines[start.line] ?? '').slice(start.column, end.column)
        : `${(lines[start.line] ?? '').slice(start.column)}…${(lines[end.line] ?? '').slice(0, end.column)}`;
    const bare = (text: string) => text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');
    const key = `${m.mutatorName} ${bare(m.replacement)} @ ${bare(code)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), m.status === 'Ignored' ? (m.statusReason ?? '') : '-']);
  }
  for (const reasons of byKey.values()) reasons.sort();
  return byKey;
}

async function main(ref: string, files: readonly string[]): Promise<number> {
  let differences = 0;
  let ignoredBefore = 0;
  let ignoredAfter = 0;
  for (const file of files) {
    const before = execFileSync('git', ['show', `${ref}:${file}`], { encoding: 'utf8', maxBuffer: 1 << 26 });
    const after = readFileSync(file, 'utf8');
    const a = await ignored(resolve(file), before, false);
    const b = await ignored(resolve(file), after, true);
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      const x = a.get(key) ?? [];
      const y = b.get(key) ?? [];
      ignoredBefore += x.filter((r) => r !== '-').length;
      ignoredAfter += y.filter((r) => r !== '-').length;
      if (JSON.stringify(x) !== JSON.stringify(y)) {
        differences += 1;
        process.stdout.write(`${file}: ${key}\n  marks:  ${JSON.stringify(x)}\n  ledger: ${JSON.stringify(y)}\n`);
      }
    }
  }
  process.stdout.write(
    `ignored with the marks ${ignoredBefore}, with the ledger ${ignoredAfter}, ${differences} differ\n`,
  );
  return differences === 0 ? 0 : 1;
}

const [ref, ...rest] = process.argv.slice(2);
const files =
  rest.length > 0
    ? rest
    : readdirSync('reference', { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        .map((e) => join(e.parentPath, e.name))
        .filter((f) => {
          try {
            execFileSync('git', ['cat-file', '-e', `${ref}:${f}`]);
            return true;
          } catch {
            return false;
          }
        });
main(ref ?? 'main', files).then((code) => process.exit(code));
