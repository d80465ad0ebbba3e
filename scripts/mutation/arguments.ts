/** The arguments of `npm run mutation` (see `run.ts`). */

/** Splits the driver's own options from Stryker's. */
export function splitArguments(args: readonly string[]): {
  scopes: string[];
  survivors: boolean;
  unit: string | undefined;
  stryker: string[];
} {
  const scopes: string[] = [];
  const stryker: string[] = [];
  let survivors = false;
  let unit: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--survivors') survivors = true;
    // The first unit group, kept under its own flag.
    else if (arg === '--harness') unit = 'harness';
    else if (arg === '--unit') {
      unit = args[++i];
      if (unit === undefined) throw new Error('--unit needs the name of a unit group');
    } else if (arg.startsWith('--unit=')) unit = arg.slice('--unit='.length);
    else if (arg === '--scope') {
      const value = args[++i];
      if (value === undefined) throw new Error('--scope needs a directory or glob');
      scopes.push(value);
    } else if (arg.startsWith('--scope=')) scopes.push(arg.slice('--scope='.length));
    else stryker.push(arg);
  }
  return { scopes, survivors, unit, stryker };
}

/** Stryker's `--mutate` value for the scopes: their globs, then the configuration's exclusions (`!` patterns). */
export function mutateFor(
  scopes: readonly string[],
  configured: readonly string[],
  isDirectory: (path: string) => boolean,
): string {
  const globs = scopes.map((scope) => {
    const trimmed = scope.replace(/\/+$/, '');
    return isDirectory(trimmed) ? `${trimmed}/**/*.ts` : trimmed;
  });
  return [...globs, ...configured.filter((pattern) => pattern.startsWith('!'))].join(',');
}

/**
 * The name a run's copy of the report is kept under (`reports/mutation/scope-<label>.json`), so that runs over other
 * scopes do not overwrite it: the scopes without `reference/`, path separators and glob characters as `-`, joined
 * with `+`; `all` without a scope.
 */
export function reportLabel(scopes: readonly string[]): string {
  const parts = scopes
    .map((scope) =>
      scope
        .replace(/\/+$/, '')
        .replace(/^(\.\/)?reference(\/|$)/, '')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|-+$/g, ''),
    )
    .map((part) => (part === '' ? 'reference' : part));
  return parts.length === 0 ? 'all' : parts.join('+').slice(0, 120);
}

/**
 * Whether a file of the report belongs to a scope: under it when it is a directory, else matched by it as a glob
 * (`**` any directories, `*` and `?` within one path segment). Incremental runs carry every earlier scope's results
 * into the report, so a scope's copy keeps only its own files.
 */
export function inScope(scope: string, isDirectory: (path: string) => boolean): (file: string) => boolean {
  const trimmed = scope.replace(/^\.\//, '').replace(/\/+$/, '');
  if (isDirectory(trimmed)) return (file) => file.startsWith(`${trimmed}/`);
  const pattern = trimmed
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:[^/]+/)*';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return (file) => regex.test(file);
}
