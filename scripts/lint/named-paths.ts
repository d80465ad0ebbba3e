import { readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** A repository path a document or a comment names, with where it is named. */
export interface NamedPath {
  readonly path: string;
  /** The naming file, relative to the root. */
  readonly in: string;
  readonly line: number;
}

const extensions = 'ts|js|mjs|cjs|json|jsonc|md|yaml|yml|html|xml|txt';
/** A folder (ending in `/`), or a file name with a known extension, in folders or not; a package (`@scope/x`) is neither. */
const pathLike = new RegExp(`^(?:[\\w.@-]+/)+$|^(?:[\\w.@-]+/)*[\\w.@-]+\\.(?:${extensions})$`);
/** A clause id (`7.2/unauthorized-api-credentials`), a media type or a ratio is not a path. */
const notAPath = /^\d+(\.\d+)*\/|^(application|text|image|multipart)\/|^\d+\/\d+$/;

function candidate(token: string): string | undefined {
  const path = token.replace(/^\.\//, '').replace(/[.,:;)]+$/, '');
  // Placeholders (`<area>`), globs and options are examples, not names of files.
  if (/[<>*{}\s]/.test(path) || /^[-@.]/.test(path) || path.includes('://')) return undefined;
  return pathLike.test(path) && !notAPath.test(path) ? path : undefined;
}

/** The paths a Markdown text names in code spans. */
export function pathsInMarkdown(text: string, file: string): NamedPath[] {
  const found: NamedPath[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/`([^`\n]+)`/g)) {
      const path = candidate(match[1]!);
      if (path !== undefined) found.push({ path, in: file, line: index + 1 });
    }
  });
  return found;
}

/** The paths the comments of a source text name: in code spans, or written out with a folder and an extension. */
export function pathsInComments(text: string, file: string): NamedPath[] {
  const found: NamedPath[] = [];
  text.split('\n').forEach((lineText, index) => {
    const comment = /^\s*(?:\/\/|\/\*|\*)(.*)$/.exec(lineText)?.[1] ?? /\s\/\/\s(.*)$/.exec(lineText)?.[1];
    if (comment === undefined) return;
    const tokens = [
      ...[...comment.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      ...[
        ...comment
          .replace(/`[^`]*`/g, ' ')
          .matchAll(new RegExp(`(?:[\\w.@-]+/)+[\\w.@-]+\\.(?:${extensions})\\b`, 'g')),
      ].map((m) => m[0]),
    ];
    for (const token of tokens) {
      const path = candidate(token);
      if (path !== undefined) found.push({ path, in: file, line: index + 1 });
    }
  });
  return found;
}

/** Every file and folder under `root`, relative and with `/`, leaving out dependencies, run output and git. */
export function repositoryEntries(root: string, skip: ReadonlySet<string>): Set<string> {
  const entries = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(root, full).split(sep).join('/');
      if (skip.has(rel)) continue;
      entries.add(entry.isDirectory() ? `${rel}/` : rel);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return entries;
}

/**
 * Whether a named path exists: from the root, from the naming file's folder, or as the end of a repository path
 * (prose names `cli/main.ts` inside the paragraph about `conformance/`, and a file by its name beside its folder).
 */
export function exists(named: NamedPath, entries: ReadonlySet<string>): boolean {
  const asFile = named.path.replace(/\/$/, '');
  const forms = [asFile, `${asFile}/`];
  const local = posix.normalize(posix.join(posix.dirname(named.in), asFile));
  if (forms.some((f) => entries.has(f)) || entries.has(local) || entries.has(`${local}/`)) return true;
  for (const entry of entries) if (forms.some((f) => entry.endsWith(`/${f}`))) return true;
  return false;
}
