import { describe, expect, it } from 'vitest';
import { transactionFailureReasons } from './enums.ts';
import {
  documentedFailureReasons,
  documentedReasonForQuoteSuffix,
  documentedReasonsResolve,
  refundingFailureReason,
} from './money.ts';

describe('money rules', () => {
  it('gives only reasons 7.5 lists, each for a row or receiver the 4.5 tables hold', () => {
    expect(documentedReasonsResolve()).toBe(true);
    for (const d of documentedFailureReasons) expect(transactionFailureReasons).toContain(d.reason);
    expect(transactionFailureReasons).toContain(refundingFailureReason);
  });

  it('answers the reason of a quote destination suffix, and none for rows 7.5 gives no reason', () => {
    expect(documentedReasonForQuoteSuffix('002')).toBe('QUOTE_EXECUTION_FAILED');
    expect(documentedReasonForQuoteSuffix('006')).toBeUndefined();
  });
});
