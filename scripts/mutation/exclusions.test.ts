import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import {
  type Exclusion,
  allExclusions,
  createIgnorer,
  fileExclusionOf,
  globToRegExp,
  resolveDirectives,
} from './exclusions.mjs';

const source = [
  'function f(a) {',
  '  if (a) {',
  '    return 1;',
  '  }',
  '  if (a) {',
  '    return 2;',
  '  }',
  '}',
].join('\n');

describe('resolveDirectives', () => {
  it('finds a line by its trimmed text, the nth when it repeats, and ranges to a closing line', () => {
    const entries: Exclusion[] = [
      { file: 'r/x.ts', line: 'return 1;', mutators: 'BlockStatement', reason: 'equivalent: one' },
      { file: 'r/x.ts', line: 'if (a) {', nth: 2, mutators: 'all', reason: 'defensive: two' },
      { file: 'r/x.ts', from: 'if (a) {', fromNth: 2, to: '}', toNth: 2, mutators: 'all', reason: 'range' },
      { file: 'r/y.ts', line: 'return 1;', mutators: 'all', reason: 'another file' },
    ];
    const { directives, stale } = resolveDirectives('r/x.ts', source, entries);
    expect(stale).toEqual([]);
    expect(directives.map((d) => d.line)).toEqual([3, 5, 5, 6, 7]);
  });

  it('reports an entry whose line is no longer in the file as stale', () => {
    const entry: Exclusion = { file: 'r/x.ts', line: 'return 3;', mutators: 'all', reason: 'gone' };
    expect(resolveDirectives('r/x.ts', source, [entry]).stale).toEqual([entry]);
  });
});

describe('file exclusions', () => {
  it('match a glob over repository paths', () => {
    expect(globToRegExp('reference/**/*.outside-document.ts').test('reference/http/page.outside-document.ts')).toBe(
      true,
    );
    expect(globToRegExp('reference/**/*.outside-document.ts').test('reference/a/b/c.outside-document.ts')).toBe(true);
    expect(globToRegExp('reference/**/*.outside-document.ts').test('reference/http/page.ts')).toBe(false);
    const entries: Exclusion[] = [{ files: 'reference/*.ts', reason: 'top level' }];
    expect(fileExclusionOf('reference/app.ts', entries)).toBe('top level');
    expect(fileExclusionOf('reference/http/app.ts', entries)).toBeUndefined();
  });
});

describe('the ignorer', () => {
  it('attaches the directive of each entry to the first node of its line', () => {
    const ast = parse(source, { sourceType: 'module' });
    const ignorer = createIgnorer([{ file: 'reference/x.ts', line: 'return 1;', mutators: 'all', reason: 'why' }]);
    const visited: { node: { type: string; leadingComments?: { value: string }[] } }[] = [];
    const program = {
      node: ast.program,
      hub: { file: { opts: { filename: `${process.cwd()}/reference/x.ts` }, code: source } },
      traverse(visitor: { enter(p: unknown): void }) {
        const walk = (node: unknown): void => {
          if (Array.isArray(node)) {
            for (const child of node) walk(child);
            return;
          }
          if (typeof node !== 'object' || node === null || !('type' in node)) return;
          const path = { node, skip() {} };
          visitor.enter(path);
          visited.push(path as never);
          for (const [key, value] of Object.entries(node)) if (key !== 'loc' && !key.endsWith('Comments')) walk(value);
        };
        for (const statement of ast.program.body) walk(statement);
      },
    };
    expect(ignorer.shouldIgnore(program)).toBeUndefined();
    const carrier = visited.find((p) => p.node.type === 'ReturnStatement');
    expect(carrier?.node.leadingComments?.map((c) => c.value)).toEqual([' Stryker disable next-line all: why']);
  });
});

describe('the ledger', () => {
  it('names only lines that are in the reference as it is (an edited line leaves a stale entry)', () => {
    const exclusions = allExclusions();
    const files = [...new Set(exclusions.flatMap((e) => ('file' in e ? [e.file] : [])))];
    const stale = files.flatMap((file) => resolveDirectives(file, readFileSync(file, 'utf8'), exclusions).stale);
    expect(stale).toEqual([]);
  });

  it('gives every entry a reason that starts with its category', () => {
    const categories = ['outside the document', 'message', 'equivalent', 'defensive', 'wiring'];
    const bad = allExclusions().filter((e) => !categories.some((c) => e.reason.startsWith(`${c}:`)));
    expect(bad).toEqual([]);
  });
});
