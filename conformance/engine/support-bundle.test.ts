import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from './run.ts';
import { supportBundle, supportBundlePlugin } from './support-bundle.ts';

// A suites folder of its own under the project (packages resolve from its node_modules), with a helper module beside
// it that the test changes.
const cache = join(projectRoot, 'node_modules', '.cache', 'payments-conformance-tests');
mkdirSync(cache, { recursive: true });
const place = realpathSync(mkdtempSync(join(cache, 'support-bundle-')));
const suitesDir = join(place, 'suites');
const helper = join(place, 'lib', 'helper.ts');
const toProject = (path: string) => relative(join(suitesDir, 'area'), join(projectRoot, path)).split('\\').join('/');
mkdirSync(join(suitesDir, 'area'), { recursive: true });
mkdirSync(join(place, 'lib'));
writeFileSync(helper, 'export const answer = 41;\n');
writeFileSync(
  join(suitesDir, 'area', 'one.conformance.ts'),
  [
    "import fc from 'fast-check';",
    "import { test } from 'vitest';",
    "import { answer } from '../../lib/helper.ts';",
    `import { validatorCacheDir } from '${toProject('spec/schemas.ts')}';`,
    "import { local } from './local.ts';",
    'test.skip(String([fc, answer, validatorCacheDir, local].length));',
    '',
  ].join('\n'),
);
writeFileSync(join(suitesDir, 'area', 'local.ts'), 'export const local = 1;\n');

afterAll(() => rmSync(place, { recursive: true, force: true }));

describe('supportBundle', () => {
  it('maps each module the suites import from outside their folder, and each package but vitest, to a bundled file', async () => {
    const bundle = await supportBundle(projectRoot, suitesDir);
    if (bundle === undefined) throw new Error('no bundle was built');
    expect([...bundle.modules.keys()].sort()).toEqual(
      [helper, join(realpathSync(projectRoot), 'spec', 'schemas.ts')].sort(),
    );
    expect([...bundle.packages.keys()]).toEqual(['fast-check']);
    for (const file of [...bundle.modules.values(), ...bundle.packages.values()]) {
      expect(file.endsWith('.mjs')).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    const bundled = (await import(pathToFileURL(bundle.modules.get(helper)!).href)) as { answer: number };
    expect(bundled.answer).toBe(41);
    // A project module finding files from its own place (by import.meta.url) still finds them from its source's.
    const schemas = join(realpathSync(projectRoot), 'spec', 'schemas.ts');
    const bundledSchemas = (await import(pathToFileURL(bundle.modules.get(schemas)!).href)) as {
      validatorCacheDir: string;
    };
    expect(bundledSchemas.validatorCacheDir).toBe(
      `${join(realpathSync(projectRoot), 'node_modules', '.cache', 'payments-conformance', 'validators')}/`,
    );
  });

  it('reuses a build while its sources are unchanged, and builds again when one changes', async () => {
    const first = await supportBundle(projectRoot, suitesDir);
    const again = await supportBundle(projectRoot, suitesDir);
    expect(again?.id).toBe(first?.id);
    writeFileSync(helper, readFileSync(helper, 'utf8').replace('answer = 41', 'answer = 42'));
    const rebuilt = await supportBundle(projectRoot, suitesDir);
    expect(rebuilt?.id).not.toBe(first?.id);
    const bundled = (await import(pathToFileURL(rebuilt!.modules.get(helper)!).href)) as { answer: number };
    expect(bundled.answer).toBe(42);
  });

  it('builds again when a suite file is added', async () => {
    const before = await supportBundle(projectRoot, suitesDir);
    writeFileSync(join(suitesDir, 'area', 'two.conformance.ts'), "import { test } from 'vitest';\ntest.skip('x');\n");
    const after = await supportBundle(projectRoot, suitesDir);
    expect(after?.id).not.toBe(before?.id);
    rmSync(join(suitesDir, 'area', 'two.conformance.ts'));
  });

  it('gives no bundle, with a note, when a module outside the suites imports one inside them', async () => {
    const other = mkdtempSync(join(cache, 'support-bundle-'));
    try {
      mkdirSync(join(other, 'suites'));
      mkdirSync(join(other, 'lib'));
      writeFileSync(join(other, 'lib', 'back.ts'), "export { x } from '../suites/x.ts';\n");
      writeFileSync(join(other, 'suites', 'x.ts'), 'export const x = 1;\n');
      writeFileSync(join(other, 'suites', 'a.conformance.ts'), "import { x } from '../lib/back.ts';\nexport { x };\n");
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        expect(await supportBundle(projectRoot, join(other, 'suites'))).toBeUndefined();
        expect(String(stderr.mock.calls[0]?.[0])).toContain('suites/x.ts is imported from outside the suites');
      } finally {
        stderr.mockRestore();
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('supportBundlePlugin', () => {
  const bundle = {
    id: 'b1',
    suitesDir,
    modules: new Map([[helper, '/bundle/lib/helper.mjs']]),
    packages: new Map([['fast-check', '/bundle/packages/fast-check.mjs']]),
  };
  const plugin = supportBundlePlugin(bundle);
  const suite = join(suitesDir, 'area', 'one.conformance.ts');

  it('resolves the suites’ imports of bundled modules and packages to the bundle', () => {
    expect(plugin.resolveId('../../lib/helper.ts', suite)).toBe('/bundle/lib/helper.mjs');
    expect(plugin.resolveId('../../lib/helper.ts', `${suite}?v=1`)).toBe('/bundle/lib/helper.mjs');
    expect(plugin.resolveId('fast-check', suite)).toBe('/bundle/packages/fast-check.mjs');
  });

  it('leaves alone what is not bundled and imports from outside the suites', () => {
    expect(plugin.resolveId('./local.ts', suite)).toBeUndefined();
    expect(plugin.resolveId('vitest', suite)).toBeUndefined();
    expect(plugin.resolveId('./helper.ts', join(place, 'lib', 'other.ts'))).toBeUndefined();
    expect(plugin.resolveId('../../lib/helper.ts', undefined)).toBeUndefined();
  });

  it('is named by its build, which vitest’s module cache keys on', () => {
    expect(plugin.name).toContain('b1');
  });
});
