import { describe, expect, it } from 'vitest';
import { listOperations } from '../../spec/openapi/document.ts';
import { mayMoveMoney, moneyGuard } from './money-guard.ts';
import { isSetupError } from './setup-error.ts';

function refusal(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('money guard', () => {
  it('names as able to move money exactly the operations whose body-less request it refuses, with a cap or without', () => {
    const guards = [moneyGuard({ profile: 'production' }), moneyGuard({ profile: 'production', moneyCap: 500 })];
    const ids = listOperations().map(({ operation }) => String(operation.operationId));
    const refused = ids.filter((operationId) =>
      guards.some((guard) => isSetupError(refusal(() => guard({ operationId })))),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(ids.filter((id) => mayMoveMoney(id))).toEqual(refused);
  });

  it('lets everything through under the sandbox profile', () => {
    const guard = moneyGuard({ profile: 'sandbox' });
    expect(refusal(() => guard({ operationId: 'executeQuote' }))).toBeUndefined();
  });

  it('under the production profile without a cap, refuses every request that moves money, as a set-up error', () => {
    const guard = moneyGuard({ profile: 'production' });
    for (const req of [
      { operationId: 'executeQuote' },
      { operationId: 'agentExecuteQuote' },
      { operationId: 'approvePendingPayment' },
      { operationId: 'createQuote', json: { lockedCurrencyAmount: 1, immediatelyExecute: true } },
      { operationId: 'createStablecoinMint', json: { amount: 1 } },
    ]) {
      const error = refusal(() => guard(req));
      expect(isSetupError(error), req.operationId).toBe(true);
      expect(String(error)).toMatch(/--money-cap/);
    }
    expect(refusal(() => guard({ operationId: 'createQuote', json: { lockedCurrencyAmount: 100 } }))).toBeUndefined();
    expect(refusal(() => guard({ operationId: 'createCustomer', json: {} }))).toBeUndefined();
  });

  it('with a cap, lets amounts up to the cap through and refuses one unit more', () => {
    const guard = moneyGuard({ profile: 'production', moneyCap: 500 });
    expect(refusal(() => guard({ operationId: 'createQuote', json: { lockedCurrencyAmount: 500 } }))).toBeUndefined();
    expect(
      isSetupError(refusal(() => guard({ operationId: 'createQuote', json: { lockedCurrencyAmount: 501 } }))),
    ).toBe(true);
    expect(isSetupError(refusal(() => guard({ operationId: 'createQuote', json: {} })))).toBe(true);
    expect(refusal(() => guard({ operationId: 'createStablecoinBurn', json: { amount: 499 } }))).toBeUndefined();
    expect(refusal(() => guard({ operationId: 'executeQuote' }))).toBeUndefined();
  });
});
