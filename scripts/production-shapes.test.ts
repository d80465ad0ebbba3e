import { describe, expect, it } from 'vitest';
import { judgeAnswers } from './production-shapes.ts';

const config = { id: 'PlatformConfig:1', createdAt: '2025-10-13T00:00:00Z', updatedAt: '2025-10-13T00:00:00Z' };
const fee = { feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD' };

describe('judgeAnswers', () => {
  it('counts valid, excepted, invalid and undeclared answers per operation, with the exception used', () => {
    const report = judgeAnswers([
      { operationId: 'getPlatformConfig', method: 'GET', status: 200, body: config },
      {
        operationId: 'updatePlatformConfig',
        method: 'PATCH',
        status: 200,
        body: { ...config, feeConfigs: [{ ...fee, variableFeeBps: 25 }] },
      },
      { operationId: 'getPlatformConfig', method: 'GET', status: 200, body: { ...config, umaDomain: null } },
      { operationId: 'executeQuote', method: 'POST', status: 202, body: {} },
      {
        operationId: 'createCard',
        method: 'POST',
        status: 404,
        body: { status: 404, code: 'USER_NOT_FOUND', message: 'm' },
      },
      { operationId: 'getPlatformConfig', method: 'GET', status: 200, truncated: true },
    ]);
    expect(report.byOperation.get('getPlatformConfig')).toEqual({
      checked: 2,
      valid: 1,
      excepted: 0,
      invalid: 1,
      undeclared: 0,
    });
    expect(report.byOperation.get('updatePlatformConfig')).toMatchObject({ excepted: 1, invalid: 0 });
    expect(report.exceptionsUsed.get('fee-config-rate-or-fixed-amount-alone')).toBe(1);
    expect([...report.violations.keys()]).toEqual(['getPlatformConfig 200 umaDomain: must be string']);
    expect(report.undeclared.get('production declares no 202 for executeQuote')).toBe(1);
    expect(report.byOperation.get('createCard')).toMatchObject({ valid: 1, undeclared: 0 });
    expect(report.judgedAsErrorOfStatus.get('production declares no 404 for createCard: judged as its Error404')).toBe(
      1,
    );
    expect(report.unjudged).toBe(1);
  });
});
