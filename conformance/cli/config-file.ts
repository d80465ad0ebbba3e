/**
 * The config file (`conformance.config.json` in the working directory, or the file given with `--config`): every
 * option of the command line under its long name (`"base-url"`, `"only"`, `"runs"`...), except the secrets. A secret
 * comes from the environment or from a file the config names (`"client-secret-file"`, `"agent-token-file"`), so that
 * the config can be committed and the secret cannot. Relative paths are read from the config file's directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const defaultConfigFileName = 'conformance.config.json';

/** Options whose value is a path: resolved against the config file's directory. */
const pathKeys = new Set(['binding', 'expectations', 'report-dir']);
/** Secrets are refused in the file; the message says where they go instead. */
const secretKeys: Readonly<Record<string, string>> = {
  'client-secret': 'CONFORMANCE_CLIENT_SECRET or "client-secret-file"',
  'agent-token': 'CONFORMANCE_AGENT_TOKEN or "agent-token-file"',
};
const secretFileKeys = { 'client-secret-file': 'client-secret', 'agent-token-file': 'agent-token' } as const;

export type ConfigValue = string | readonly string[] | boolean;

export interface ConfigFile {
  /** Absolute path of the file read. */
  readonly path: string;
  /** Option values by long name, numbers as strings, paths absolute; the secrets read from their files included. */
  readonly values: Readonly<Record<string, ConfigValue>>;
}

/** The file cannot be used: one line saying why (exit 2). */
export class ConfigFileError extends Error {}

/**
 * The config file to read: `explicit` (from `--config` or `CONFORMANCE_CONFIG`, which must exist), else
 * `conformance.config.json` in `cwd` when there is one.
 */
export function configFilePath(explicit: string | undefined, cwd: string): string | undefined {
  if (explicit !== undefined) {
    const path = resolve(cwd, explicit);
    if (!existsSync(path)) throw new ConfigFileError(`config file ${path} does not exist`);
    return path;
  }
  const implicit = resolve(cwd, defaultConfigFileName);
  return existsSync(implicit) ? implicit : undefined;
}

/**
 * Reads and checks a config file. `known` lists the option names it may hold (the CLI's long options, minus the
 * secrets and the command-only ones).
 */
export function loadConfigFile(path: string, known: ReadonlySet<string>): ConfigFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigFileError(`config file ${path} is not readable JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConfigFileError(`config file ${path} must hold a JSON object of options`);
  }
  const dir = dirname(path);
  const values: Record<string, ConfigValue> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === '$schema' || key === '//') continue;
    const where = `config file ${path}: "${key}"`;
    if (key in secretKeys) {
      throw new ConfigFileError(`${where} is a secret and is not read from the config file; use ${secretKeys[key]}`);
    }
    if (key in secretFileKeys) {
      if (typeof value !== 'string' || value === '') throw new ConfigFileError(`${where} must be a file path`);
      const file = resolve(dir, value);
      let secret: string;
      try {
        secret = readFileSync(file, 'utf8').trim();
      } catch (error) {
        throw new ConfigFileError(
          `${where}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        );
      }
      if (secret === '') throw new ConfigFileError(`${where}: ${file} is empty`);
      values[secretFileKeys[key as keyof typeof secretFileKeys]] = secret;
      continue;
    }
    if (!known.has(key)) {
      throw new ConfigFileError(
        `${where} is not an option (options: ${[...known].sort().join(', ')}, client-secret-file, agent-token-file)`,
      );
    }
    if (typeof value === 'boolean') values[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[key] = String(value);
    else if (typeof value === 'string') values[key] = pathKeys.has(key) ? resolve(dir, value) : value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) values[key] = value as string[];
    else throw new ConfigFileError(`${where} must be a string, a number, a boolean or a list of strings`);
  }
  return { path, values };
}
