import { describe, expect, it } from 'vitest';
import { exceptionFor, productionExceptions } from './exceptions.ts';
import { productionOperations } from './operations.ts';
import { checkProductionAnswer, type ProductionVerdict } from './validate.ts';

/** The ids of the exceptions covering each violation of a verdict (undefined: a violation no exception covers). */
function coveredBy(operationId: string, status: number, body: unknown): (string | undefined)[] {
  const verdict: ProductionVerdict = checkProductionAnswer(operationId, status, body);
  if (verdict.kind !== 'invalid') return [];
  return verdict.violations.map((v) => exceptionFor(operationId, status, v, body)?.id);
}

const config = { id: 'PlatformConfig:1', createdAt: '2025-10-13T00:00:00Z', updatedAt: '2025-10-13T00:00:00Z' };
const fee = { feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD' };

describe('every exception', () => {
  it("names operations of production's copy, the fields, the document's section and its words", () => {
    for (const e of productionExceptions) {
      expect(e.operations.length, e.id).toBeGreaterThan(0);
      for (const id of e.operations) expect(productionOperations[id], `${e.id}: ${id}`).toBeDefined();
      expect(e.fields.length, e.id).toBeGreaterThan(0);
      expect(e.section, e.id).toMatch(/^\d/);
      expect(e.reason, e.id).toMatch(/"[^"]+"/);
    }
    expect(new Set(productionExceptions.map((e) => e.id)).size).toBe(productionExceptions.length);
  });
});

describe('a fee configuration with a rate alone or a fixed amount alone', () => {
  it('is excepted where the document allows it, and only there', () => {
    const rateAlone = { ...config, feeConfigs: [{ ...fee, variableFeeBps: 50 }] };
    const fixedAlone = { ...config, feeConfigs: [{ ...fee, fixedFee: { amount: 100, currency: 'USD' } }] };
    expect(coveredBy('updatePlatformConfig', 200, rateAlone)).toEqual(['fee-config-rate-or-fixed-amount-alone']);
    expect(coveredBy('getPlatformConfig', 200, fixedAlone)).toEqual(['fee-config-rate-or-fixed-amount-alone']);
    // Neither member: the document allows a rate, an amount or both, not none.
    expect(coveredBy('getPlatformConfig', 200, { ...config, feeConfigs: [fee] })).toEqual([undefined, undefined]);
    // A member of the wrong type is no absence the document allows.
    const badRate = { ...config, feeConfigs: [{ ...fee, variableFeeBps: 'fifty' }] };
    expect(coveredBy('getPlatformConfig', 200, badRate)).toContain(undefined);
  });
});

describe('the answer of an approval', () => {
  it('may be the outgoing transaction an agent left pending; nothing else of it is excepted', () => {
    const outgoing = {
      id: 'Transaction:1',
      type: 'OUTGOING',
      direction: 'DEBIT',
      status: 'PROCESSING',
      customerId: 'Customer:1',
      platformCustomerId: 'p-1',
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
      receivedAmount: { amount: 100, currency: { code: 'USD' } },
    };
    expect(coveredBy('approvePendingPayment', 200, outgoing)).toEqual(['approved-agent-transaction-is-outgoing']);
    expect(coveredBy('approvePendingPayment', 200, { ...outgoing, type: 'CARD' })).toEqual([undefined]);
    const { customerId: _, ...noCustomer } = outgoing;
    expect(coveredBy('approvePendingPayment', 200, noCustomer)).toContain(undefined);
  });
});
