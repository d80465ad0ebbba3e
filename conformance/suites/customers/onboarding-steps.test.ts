import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../support/index.ts';
import { coversPath, expectEntryShapes, expectVerification, leafPaths, missingFieldsOf } from './onboarding-steps.ts';
import { clausesOf } from '../../support/attribution.ts';

const response = (status: number, json: unknown): ApiResponse => ({
  status,
  headers: {},
  text: JSON.stringify(json),
  json,
  truncated: false,
  bodyBytes: 0,
  durationMs: 0,
});

/** The clauses the failure of `check` is laid on. */
function failureClauses(check: () => unknown): string[] | undefined {
  try {
    check();
  } catch (error) {
    return clausesOf(error);
  }
  throw new Error('expected the check to fail');
}

describe('onboarding checks', () => {
  it('match a reported field to a missing one by path or as a member of it', () => {
    expect(coversPath('customer.address.line1', 'customer.address')).toBe(true);
    expect(coversPath('customer.address', 'customer.address')).toBe(true);
    expect(coversPath('customer.addressLine', 'customer.address')).toBe(false);
    expect(coversPath('customer.address', 'customer.address.line1')).toBe(false);
  });

  it('list the leaves of a body and the fields of MISSING_FIELD entries, repeats kept', () => {
    expect(leafPaths({ a: 1, b: { c: 'x', d: { e: null } }, f: [1] })).toEqual(['a', 'b.c', 'b.d.e', 'f']);
    const errors = [
      { type: 'MISSING_FIELD', field: 'customer.a' },
      { type: 'MISSING_IDENTITY_DOCUMENT' },
      { type: 'MISSING_FIELD', field: 'customer.a' },
    ];
    expect(missingFieldsOf(errors)).toEqual(['customer.a', 'customer.a']);
  });

  it('accept a documented verification answer and lay each broken statement on its clause', () => {
    expect(expectVerification(response(200, { verificationStatus: 'RESOLVE_ERRORS', errors: [] }))).toEqual({
      verificationStatus: 'RESOLVE_ERRORS',
      errors: [],
    });
    expect(failureClauses(() => expectVerification(response(200, { verificationStatus: 'APPROVED' })))).toEqual([
      '4.3/verification-submit',
    ]);
    expect(
      failureClauses(() => expectVerification(response(200, { verificationStatus: 'IN_PROGRESS', errors: [] }))),
    ).toEqual(['2.6/verification-status-value']);
    expect(failureClauses(() => expectVerification(response(400, {})))).toBeUndefined();
    const unnamed = {
      verificationStatus: 'RESOLVE_ERRORS',
      errors: [{ resourceId: 'c', type: 'MISSING_FIELD', reason: 'r' }],
    };
    expect(failureClauses(() => expectVerification(response(200, unnamed)))).toEqual([
      '2.6/verification-missing-field-names-field',
    ]);
  });

  it('check the shape of error entries, each statement on its clause', () => {
    const entry = { resourceId: 'Customer:1', type: 'MISSING_FIELD', field: 'customer.a', reason: 'r' };
    expect(() => expectEntryShapes([entry])).not.toThrow();
    const { reason: _r, ...noReason } = entry;
    expect(failureClauses(() => expectEntryShapes([noReason]))).toEqual(['2.6/verification-error-entry-shape']);
    const { field: _f, ...noField } = entry;
    expect(failureClauses(() => expectEntryShapes([noField]))).toEqual(['2.6/verification-missing-field-names-field']);
    const document = { resourceId: 'Customer:1', type: 'MISSING_IDENTITY_DOCUMENT', reason: 'r' };
    expect(failureClauses(() => expectEntryShapes([document]))).toEqual([
      '2.6/verification-missing-document-accepted-types',
    ]);
    expect(() => expectEntryShapes([{ ...document, acceptedDocumentTypes: ['PASSPORT'] }])).not.toThrow();
  });
});
