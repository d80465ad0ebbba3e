/** The suite's version: the `version` of the package it ships in, read from its package.json. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../engine/run.ts';

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  return pkg.version;
}
