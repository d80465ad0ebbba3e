import { validateSchema } from '../../spec/schemas.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { invalidInput, type FieldError } from '../http/api-error.ts';
import { declaredMembers } from '../http/declared-members.ts';
import type { ReferenceData } from '../store/data.ts';
import { feeConfigErrors } from '../quotes/fee-config-check.ts';
import { newId } from '../util/ids.ts';
import { platformConfigKey, type PlatformConfigRecord } from './platform-config-record.ts';

/** The production event type sent when the webhook endpoint is set or changed. */
export const testEventType = 'TEST';

/** The config row, created on first use. */
function ensureConfig(draft: ReferenceData, now: Date): PlatformConfigRecord {
  const existing = Object.hasOwn(draft.platformConfig, platformConfigKey) ? draft.platformConfig[platformConfigKey] : undefined;
  if (existing) return existing;
  const timestamp = now.toISOString();
  const record: PlatformConfigRecord = {
    id: newId('PlatformConfig'),
    settings: {},
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.platformConfig[platformConfigKey] = record;
  return record;
}

/** A webhook endpoint must be an absolute http(s) URL without credentials: it is where events are POSTed. */
function endpointErrors(value: unknown): FieldError[] {
  if (typeof value !== 'string') return [];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return [];
  return [{ field: 'webhookEndpoint', constraint: { format: 'uri' }, message: 'must be an absolute http or https URL without credentials' }];
}

/** `GET /config`. */
export function getPlatformConfig(deps: AppDeps): Promise<PlatformConfigRecord> {
  return deps.store.transact((draft) => ensureConfig(draft, deps.clock.now()));
}

/**
 * `PATCH /config`: every declared member given replaces the stored one; undeclared members are dropped. Setting or
 * changing `webhookEndpoint` sends a `TEST` event to it (production behaviour), after the change is committed.
 */
export async function updatePlatformConfig(deps: AppDeps, body: Record<string, unknown>): Promise<PlatformConfigRecord> {
  const errors: FieldError[] = [
    ...validateSchema('PlatformConfigUpdateRequest', body).map((v) => ({ ...v })),
    ...endpointErrors(body['webhookEndpoint']),
    ...feeConfigErrors(body, deps.rules),
  ];
  if (errors.length > 0) throw invalidInput('The request body has invalid fields.', errors);
  // Members the request schema does not declare are dropped, at every depth: only what is known is stored.
  const declared = declaredMembers('PlatformConfigUpdateRequest', body) as Record<string, unknown>;
  const { record, endpointChanged } = await deps.store.transact((draft) => {
    const now = deps.clock.now();
    const config = ensureConfig(draft, now);
    const before = config.webhookEndpoint;
    for (const [name, value] of Object.entries(declared)) {
      // null removes the endpoint: the platform then has none (7.1 `WEBHOOK_ENDPOINT_NOT_SET`).
      if (name === 'webhookEndpoint' && value === null) delete config.webhookEndpoint;
      else if (name === 'webhookEndpoint') config.webhookEndpoint = value as string;
      else config.settings[name] = value;
    }
    config.updatedAt = now.toISOString();
    return { record: config, endpointChanged: config.webhookEndpoint !== before };
  });
  if (endpointChanged) deps.events.publish(testEventType);
  return record;
}
