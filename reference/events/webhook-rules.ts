/**
 * The webhook configuration rules the reference applies (6, 7.1), part of `ReferenceRules` so that a deviant server
 * can replace exactly one of them.
 */
export interface WebhookRules {
  /** 7.1: a test notification with no endpoint configured answers 400 `WEBHOOK_ENDPOINT_NOT_SET`. */
  readonly refuseTestWithoutEndpoint: boolean;
  /** 7.1: a test notification the endpoint did not accept answers 400 `WEBHOOK_DELIVERY_ERROR`. */
  readonly refuseUndeliveredTest: boolean;
  /** 6: each event goes to the endpoint configured when it is sent (not the one read for an earlier event). */
  readonly webhookEndpointReadPerEvent: boolean;
}

export const rules: WebhookRules = {
  refuseTestWithoutEndpoint: true,
  refuseUndeliveredTest: true,
  webhookEndpointReadPerEvent: true,
};
