/** Types of exclusions.mjs (the exclusion ledger). */
export type Exclusion =
  | { readonly files: string; readonly reason: string }
  | {
      readonly file: string;
      readonly line: string;
      readonly nth?: number;
      readonly mutators: string;
      readonly reason: string;
    }
  | {
      readonly file: string;
      readonly from: string;
      readonly fromNth?: number;
      readonly to?: string;
      readonly toNth?: number;
      readonly mutators: string;
      readonly reason: string;
    };

export interface Directive {
  readonly line: number;
  readonly mutators: string;
  readonly reason: string;
}

export const ledgerDirectory: string;
export function ledgerFileOf(file: string): string;
export function readLedger(path: string): Exclusion[];
export function writeLedger(path: string, exclusions: readonly Exclusion[]): void;
export function allExclusions(directory?: string): Exclusion[];
export function globToRegExp(glob: string): RegExp;
export function resolveDirectives(
  file: string,
  text: string,
  exclusions: readonly Exclusion[],
): { directives: Directive[]; stale: Exclusion[] };
export function fileExclusionOf(file: string, exclusions: readonly Exclusion[]): string | undefined;
export function createIgnorer(
  exclusions: readonly Exclusion[],
  log?: (message: string) => void,
): { shouldIgnore(path: unknown): string | undefined };
