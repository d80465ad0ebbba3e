import type { PlatformConfigRecord } from './platform-config-record.ts';

/** The table of the platform config, empty. */
export function emptyTables(): {
  /** One row, keyed `platform`. */
  platformConfig: Record<string, PlatformConfigRecord>;
} {
  return { platformConfig: {} };
}
