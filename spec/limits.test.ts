import { describe, expect, it } from 'vitest';
import { errorCode } from './errors.ts';
import {
  limitNumber,
  limitRows,
  limits,
  oidcIatMaxAgeSeconds,
  sandboxAccountSuffix005DelaySeconds,
  sandboxClockSkewSeconds,
  sandboxQuoteSuffix003DelaySeconds,
  scaSessionDays,
  typicalSignedRetryWindowSeconds,
} from './limits.ts';

describe('part 8 limits', () => {
  it('keeps the sixteen rows of the table, plus the not-shown statements', () => {
    const tableRows = limitRows.filter((r) => r.section === '8' && r.clauses.length > 0);
    expect(tableRows).toHaveLength(16);
    expect(limitRows.filter((r) => r.clauses.length === 0).every((r) => r.notShown)).toBe(true);
  });

  it('states the figures the document gives', () => {
    expect(oidcIatMaxAgeSeconds).toBe(60);
    expect(sandboxClockSkewSeconds).toBe(5);
    expect(typicalSignedRetryWindowSeconds).toBe(5 * 60);
    expect(scaSessionDays).toBe(180);
    expect(sandboxAccountSuffix005DelaySeconds).toBe(30);
    expect(sandboxQuoteSuffix003DelaySeconds).toBe(6 * 60);
    expect(limitNumber('emailOtpPerAccount', 'max')).toBe(1);
    expect(limitNumber('smsOtpPerAccount', 'max')).toBe(1);
    expect(limitNumber('passkeyFactorsPerCustomer', 'max')).toBe(1);
    expect(limitNumber('credentialsPerAccount', 'min')).toBe(1);
    expect(limitNumber('defaultUmaDepositAccount', 'max')).toBe(1);
  });

  it('marks "typically" and "about" figures approximate, and exact ones not', () => {
    expect(limits.signedRetryWindow.numbers.typicalWindow.approximate).toBe(true);
    expect(limits.exchangeRateCache.numbers.lifetime.approximate).toBe(true);
    expect(limits.sandboxDelays.numbers.quoteSuffix003.approximate).toBe(true);
    expect('approximate' in limits.oidcTokenAge.numbers.maxAge).toBe(false);
  });

  it('refuses a figure the document does not give', () => {
    expect(() => limitNumber('passkeysPerAccount', 'max')).toThrow(/no figure/);
  });

  it('ties only codes part 7 lists, with the same status', () => {
    for (const row of limitRows) {
      if (row.error?.code) expect(errorCode(row.error.code).status, row.name).toBe(row.error.status);
    }
  });

  it('gives no figure where the value is not shown', () => {
    for (const row of limitRows.filter((r) => r.notShown)) expect(Object.keys(row.numbers), row.name).toEqual([]);
  });
});
