import type { Clock } from '../clock.ts';
import type { Logger } from '../http/logger.ts';
import { platformWebhookEndpoint } from '../platform-config/platform-config-record.ts';
import type { Store } from '../store/store.ts';
import { newId } from '../util/ids.ts';
import type { DeliveryOutcome, WebhookDelivery } from './webhook-delivery.ts';

/**
 * Announces events to the platform's configured webhook endpoint (part 6). The envelope is not shown by the
 * document; the reference sends the production shape `{ id: "Webhook:<uuid>", type, timestamp, data }`.
 */
export interface EventPublisher {
  /**
   * Queues `type` (with the resource it concerns as `data`) for delivery and returns at once: a slow or absent
   * receiver never holds up the request that caused the event. Call it after the change is committed.
   */
  publish(type: string, data?: unknown): void;
  /** Resolves once every event published so far has been delivered or given up. */
  idle(): Promise<void>;
  /**
   * Whether an event published so far is still being sent (its endpoint not yet read) or delivered: anywhere, or to
   * `endpoint` when given.
   */
  busy(endpoint?: string): boolean;
  /**
   * Sends a `TEST` notification (production's envelope, no `data`) to the configured endpoint in one attempt and
   * answers how it ended; `undefined` when no endpoint is configured.
   */
  sendTest(): Promise<{ url: string; outcome: DeliveryOutcome } | undefined>;
}

export function createEventPublisher(options: {
  store: Store;
  clock: Clock;
  delivery: WebhookDelivery;
  logger: Logger;
  /** The rule (6); a deviant keeps the endpoint read for the first event. */
  endpointReadPerEvent?: boolean;
}): EventPublisher {
  const { store, clock, delivery, logger } = options;
  const pending = new Set<Promise<void>>();
  let firstEndpoint: string | undefined;

  async function send(type: string, data: unknown): Promise<void> {
    const endpoint =
      options.endpointReadPerEvent === false && firstEndpoint !== undefined
        ? firstEndpoint
        : await store.read(platformWebhookEndpoint);
    firstEndpoint ??= endpoint;
    // With no endpoint there is nobody to tell; the event is dropped, as a platform without webhooks expects.
    if (endpoint === undefined) return;
    const id = newId('Webhook');
    const envelope = { id, type, timestamp: clock.now().toISOString(), ...(data === undefined ? {} : { data }) };
    delivery.enqueue(endpoint, JSON.stringify(envelope), `${type} ${id}`);
  }

  return {
    publish(type, data) {
      const running = send(type, data).catch((error: unknown) => {
        logger.error(`event ${type} not published: ${error instanceof Error ? error.message : String(error)}`);
      });
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
      await delivery.idle();
    },
    busy: (endpoint) => pending.size > 0 || delivery.busy(endpoint),
    async sendTest() {
      const url = await store.read(platformWebhookEndpoint);
      if (url === undefined) return undefined;
      const envelope = { id: newId('Webhook'), type: 'TEST', timestamp: clock.now().toISOString() };
      return { url, outcome: await delivery.attemptOnce(url, JSON.stringify(envelope)) };
    },
  };
}
