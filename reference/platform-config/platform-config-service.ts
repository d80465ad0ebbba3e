import type { AppDeps } from '../http/app-deps.ts';
import type { FieldError } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import { feeConfigErrors } from '../quotes/fee-config-check.ts';
import { newId } from '../util/ids.ts';
import { validateSchema } from '../../spec/schemas.ts';
import { platformConfigKey, type PlatformConfigRecord } from './platform-config-record.ts';

/** The production event type sent when the webhook endpoint is set or changed. */
export const testEventType = 'TEST';

/** The config row, created on first use. */
function ensureConfig(draft: ReferenceData, now: Date): PlatformConfigRecord {
  const existing = Object.hasOwn(draft.platformConfig, platformConfigKey)
    ? draft.platformConfig[platformConfigKey]
    : undefined;
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

/**
 * A webhook endpoint must be an absolute http(s) URL without credentials: it is where events are POSTed. The request
 * schema states that form (format and pattern) and lists a value breaking it; this adds what only parsing finds.
 */
function endpointErrors(value: unknown): FieldError[] {
  if (typeof value !== 'string' || validateSchema('PlatformConfigUpdateRequest', { webhookEndpoint: value }).length > 0)
    return [];
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return [];
  return [
    {
      field: 'webhookEndpoint',
      constraint: { format: 'uri' },
      message: 'must be an absolute http or https URL without credentials',
    },
  ];
}

/**
 * The invalid fields of a `PATCH /config` body that its schema cannot express (the webhook endpoint URL, the fee
 * rules): the route lists them with the schema's errors at registration, before the update runs.
 */
export function platformConfigFieldErrors(
  deps: Pick<AppDeps, 'rules'>,
  body: Readonly<Record<string, unknown>>,
): FieldError[] {
  return [...endpointErrors(body['webhookEndpoint']), ...feeConfigErrors(body, deps.rules)];
}

/** `GET /config`. */
export function getPlatformConfig(deps: AppDeps): Promise<PlatformConfigRecord> {
  return deps.store.transact((draft) => ensureConfig(draft, deps.clock.now()));
}

/**
 * `PATCH /config`: every member given replaces the stored one (members the request schema does not declare were
 * dropped at route registration, `http/request-body.ts`, so only what is known is stored); null removes it. Setting or
 * changing `webhookEndpoint` sends a `TEST` event to it (production behaviour), after the change is committed.
 */
export async function updatePlatformConfig(
  deps: AppDeps,
  body: Record<string, unknown>,
): Promise<PlatformConfigRecord> {
  const { record, endpointChanged } = await deps.store.transact((draft) => {
    const now = deps.clock.now();
    const config = ensureConfig(draft, now);
    const before = config.webhookEndpoint;
    for (const [name, value] of Object.entries(body)) {
      // null removes the endpoint: the platform then has none (7.1 `WEBHOOK_ENDPOINT_NOT_SET`).
      if (name === 'webhookEndpoint' && value === null) delete config.webhookEndpoint;
      else if (name === 'webhookEndpoint') config.webhookEndpoint = value as string;
      // null removes any other member too (`umaDomain`): production types its members without null, so a removed
      // one is left out of the answer rather than answered as null.
      else if (value === null) delete config.settings[name];
      else config.settings[name] = value;
    }
    config.updatedAt = now.toISOString();
    return { record: config, endpointChanged: config.webhookEndpoint !== before };
  });
  if (endpointChanged) deps.events.publish(testEventType);
  return record;
}
