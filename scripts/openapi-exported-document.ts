/** The OpenAPI document as a tool reads it: the file `scripts/export-openapi.ts` writes, not the module in memory. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenApiLike } from './openapi-answer-check.ts';

/** Runs the export into a temporary file and reads it back. */
export function exportedDocument(): OpenApiLike & Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-export-'));
  try {
    const file = join(dir, 'openapi.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export-openapi.ts', file], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`export-openapi failed: ${run.stderr}`);
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiLike & Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
