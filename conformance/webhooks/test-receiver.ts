/**
 * The webhook receiver of one test, configured as the platform's endpoint: on the run's webhook port, and, when the
 * server under test says when it has gone quiet (the embedded reference) and delivers straight to the receiver, with
 * that signal, so a wait for an event that is not coming ends once nothing more can come instead of at its timeout.
 * The verdict is the same either way: the event did not arrive.
 */
import type { RunContext } from '../engine/run-context.ts';
import type { SandboxClockCapability } from '../support/sandbox-clock.ts';
import type { TestKit } from '../support/test-kit.ts';
import { startWebhookReceiver, type ReceiverOptions, type WebhookReceiver } from './receiver.ts';

/** The receiver options of `t`'s receiver, `answerStatus` aside. */
export function testReceiverOptions(
  t: {
    readonly run: Pick<RunContext, 'webhookUrl' | 'webhookPort'>;
    readonly sandboxClock?: Pick<SandboxClockCapability, 'settled'>;
  },
  options: Pick<ReceiverOptions, 'answerStatus'> = {},
): ReceiverOptions {
  const clock = t.sandboxClock;
  // With a run's own webhook URL a forwarder stands between the server and the receiver: the server may see a
  // delivery answered before the receiver has it, so its settling says nothing about what is still to arrive.
  const settled =
    clock !== undefined && t.run.webhookUrl === undefined
      ? (withinMs: number, signal: AbortSignal) => clock.settled(withinMs, signal)
      : undefined;
  return {
    ...options,
    ...(t.run.webhookPort === undefined ? {} : { port: t.run.webhookPort }),
    ...(settled === undefined ? {} : { settled }),
  };
}

/**
 * Runs `body` with a receiver on loopback that the deployment delivers to: the receiver's own URL, or the run's
 * `--webhook-url` that forwards to it. The receiver is closed whatever happens.
 */
export async function withWebhookReceiver(
  t: TestKit,
  body: (receiver: WebhookReceiver) => Promise<void>,
  options: Pick<ReceiverOptions, 'answerStatus'> = {},
): Promise<void> {
  const label =
    options.answerStatus === undefined
      ? 'start the webhook receiver'
      : `start a webhook receiver answering ${options.answerStatus}`;
  const receiver = await t.setup(label, () => startWebhookReceiver(testReceiverOptions(t, options)));
  try {
    await t.setup('configure the webhook endpoint', () =>
      t.binding.configureWebhookEndpoint(t.run.webhookUrl ?? receiver.url),
    );
    await body(receiver);
  } finally {
    await receiver.close();
  }
}
