import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exists, pathsInComments, pathsInMarkdown, repositoryEntries, type NamedPath } from './named-paths.ts';

const root = resolve(import.meta.dirname, '..', '..');
const entries = repositoryEntries(root, new Set(['node_modules', '.git', 'reports/runs', '.stryker-tmp', 'data']));

/**
 * Paths named that are not repository files: what a run writes (the reports, the kill matrix's and Stryker's), the
 * config and data files a user keeps, caches outside the tree, and the made-up names of examples.
 */
const notInTheRepository = new Set([
  'junit.xml',
  'results.json',
  'summary.md',
  'report.html',
  'kill-matrix.json',
  'kill-matrix.md',
  'reports/mutation/mutation.json',
  'reference/http/x/y.ts',
  'x.test.ts',
  'conformance.config.json',
  'data/reference.db.json',
  'reports/latest',
  'reports/latest/',
  'node_modules/.cache/payments-conformance/',
  'node_modules/.vite-conformance/',
]);

const docs = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'reference/README.md',
  ...[...entries].filter((e) => e.startsWith('docs/') && e.endsWith('.md')),
];
const sources = [...entries].filter(
  (e) => /\.(ts|js|mjs)$/.test(e) && !e.startsWith('bin/cli-bundle') && !e.startsWith('scripts/lint/fixtures/'),
);

function missing(named: readonly NamedPath[]): string[] {
  return named
    .filter((n) => !notInTheRepository.has(n.path) && !exists(n, entries))
    .map((n) => `${n.in}:${n.line}: ${n.path}`);
}

describe('every repository path the docs and comments name exists', () => {
  it('in the Markdown docs', () => {
    const named = docs.flatMap((file) => pathsInMarkdown(readFileSync(resolve(root, file), 'utf8'), file));
    expect(named.length).toBeGreaterThan(100);
    expect(missing(named)).toEqual([]);
  });

  it('in the comments of the code', () => {
    const named = sources.flatMap((file) => pathsInComments(readFileSync(resolve(root, file), 'utf8'), file));
    expect(named.length).toBeGreaterThan(100);
    expect(missing(named)).toEqual([]);
  });
});

describe('the path finder', () => {
  it('finds code-span paths and leaves out placeholders, clause ids and options', () => {
    const text = 'See `conformance/cli/main.ts`, `<area>-rules.ts`, `7.2/unauthorized-api-credentials`, `--only auth`.';
    expect(pathsInMarkdown(text, 'README.md').map((n) => n.path)).toEqual(['conformance/cli/main.ts']);
  });

  it('finds paths in comments only, written out or in code spans', () => {
    const text = [
      "const a = 'spec/not-a-comment.ts';",
      '// read by `engine/plan.ts` and conformance/support/declare.ts.',
      ' * see `gone.ts`',
    ].join('\n');
    expect(pathsInComments(text, 'x.ts').map((n) => n.path)).toEqual([
      'engine/plan.ts',
      'conformance/support/declare.ts',
      'gone.ts',
    ]);
  });

  it('resolves from the root, the naming folder, or the end of a path; a renamed file is missing', () => {
    const at = (path: string, file = 'ARCHITECTURE.md') => exists({ path, in: file, line: 1 }, entries);
    expect(at('conformance/cli/main.ts')).toBe(true);
    expect(at('cli/main.ts')).toBe(true);
    expect(at('../spec/operations.ts', 'reference/README.md')).toBe(true);
    expect(at('conformance/cli/no-such-file.ts')).toBe(false);
  });
});
