/**
 * The modules the suites import from outside their folder (support, http, spec, binding, ...) precompiled with esbuild
 * into one ES module graph split into shared chunks, which every worker imports natively.
 *
 * Through vite's module runner each worker fetched some three hundred modules one by one from the main thread and
 * compiled each again, and every call between two of them went through the getter of an exports object. A worker now
 * loads a few dozen files, and calls within the graph are plain calls. The suites themselves still go through vite
 * (selection, collection and reports name them), and resolve their imports of these modules to the bundle's files.
 *
 * The bundle is kept under node_modules/.cache (which also makes vitest leave it to Node) and checked against its
 * sources on every run: one stat per source, and the list of suite files; any change rebuilds it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { isBuiltin } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';

/** Bumped when the build below changes, so that a bundle made by an older build is rebuilt. */
const buildVersion = 5;

export interface SupportBundle {
  /** Names the build: changes whenever the bundle is rebuilt. */
  readonly id: string;
  /** The suites' folder, symbolic links resolved (as vite names the files it loads). */
  readonly suitesDir: string;
  /** Each module the suites import from outside their folder (absolute path) to its file in the bundle. */
  readonly modules: ReadonlyMap<string, string>;
  /** Each package the suites import (its specifier) to its file in the bundle. */
  readonly packages: ReadonlyMap<string, string>;
}

interface Meta {
  readonly buildVersion: number;
  readonly root: string;
  readonly suitesDir: string;
  readonly id: string;
  readonly suiteFiles: readonly string[];
  /** Source (relative to the root) to `size:mtime`. */
  readonly inputs: Readonly<Record<string, string>>;
  /** Source (absolute path) to its output (relative to the build's folder). */
  readonly modules: Readonly<Record<string, string>>;
  /** Package specifier to its output (relative to the build's folder). */
  readonly packages: Readonly<Record<string, string>>;
}

const stamp = (file: string) => {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}`;
};

const inside = (dir: string, file: string) => file.startsWith(dir + sep);

/** The TypeScript files under the suites folder (suites and their helpers), relative to it, sorted. */
function suiteFilesOf(suitesDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.[cm]?ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')) found.push(relative(suitesDir, path));
    }
  };
  walk(suitesDir);
  return found.sort();
}

function readMeta(metaPath: string): Meta | undefined {
  try {
    return JSON.parse(readFileSync(metaPath, 'utf8')) as Meta;
  } catch {
    return undefined;
  }
}

function isFresh(meta: Meta, root: string, suitesDir: string, suiteFiles: readonly string[], outDir: string): boolean {
  if (meta.buildVersion !== buildVersion || meta.root !== root || meta.suitesDir !== suitesDir) return false;
  if (meta.suiteFiles.length !== suiteFiles.length || meta.suiteFiles.some((f, i) => f !== suiteFiles[i])) return false;
  try {
    statSync(join(outDir, meta.id));
    return Object.entries(meta.inputs).every(([file, was]) => stamp(join(root, file)) === was);
  } catch {
    return false;
  }
}

/**
 * `import.meta.url` of each bundled module stays its source's own URL (the bundle is rebuilt for another root), so
 * that modules finding files from their place still do; any other `import.meta` member has no meaning here.
 */
// Spelt in parts: the CLI's own bundle rewrites that expression wherever it appears in this file's text.
const importMetaUrl = ['import', 'meta', 'url'].join('.');
const ownImportMeta = (root: string): EsbuildPlugin => ({
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (relative(root, args.path).split(sep).includes('node_modules')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return { contents: text, loader: 'ts' };
      const unsupported = /import\.meta\.(?!url\b)\w+/.exec(text);
      if (unsupported) throw new Error(`${relative(root, args.path)} uses ${unsupported[0]}`);
      const own = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll(importMetaUrl, own), loader: 'ts' };
    });
  },
});

/** Packages left to Node: vitest and its own, which the workers share with the suites (one instance of each). */
const keptExternal = ['vitest', 'vitest/*', '@vitest/*', 'vite', 'vite/*', 'esbuild', 'tsx', 'tsx/*'];
const isKeptExternal = (specifier: string) =>
  keptExternal.some((p) => (p.endsWith('/*') ? specifier.startsWith(p.slice(0, -1)) : specifier === p));

/**
 * What the files under `suitesDir` import from outside it: modules by absolute path (relative specifiers) and
 * packages by name (bare specifiers; Node's own and those kept external left out).
 */
async function importedFromSuites(
  esbuild: typeof import('esbuild'),
  root: string,
  suitesDir: string,
  suiteFiles: readonly string[],
): Promise<{ modules: Set<string>; packages: Set<string>; inputs: string[] }> {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const result = await esbuild.build({
    entryPoints: suiteFiles.map((f) => join(suitesDir, f)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: join(root, '(scan)'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'outside-the-suites',
        setup(build) {
          build.onResolve({ filter: /^\./ }, (args) => {
            const path = resolve(args.resolveDir, args.path);
            if (inside(suitesDir, path)) return undefined;
            statSync(path); // an import that names no file is an error of the suites, not something to bundle
            modules.add(path);
            return { path, external: true };
          });
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (!args.path.startsWith('node:') && !isBuiltin(args.path) && !isKeptExternal(args.path))
              packages.add(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return { modules, packages, inputs: Object.keys(result.metafile.inputs) };
}

/** Where an entry's file goes in the build, without its extension (a module outside the project in a folder apart). */
const outOf = {
  module: (root: string, path: string) => {
    const name = relative(root, path);
    return name.startsWith('..')
      ? join(
          'outside',
          createHash('sha256').update(dirname(path)).digest('hex').slice(0, 12),
          basename(path, extname(path)),
        )
      : name.replace(/\.[cm]?ts$/, '');
  },
  package: (name: string) => join('packages', name.replace(/[^\w@.-]+/g, '_')),
};

async function build(root: string, suitesDir: string, suiteFiles: readonly string[], outDir: string): Promise<Meta> {
  const esbuild = await import('esbuild');
  const scanned = await importedFromSuites(esbuild, root, suitesDir, suiteFiles);
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const buildDir = join(outDir, id);
  const modules: Record<string, string> = {};
  for (const path of scanned.modules) modules[path] = `${outOf.module(root, path)}.mjs`;
  const packages: Record<string, string> = {};
  for (const name of scanned.packages) packages[name] = `${outOf.package(name)}.mjs`;
  const result = await esbuild.build({
    entryPoints: [
      ...[...scanned.modules].map((path) => ({ in: path, out: outOf.module(root, path) })),
      ...[...scanned.packages].map((name) => ({ in: name, out: outOf.package(name) })),
    ],
    absWorkingDir: root,
    outdir: buildDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too (each is many small files Node would load one by one in every worker), except
    // vitest and its own, which must be the instances the workers run the suites with.
    external: keptExternal,
    // For the CommonJS packages' require() of Node's modules (all they require that is not bundled).
    banner: {
      js: `import { createRequire as __supportBundleRequire } from 'node:module'; const require = __supportBundleRequire(${JSON.stringify(pathToFileURL(join(root, 'package.json')).href)});`,
    },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [ownImportMeta(root)],
  });
  const bundled = Object.keys(result.metafile.inputs);
  const intoSuites = bundled.find((file) => inside(suitesDir, resolve(root, file)));
  // A module of the suites' folder in the bundle would have a second instance beside the one vite runs.
  if (intoSuites !== undefined) throw new Error(`${intoSuites} is imported from outside the suites`);
  const inputs: Record<string, string> = {};
  for (const file of new Set([...scanned.inputs, ...bundled])) inputs[file] = stamp(join(root, file));
  return { buildVersion, root, suitesDir, id, suiteFiles, inputs, modules, packages };
}

/**
 * Builds older than this, no longer current, are removed. A run may still be using an older build (its workers import
 * some chunks only when a test needs them), so only after a day.
 */
const staleBuildMs = 24 * 60 * 60 * 1000;

function removeStaleBuilds(outDir: string, current: string): void {
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const path = join(outDir, entry.name);
    if (Date.now() - statSync(path).mtimeMs > staleBuildMs) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The up-to-date bundle of what the suites under `suitesDir` import from outside it, built first when missing or
 * stale; undefined when it cannot be built (no esbuild for this platform, a read-only install), and the workers then
 * load those modules through vite as before.
 */
export async function supportBundle(projectRoot: string, suites: string): Promise<SupportBundle | undefined> {
  if (process.env['PAYMENTS_CONFORMANCE_NO_BUNDLE'] === '1') return undefined;
  // esbuild and vite name files by their real paths.
  const root = realpathSync(projectRoot);
  const suitesDir = realpathSync(suites);
  const outDir = join(
    root,
    'node_modules',
    '.cache',
    'payments-conformance',
    createHash('sha256').update(`${root}\n${suitesDir}`).digest('hex').slice(0, 12),
    'suite-support',
  );
  const metaPath = join(outDir, 'meta.json');
  try {
    const suiteFiles = suiteFilesOf(suitesDir);
    let meta = readMeta(metaPath);
    if (meta === undefined || !isFresh(meta, root, suitesDir, suiteFiles, outDir)) {
      mkdirSync(outDir, { recursive: true });
      meta = await build(root, suitesDir, suiteFiles, outDir);
      // Written aside then renamed: a run starting at the same time reads the old build or this one, never half.
      const aside = `${metaPath}.${process.pid}.tmp`;
      writeFileSync(aside, JSON.stringify(meta));
      renameSync(aside, metaPath);
      removeStaleBuilds(outDir, meta.id);
    }
    const buildDir = join(outDir, meta.id);
    return {
      id: meta.id,
      suitesDir,
      modules: new Map(Object.entries(meta.modules).map(([source, output]) => [source, join(buildDir, output)])),
      packages: new Map(Object.entries(meta.packages).map(([name, output]) => [name, join(buildDir, output)])),
    };
  } catch (error) {
    process.stderr.write(
      `note: the suites load their support modules through vite (slower start): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`,
    );
    return undefined;
  }
}

/**
 * The vite plugin resolving the suites' imports of bundled modules to the bundle. Its name carries the build, which
 * vitest's module cache keys on: a suite compiled against one build is not reused with another.
 */
export function supportBundlePlugin(bundle: SupportBundle) {
  return {
    name: `payments-conformance-support-bundle:${bundle.id}`,
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined): string | undefined {
      if (importer === undefined) return undefined;
      const from = importer.split('?')[0]!;
      if (!inside(bundle.suitesDir, from)) return undefined;
      return source.startsWith('.') ? bundle.modules.get(resolve(dirname(from), source)) : bundle.packages.get(source);
    },
  };
}
