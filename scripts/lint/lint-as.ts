import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const biome = resolve(root, 'node_modules', '.bin', 'biome');

/**
 * Lints `fixture` as if it lived at `asPath` (a repository path) with the project's configuration: the rules of
 * `biome.jsonc` apply by folder, so the fixture is copied to that path in a scratch tree beside a copy of the
 * configuration, and never into the project's own folders.
 */
export function lintAs(fixture: string, asPath: string): { readonly ok: boolean; readonly output: string } {
  const scratch = mkdtempSync(resolve(tmpdir(), 'lint-as-'));
  try {
    copyFileSync(resolve(root, 'biome.jsonc'), resolve(scratch, 'biome.jsonc'));
    mkdirSync(dirname(resolve(scratch, asPath)), { recursive: true });
    copyFileSync(fixture, resolve(scratch, asPath));
    // The scratch tree is no git repository: the configuration's ignore-file lookup is turned off for it.
    const result = spawnSync(biome, ['lint', '--error-on-warnings', '--vcs-enabled=false', '--colors=off', asPath], {
      cwd: scratch,
      encoding: 'utf8',
    });
    if (result.error) throw result.error;
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
