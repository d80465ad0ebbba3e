// The CLI's own modules as one precompiled ES module, made with esbuild (declared, the version tsx uses) and kept under
// node_modules/.cache. Loading the TypeScript sources through tsx's loader cost most of a short run's CPU: every module
// of the CLI and of its dependencies (vitest, vite) passed through the loader's hooks thread. The bundle is checked
// against its sources on every start (one stat per source file) and rebuilt when any changed, so it never runs stale
// code. The suites are not in it: vitest compiles them in its workers.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bumped when the build below changes, so that a bundle made by an older build is rebuilt. */
const buildVersion = 4;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'conformance', 'cli', 'main.ts');
// One folder per project root: checkouts sharing one node_modules (a copy of the tree, a mutation sandbox) would
// otherwise rebuild each other's bundle on every start.
const outDir = join(root, 'node_modules', '.cache', 'payments-conformance', createHash('sha256').update(root).digest('hex').slice(0, 12));
const bundlePath = join(outDir, 'cli.mjs');
const metaPath = join(outDir, 'cli.json');

/** Size and modification time of each source the bundle was made from, and where it was made. */
function stamp(file) {
  const s = statSync(file);
  return `${s.size}:${s.mtimeMs}`;
}

function isFresh() {
  let meta;
  try {
    meta = JSON.parse(readFileSync(metaPath, 'utf8'));
    statSync(bundlePath);
  } catch {
    return false;
  }
  if (meta.buildVersion !== buildVersion || meta.root !== root) return false;
  try {
    return Object.entries(meta.inputs).every(([file, was]) => stamp(join(root, file)) === was);
  } catch {
    return false;
  }
}

/**
 * In the bundle every module shares the bundle's `import.meta.url`; the modules that locate files from their own
 * place get theirs back, relative to the bundle so that a moved project still works. Relative to where the bundle
 * really is (`bundleDir`, symbolic links resolved, as Node resolves them for the bundle's own URL): a project whose
 * node_modules is a link into another tree keeps its bundle there, and must still find its own files, not the other's.
 */
const ownImportMeta = (bundleDir) => ({
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      // The project's own modules (which, in an installed package, are themselves under a node_modules folder).
      if (relative(root, args.path).split(sep).includes('node_modules')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return { contents: text, loader: 'ts' };
      const unsupported = /import\.meta\.(?!url\b)\w+/.exec(text);
      if (unsupported) throw new Error(`${relative(root, args.path)} uses ${unsupported[0]}: use import.meta.url`);
      const own = relative(bundleDir, args.path).split(sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`), loader: 'ts' };
    });
  },
});

async function build() {
  const esbuild = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const bundleDir = realpathSync(outDir);
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The dependencies are bundled too (loading hundreds of small CommonJS files cost more than their code), except
    // vitest and its tool chain, which must be the ones the workers use, and the compilers.
    external: ['vitest', 'vitest/*', '@vitest/*', 'vite', 'vite/*', 'rolldown', 'rolldown/*', 'esbuild', 'tsx', 'tsx/*'],
    // For the CommonJS dependencies' require() of Node's modules.
    banner: { js: "import { createRequire as __cliBundleRequire } from 'node:module'; const require = __cliBundleRequire(import.meta.url);" },
    outfile: bundlePath,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [ownImportMeta(bundleDir)],
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) inputs[file] = stamp(join(root, file));
  // Written aside then renamed: two runs starting at once never read a half-written bundle.
  const suffix = `.${process.pid}.tmp`;
  for (const out of result.outputFiles) writeFileSync(out.path + suffix, out.contents);
  for (const out of result.outputFiles) renameSync(out.path + suffix, out.path);
  writeFileSync(metaPath + suffix, JSON.stringify({ buildVersion, root, inputs }));
  renameSync(metaPath + suffix, metaPath);
}

/**
 * The URL of an up-to-date bundle of the CLI, built first when missing or stale; undefined when it cannot be built
 * (no esbuild for this platform, a read-only install), and the caller runs the sources through tsx instead.
 */
export async function cliBundle() {
  if (process.env.PAYMENTS_CONFORMANCE_NO_BUNDLE === '1') return undefined;
  if (!isFresh()) {
    try {
      await build();
    } catch (error) {
      process.stderr.write(`note: running the CLI from its TypeScript sources (slower start): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
      rmSync(metaPath, { force: true });
      return undefined;
    }
  }
  return pathToFileURL(bundlePath).href;
}
