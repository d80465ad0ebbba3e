/**
 * The CLI's precompiled bundle in a copy of the project whose node_modules is a link to this checkout's (a copy made
 * for a mutation run or an experiment, a workspace sharing one install). The copy's bundle is kept inside the linked
 * tree, and Node gives it its real path: the copy's CLI must still read the copy's own files, here its suite manifest.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../conformance/engine/run.ts';
import type { SuiteManifest } from '../conformance/engine/suite-manifest.ts';

const run = promisify(execFile);
const copy = realpathSync(mkdtempSync(join(tmpdir(), 'cli-bundle-copy-')));
// The copy's bundle sits in this checkout's node_modules (through the link), in a folder named after the copy's root.
const copyBundleDir = join(
  projectRoot,
  'node_modules',
  '.cache',
  'payments-conformance',
  createHash('sha256').update(copy).digest('hex').slice(0, 12),
);
afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(copyBundleDir, { recursive: true, force: true });
});

it("a copy whose node_modules links to this checkout's runs its own files, not this checkout's", async () => {
  for (const part of ['bin', 'conformance', 'spec', 'reference', 'package.json', 'tsconfig.json']) {
    cpSync(join(projectRoot, part), join(copy, part), { recursive: true });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The copy's manifest names its versioning tests otherwise than this checkout's does.
  const manifestPath = join(copy, 'conformance', 'engine', 'suite-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    files: Record<string, { name: string }[]>;
  } & SuiteManifest;
  const file = Object.keys(manifest.files).find((f) => f.startsWith('versioning/'));
  expect(file, 'a versioning suite in the manifest').toBeDefined();
  const title = 'a test named only in the copy';
  manifest.files[file!]![0]!.name = `${file} > ${title}`;
  writeFileSync(manifestPath, JSON.stringify(manifest));

  const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? copy };
  const listed = await run(
    process.execPath,
    [join(copy, 'bin', 'payments-conformance.js'), 'run', '--list', '--only', 'versioning'],
    { cwd: copy, env, timeout: 120_000 },
  );
  expect(listed.stdout).toContain(title);
}, 180_000);
