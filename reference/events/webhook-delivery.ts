import { request } from 'undici';
import type { WebhookDeliveryConfig } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import { webhookSignatureHeader, type WebhookSigner } from './webhook-signer.ts';

/** How one delivery ended. */
export interface DeliveryOutcome {
  readonly delivered: boolean;
  readonly attempts: number;
  /** HTTP status of the last attempt, when the receiver answered. */
  readonly lastStatus?: number;
}

/** Sends one HTTP POST; resolves to the receiver's status. Injected so that tests need no network. */
export type PostFunction = (
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  timeoutMs: number,
) => Promise<number>;

/** Waits `ms` milliseconds without keeping the process alive. */
export type SleepFunction = (ms: number) => Promise<void>;

export interface WebhookDelivery {
  /** Starts delivering `body` to `url` in the background; never throws and never blocks the caller. */
  enqueue(url: string, body: string, label: string): void;
  /** Resolves when every delivery started so far has ended (tests, orderly shutdown). */
  idle(): Promise<void>;
  /** Whether a delivery is under way (an attempt or the wait before a retry): any, or one to `url` when given. */
  busy(url?: string): boolean;
  /** Makes one signed attempt now and answers how it ended (a test notification: the caller reports it). */
  attemptOnce(url: string, body: string): Promise<DeliveryOutcome>;
}

const postWithUndici: PostFunction = async (url, body, headers, timeoutMs) => {
  const answer = await request(url, {
    method: 'POST',
    body,
    headers,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The receiver's answer body is of no use; it is read to free the connection.
  await answer.body.dump();
  return answer.statusCode;
};

const unrefSleep: SleepFunction = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Delivers webhook bodies with bounded retries: an attempt succeeds on any 2xx answer; otherwise (another status, a
 * connection failure, a timeout) it is retried after a delay that doubles each time, up to `maxAttempts` in all.
 * Each attempt is signed over the exact bytes sent.
 */
export function createWebhookDelivery(options: {
  config: WebhookDeliveryConfig;
  signer: WebhookSigner;
  logger: Logger;
  post?: PostFunction;
  sleep?: SleepFunction;
}): WebhookDelivery {
  const { config, signer, logger } = options;
  const post = options.post ?? postWithUndici;
  const sleep = options.sleep ?? unrefSleep;
  /** Each delivery under way, with the address it goes to. */
  const inFlight = new Map<Promise<DeliveryOutcome>, string>();

  const signed = (text: string) => {
    const body = Buffer.from(text, 'utf8');
    return { body, headers: { 'content-type': 'application/json', [webhookSignatureHeader]: signer.sign(body) } };
  };

  async function deliver(url: string, text: string, label: string): Promise<DeliveryOutcome> {
    const { body, headers } = signed(text);
    let lastStatus: number | undefined;
    for (let attempt = 1; attempt <= config.maxAttempts; attempt += 1) {
      try {
        lastStatus = await post(url, body, headers, config.attemptTimeoutMs);
        if (lastStatus >= 200 && lastStatus < 300) return { delivered: true, attempts: attempt, lastStatus };
      } catch {
        lastStatus = undefined;
      }
      if (attempt < config.maxAttempts) await sleep(config.firstRetryDelayMs * 2 ** (attempt - 1));
    }
    // The endpoint URL is the platform's own configuration, not a secret; the body is never logged.
    // A receiver that is down is the platform's concern, not a fault of this server: logged as information.
    logger.info(
      `webhook ${label} to ${url} not delivered after ${config.maxAttempts} attempts (last status ${lastStatus ?? 'none'})`,
    );
    return { delivered: false, attempts: config.maxAttempts, ...(lastStatus === undefined ? {} : { lastStatus }) };
  }

  return {
    enqueue(url, body, label) {
      const running = deliver(url, body, label);
      inFlight.set(running, url);
      void running.finally(() => inFlight.delete(running));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight.keys()]);
    },
    busy: (url) => (url === undefined ? inFlight.size > 0 : [...inFlight.values()].includes(url)),
    async attemptOnce(url, text) {
      const { body, headers } = signed(text);
      try {
        const status = await post(url, body, headers, config.attemptTimeoutMs);
        return { delivered: status >= 200 && status < 300, attempts: 1, lastStatus: status };
      } catch {
        return { delivered: false, attempts: 1 };
      }
    },
  };
}
