import type { ReferenceData } from '../store/data.ts';

/**
 * The platform configuration (`GET`/`PATCH /config`). The document names `feeConfigs` and
 * `cardTokenization2faConfig` (2.6) and the webhook endpoint (part 6); members follow the production facts.
 */
export interface PlatformConfigRecord {
  /** `PlatformConfig:<uuid>`. */
  id: string;
  /** Where webhook notifications are delivered (part 6). */
  webhookEndpoint?: string;
  /** Other members the platform set with `PATCH /config`, as validated (`feeConfigs`, `umaDomain`...). */
  settings: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** The key of the one row of the `platformConfig` table. */
export const platformConfigKey = 'platform';

/** The configured webhook endpoint, if any. */
export function platformWebhookEndpoint(data: ReferenceData): string | undefined {
  return Object.hasOwn(data.platformConfig, platformConfigKey)
    ? data.platformConfig[platformConfigKey]?.webhookEndpoint
    : undefined;
}

/** The PlatformConfig body (production shape). */
export function toPlatformConfigResponse(record: PlatformConfigRecord): Record<string, unknown> {
  return {
    id: record.id,
    ...record.settings,
    ...(record.webhookEndpoint === undefined ? {} : { webhookEndpoint: record.webhookEndpoint }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
