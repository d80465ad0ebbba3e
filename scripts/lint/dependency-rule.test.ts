import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

const fixture = (name: string) => resolve(import.meta.dirname, 'fixtures', name);
const importsReference = fixture('imports-the-reference.ts');
const importsSuite = fixture('imports-the-suite.ts');
const importsSpec = fixture('imports-the-spec.ts');

// ARCHITECTURE.md: conformance -> spec <- reference; spec/ imports neither side; only the composition roots import the
// reference. The linter enforces it by folder root; these run it on files that break the rule and on files that keep it.
describe('the linter enforces the dependency rule', () => {
  it.each([
    ['spec/', importsReference, 'spec/clauses/fixture.ts'],
    ['spec/', importsSuite, 'spec/clauses/fixture.ts'],
    ['conformance/', importsReference, 'conformance/support/fixture.ts'],
    ['a conformance test', importsReference, 'conformance/cli/fixture.test.ts'],
    ['reference/ server code', importsSuite, 'reference/customers/fixture.ts'],
  ])('refuses an import across the rule from %s', (_tree, file, asPath) => {
    const linted = lintAs(file, asPath);
    expect(linted.ok).toBe(false);
    expect(linted.output).toContain('lint/style/noRestrictedImports');
    expect(linted.output).toContain('conformance -> spec <- reference');
  });

  it.each([
    ['the embedded run, the composition root', importsReference, 'conformance/cli/embedded.ts'],
    ['a script', importsReference, 'scripts/kill-matrix/fixture.ts'],
    ['a test of the reference', importsSuite, 'reference/customers/fixture.test.ts'],
    ['conformance/', importsSpec, 'conformance/support/fixture.ts'],
    ['reference/', importsSpec, 'reference/customers/fixture.ts'],
  ])('accepts what %s may import', (_who, file, asPath) => {
    const linted = lintAs(file, asPath);
    expect(linted.output).not.toContain('noRestrictedImports');
    expect(linted.ok).toBe(true);
  });
});
