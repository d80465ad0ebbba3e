/**
 * Set-up of the payment-rules suites (fees, end-user terms, limits, agent approvals): the platform config read and
 * restored around a fee configuration, quotes with an override, and a destination in another currency.
 */
import type { FeeTerms } from '../../../binding/quotes/payment-rules-binding.ts';
import type { QuoteDestination, QuoteSource } from '../../../binding/quotes/money-binding.ts';
import type { ApiResponse } from '../../../http/client.ts';
import { isSuccess } from '../../../support/external-account-setup.ts';
import type { TestKit } from '../../../support/test-kit.ts';
import { umaTestReceivers } from '../../../../spec/sandbox.ts';
import { platformFeeBounds } from '../../../../spec/payment-rules.ts';
import { errorEnvelopeProblems } from '../../../support/expect-error.ts';
import { expect } from 'vitest';

type Json = Record<string, unknown>;

/** The platform config as answered (set-up). */
export function readConfig(t: TestKit): Promise<Json> {
  return t.setup('read the platform config', async () => {
    const res = await t.api.call('getPlatformConfig');
    if (!isSuccess(res) || typeof res.json !== 'object' || res.json === null)
      throw new Error(`GET /config answered ${res.status}`);
    return res.json as Json;
  });
}

/**
 * Runs `body`, which sets the platform's `feeConfigs` through `configure` as often as it needs (each call replaces the
 * last), then restores once what was there before. For a property whose every run configures its own fee: restoring
 * between runs would only lengthen the chain of requests each run waits for.
 */
export function withPlatformConfigs<T>(
  t: TestKit,
  body: (configure: (patch: Json) => Promise<ApiResponse>) => Promise<T>,
): Promise<T> {
  return preparedPlatformConfigs(t, async () => undefined, body);
}

/**
 * `withPlatformConfigs`, with `prepare` (set-up that changes no configuration) at once with the read of what to
 * restore: `body` gets what it prepared. Nothing is configured before both are done, so a failed `prepare` leaves
 * nothing to restore.
 */
export async function preparedPlatformConfigs<P, T>(
  t: TestKit,
  prepare: () => Promise<P>,
  body: (configure: (patch: Json) => Promise<ApiResponse>, prepared: P) => Promise<T>,
): Promise<T> {
  const [config, prepared] = await Promise.all([readConfig(t), prepare()]);
  const before = t.binding.feeConfigsOf(config);
  try {
    return await body((patch) => t.api.call('updatePlatformConfig', { json: patch }), prepared);
  } finally {
    await t.setup('restore the fee configuration', async () => {
      const res = await t.api.call('updatePlatformConfig', { json: t.binding.restoreFeeConfigsBody(before) });
      if (!isSuccess(res)) throw new Error(`restoring feeConfigs answered ${res.status}: ${res.text.slice(0, 200)}`);
    });
  }
}

/** `POST /quotes`, with a `platformFeeOverride` when `override` is given. */
export function quoteWith(
  t: TestKit,
  source: QuoteSource,
  destination: QuoteDestination,
  sendingAmount: number,
  override?: { currency: string; terms: FeeTerms },
  immediatelyExecute?: boolean,
): Promise<ApiResponse> {
  const body = t.binding.quoteBody({
    source,
    destination,
    sendingAmount,
    ...(immediatelyExecute === undefined ? {} : { immediatelyExecute }),
  });
  return t.api.call('createQuote', {
    json: override === undefined ? body : t.binding.withPlatformFeeOverride(body, override.currency, override.terms),
  });
}

/** A destination paid in EUR (4.5: the `$success.eur` test receiver), for cross-currency quotes from USD. */
export function euroDestination(t: TestKit): QuoteDestination {
  const receiver = umaTestReceivers.find((r) => r.currency === 'EUR' && r.outcome === 'success');
  if (receiver === undefined) throw new Error('4.5 lists no EUR test receiver');
  return { kind: 'uma', address: t.binding.umaTestReceiverAddress(receiver) };
}

/** The JSON object of an answer (empty when it has none). */
export const jsonOf = (res: ApiResponse): Json =>
  typeof res.json === 'object' && res.json !== null && !Array.isArray(res.json) ? (res.json as Json) : {};

/** Refused as bad input: a 4xx (or production's 501 for a currency it does not implement), never a 500. */
export function isRefused(res: ApiResponse): boolean {
  return (res.status >= 400 && res.status < 500) || res.status === 501;
}

/** A refusal of bad input: a 4xx (or 501) with the part-7 envelope, and `code` when given. */
export function expectRefused(res: ApiResponse, what: string, code?: string): void {
  expect(isRefused(res), `${what} is refused (HTTP ${res.status}: ${res.text.slice(0, 200)})`).toBe(true);
  expect(errorEnvelopeProblems(res.status, res.json, res.text.slice(0, 300)), `${what}: the error envelope`).toEqual(
    [],
  );
  if (code !== undefined) expect(jsonOf(res)['code'], `${what}: the code`).toBe(code);
}

/** The document's terms of a binding's fee (a kind left out is 0). */
export const termsOf = (terms: FeeTerms) => ({ bps: terms.variableBps ?? 0, fixed: terms.fixed ?? 0 });

/**
 * The fee `terms` give `sendingAmount` (4.3): exactly, where the rate's share is whole; else between its rounding down
 * and up, since the document states no rounding.
 */
export function expectPlatformFee(actual: number, terms: FeeTerms, sendingAmount: number, what: string): void {
  const { min, max } = platformFeeBounds(termsOf(terms), sendingAmount);
  if (min === max) expect(actual, `${what}: the fee of ${JSON.stringify(terms)} on ${sendingAmount}`).toBe(min);
  else {
    expect(
      actual,
      `${what}: the fee of ${JSON.stringify(terms)} on ${sendingAmount}, rounded either way`,
    ).toBeGreaterThanOrEqual(min);
    expect(
      actual,
      `${what}: the fee of ${JSON.stringify(terms)} on ${sendingAmount}, rounded either way`,
    ).toBeLessThanOrEqual(max);
  }
}
