import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foundListSources, repositoryRoot } from './found-lists.ts';

describe('the lists found in the area folders', () => {
  it('are on disk as the generator writes them today (run `npm run generate` after adding an area file)', () => {
    for (const [path, text] of Object.entries(foundListSources())) {
      expect(readFileSync(join(repositoryRoot, path), 'utf8'), path).toBe(text);
    }
  });

  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  function tree(files: Record<string, string>): string {
    scratch = mkdtempSync(join(tmpdir(), 'areas-'));
    for (const dir of [
      'reference',
      'conformance/binding',
      'conformance/suites',
      'scripts/deviants',
      'spec/openapi/paths',
      'spec/openapi/schemas',
    ]) {
      mkdirSync(join(scratch, dir), { recursive: true });
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(scratch, path, '..'), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    return scratch;
  }

  it('find the fixed exports of an area folder and of its slices, and nothing else', () => {
    const root = tree({
      'reference/cards/routes.ts': 'export function registerRoutes() {}\n',
      'reference/cards/card-rules.ts': 'export const rules = {};\n',
      'reference/cards/helpers.ts': 'export const cardRules = {};\n',
      'reference/customers/documents/routes.ts': 'export function registerRoutes() {}\n',
      'reference/store/routes.ts': 'export function registerRoutes() {}\n',
      'scripts/deviants/cards.ts': 'export const deviants = [];\n',
      'spec/openapi/paths/cards.ts': 'export const paths = {};\n',
      'spec/openapi/paths/helpers.ts': 'export function jsonBody() {}\n',
    });
    const sources = foundListSources(root);
    expect(sources['reference/generated/slices.ts']).toContain(
      "import { registerRoutes as cardsRoutes } from '../cards/routes.ts';",
    );
    expect(sources['reference/generated/slices.ts']).toContain('customersDocumentsRoutes,');
    expect(sources['reference/generated/slices.ts']).not.toContain('store');
    expect(sources['reference/generated/rules.ts']).toContain(
      "import { rules as cardsCardRules } from '../cards/card-rules.ts';",
    );
    expect(sources['reference/generated/rules.ts']).not.toContain('helpers');
    expect(sources['scripts/deviants/areas.generated.ts']).toContain("import { deviants as cards } from './cards.ts';");
    expect(sources['spec/openapi/generated-groups.ts']).toContain(
      "import { paths as cardsPaths } from './paths/cards.ts';",
    );
    expect(sources['spec/openapi/generated-groups.ts']).not.toContain('helpers');
  });

  it('stop at a folder that is neither an area nor infrastructure, naming it', () => {
    expect(() => foundListSources(tree({ 'reference/wallet-auth/routes.ts': '' }))).toThrow(
      /reference\/wallet-auth: not an area/,
    );
    expect(() => foundListSources(tree({ 'conformance/suites/sessions/x.conformance.ts': '' }))).toThrow(
      /conformance\/suites\/sessions/,
    );
    expect(() => foundListSources(tree({ 'scripts/deviants/money.ts': 'export const deviants = [];' }))).toThrow(
      /scripts\/deviants\/money.ts/,
    );
  });

  it('stop at an area file that lacks its fixed export', () => {
    expect(() =>
      foundListSources(tree({ 'conformance/binding/cards/cards-binding.ts': 'export const methods = [];\n' })),
    ).toThrow(/cards-binding.ts: a binding part exports `create`/);
    expect(() => foundListSources(tree({ 'scripts/deviants/cards.ts': 'export const cardDeviants = [];\n' }))).toThrow(
      /exports `deviants`/,
    );
    expect(() => foundListSources(tree({ 'spec/openapi/paths/cards.ts': 'export const cardPaths = {};\n' }))).toThrow(
      /paths\/cards.ts: a group of the OpenAPI document exports `paths`/,
    );
  });
});
