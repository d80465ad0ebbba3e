import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../spec/clauses/types.ts';
import { repositoryRoot } from './found-lists.ts';

/** The "Adding an area" section of ARCHITECTURE.md (up to the next heading of the same level). */
function recipe(): string {
  const text = readFileSync(join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
  const start = text.indexOf('## Adding an area\n');
  if (start < 0) throw new Error('ARCHITECTURE.md has no "## Adding an area" section');
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

/** The repository paths a text names in code spans: anything with a slash, or a file name with an extension. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/\(.*$/, ''));
  return [...new Set(spans.filter((s) => /^[\w.<>-]+(\/[\w.<>*-]*)+$|^[\w<>-]+\.(ts|md|json)$/.test(s)))];
}

const skipped = new Set(['node_modules', '.git', 'reports']);
function allPaths(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = `${prefix}${name}`;
    return statSync(join(dir, name)).isDirectory() ? [`${path}/`, ...allPaths(join(dir, name), `${path}/`)] : [path];
  });
}

/** `<area>` stands for the area, any other `<placeholder>` or `*` for one name. */
function pattern(path: string, area: string): RegExp {
  const escaped = path.replaceAll('<area>', area).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/<[\w-]+>|\*/g, '[^/]+')}/?$`);
}

describe('the "Adding an area" recipe of ARCHITECTURE.md', () => {
  const paths = namedPaths(recipe());
  const repository = allPaths(repositoryRoot);
  const found = (path: string, area: string): boolean => {
    const re = pattern(path, area);
    return repository.some((p) => re.test(p));
  };

  it('names the files an area is made of', () => {
    for (const expected of [
      'reference/<area>/',
      'conformance/suites/<area>/',
      'scripts/deviants/<area>.ts',
      'spec/clauses/types.ts',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('names only paths that exist, with <area> standing for a real area', () => {
    const missing = paths.filter((path) => !areas.some((area) => found(path, area)));
    expect(missing).toEqual([]);
  });

  it('names the last area added (stablecoins) in every tree it lists', () => {
    const perArea = paths.filter((p) => p.includes('<area>') && !p.includes('<slice>') && !p.startsWith('spec/'));
    expect(perArea.filter((path) => !found(path, 'stablecoins'))).toEqual([]);
  });
});
