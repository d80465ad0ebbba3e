import {
  conformanceTest,
  describeArea,
  expect,
  expectErrorEnvelope,
  type ApiResponse,
  type TestKit,
} from '../../support/index.ts';
import { attribute } from '../../support/attribution.ts';
import { startWebhookReceiver } from '../../webhooks/receiver.ts';
import { withWebhookReceiver } from '../../webhooks/test-receiver.ts';

const notSet = '7.1/webhook-endpoint-not-set';
const deliveryError = '7.1/webhook-delivery-error';
const delivered = '6/webhook-delivered-to-configured-endpoint';
/** The document gives no figure; the test notification is answered once the endpoint has answered. */
const arrivalTimeoutMs = 8_000;

/** The deployment's test notification; the test skips when its binding offers none. */
async function testNotification(t: TestKit): Promise<ApiResponse> {
  const res = await t.setup('send a test notification', () => t.binding.sendTestWebhook());
  if (res === undefined)
    t.skip(
      'the deployment offers no trigger of the webhook configuration errors (no test notification in its binding)',
    );
  return res;
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
      await withWebhookReceiver(
        t,
        async () => {
          expectErrorEnvelope(await testNotification(t), 400, 'WEBHOOK_DELIVERY_ERROR');
        },
        { answerStatus: 503 },
      );
      // The control: the same call to an endpoint that accepts succeeds, so the 400 above is about the refusal.
      await withWebhookReceiver(
        t,
        async (receiver) => {
          const res = await testNotification(t);
          attribute([deliveryError], () =>
            expect(res.status, `an accepting endpoint: ${res.text.slice(0, 300)}`).toBe(200),
          );
          const arrived = await receiver.waitFor(() => true, arrivalTimeoutMs);
          attribute([delivered], () =>
            expect(arrived, 'the test notification arrives at the configured endpoint').toBeDefined(),
          );
        },
        { answerStatus: 200 },
      );
    },
  );

  conformanceTest(
    'an endpoint that cannot be reached makes the test notification answer 400 WEBHOOK_DELIVERY_ERROR',
    { clauses: [deliveryError], tags: ['sandbox-only', 'webhooks'], timeoutMs: 60_000 },
    async (t) => {
      if (t.run.webhookUrl !== undefined)
        t.skip('the run gives its own webhook URL, which this test cannot make unreachable');
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
