import { conformanceTest, describeArea, expect, expectErrorEnvelope, type ApiResponse, type TestKit } from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../webhooks/receiver.ts';

const notSet = '7.1/webhook-endpoint-not-set';
const deliveryError = '7.1/webhook-delivery-error';
const delivered = '6/webhook-delivered-to-configured-endpoint';
/** The document gives no figure; the test notification is answered once the endpoint has answered. */
const arrivalTimeoutMs = 8_000;

/** The deployment's test notification; the test skips when its binding offers none. */
async function testNotification(t: TestKit): Promise<ApiResponse> {
  const res = await t.setup('send a test notification', () => t.binding.sendTestWebhook());
  if (res === undefined) t.skip('the deployment offers no trigger of the webhook configuration errors (no test notification in its binding)');
  return res;
}

/** Runs `body` with a receiver answering `status`, configured as the platform's endpoint; closed whatever happens. */
async function withEndpoint(t: TestKit, status: number, body: (receiver: WebhookReceiver) => Promise<void>): Promise<void> {
  const receiver = await t.setup(`start a webhook receiver answering ${status}`, () =>
    startWebhookReceiver({ answerStatus: status, ...(t.run.webhookPort === undefined ? {} : { port: t.run.webhookPort }) }),
  );
  try {
    await t.setup('configure the webhook endpoint', () => t.binding.configureWebhookEndpoint(t.run.webhookUrl ?? receiver.url));
    await body(receiver);
  } finally {
    await receiver.close();
  }
}

describeArea('events', '6 and 7.1: the webhook configuration errors', () => {
  conformanceTest(
    'with no webhook endpoint configured, the test notification answers 400 WEBHOOK_ENDPOINT_NOT_SET',
    { clauses: [notSet], tags: ['sandbox-only', 'webhooks'] },
    async (t) => {
      await t.setup('remove the webhook endpoint', () => t.binding.clearWebhookEndpoint());
      expectErrorEnvelope(await testNotification(t), 400, 'WEBHOOK_ENDPOINT_NOT_SET');
    },
  );

  conformanceTest(
    'an endpoint that refuses makes the test notification answer 400 WEBHOOK_DELIVERY_ERROR; one that accepts gets it',
    { clauses: [deliveryError, delivered], tags: ['sandbox-only', 'webhooks'], timeoutMs: 60_000 },
    async (t) => {
      await withEndpoint(t, 503, async () => {
        expectErrorEnvelope(await testNotification(t), 400, 'WEBHOOK_DELIVERY_ERROR');
      });
      // The control: the same call to an endpoint that accepts succeeds, so the 400 above is about the refusal.
      await withEndpoint(t, 200, async (receiver) => {
        const res = await testNotification(t);
        attribute([deliveryError], () => expect(res.status, `an accepting endpoint: ${res.text.slice(0, 300)}`).toBe(200));
        const arrived = await receiver.waitFor(() => true, arrivalTimeoutMs);
        attribute([delivered], () => expect(arrived, 'the test notification arrives at the configured endpoint').toBeDefined());
      });
    },
  );

  conformanceTest(
    'an endpoint that cannot be reached makes the test notification answer 400 WEBHOOK_DELIVERY_ERROR',
    { clauses: [deliveryError], tags: ['sandbox-only', 'webhooks'], timeoutMs: 60_000 },
    async (t) => {
      if (t.run.webhookUrl !== undefined) t.skip('the run gives its own webhook URL, which this test cannot make unreachable');
      // A receiver's address once it has closed: nothing listens there, so every connection is refused.
      const unreachable = await t.setup('start a webhook receiver and close it', async () => {
        const receiver = await startWebhookReceiver();
        await receiver.close();
        return receiver.url;
      });
      try {
        await t.setup('configure the unreachable endpoint', () => t.binding.configureWebhookEndpoint(unreachable));
        expectErrorEnvelope(await testNotification(t), 400, 'WEBHOOK_DELIVERY_ERROR');
      } finally {
        await t.setup('remove the unreachable endpoint', () => t.binding.clearWebhookEndpoint());
      }
    },
  );
});
