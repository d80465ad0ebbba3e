import { describe, expect, it } from 'vitest';
import { clausesOf } from './attribution.ts';
import { expectExternalAccount } from './expect-external-account.ts';

const valid = {
  id: 'ExternalAccount:6a2f41a0-1b9c-4a2f-9b7e-0c3d5e7f9a11',
  customerId: 'Customer:0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'ACTIVE',
  currency: 'USD',
  ownershipType: 'FIRST_PARTY',
  defaultUmaDepositAccount: false,
  beneficiaryVerificationStatus: 'MATCHED',
  beneficiaryVerifiedData: { fullName: 'Ann Smith' },
  accountInfo: {
    accountType: 'USD_ACCOUNT',
    accountNumber: '1234567890',
    routingNumber: '021000021',
    beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ann Smith' },
  },
};

/** The clauses the failure of `expectExternalAccount(value)` is laid on. */
function failedClauses(value: unknown): string[] | undefined {
  try {
    expectExternalAccount(value);
  } catch (error) {
    return clausesOf(error);
  }
  throw new Error('expected the check to fail');
}

describe('expectExternalAccount', () => {
  it('accepts an account as 2.2 describes it, a platform account and the LIGHTNING_ACCOUNT alias', () => {
    expect(() => expectExternalAccount(valid)).not.toThrow();
    expect(() => expectExternalAccount({ ...valid, customerId: null })).not.toThrow();
    const lightning = {
      ...valid,
      currency: 'BTC',
      accountInfo: { accountType: 'LIGHTNING_ACCOUNT', lightningAddress: 'a@b.c' },
    };
    expect(() => expectExternalAccount(lightning)).not.toThrow();
  });

  it('lays each broken member on its own clauses', () => {
    const { id: _id, ...withoutId } = valid;
    expect(failedClauses(withoutId)).toEqual(['2.2/required-members']);
    expect(failedClauses({ ...valid, id: 'acct_1' })).toEqual(['2.2/id-form']);
    expect(failedClauses({ ...valid, customerId: 'cus_1' })).toEqual(['2.2/customer-id-form']);
    expect(failedClauses({ ...valid, status: 'OPEN' })).toEqual(['2.2/status-value', '3.1/status-values']);
    expect(failedClauses({ ...valid, currency: 'usd' })).toEqual(['2.2/currency-iso-4217']);
    expect(failedClauses({ ...valid, ownershipType: 'MINE' })).toEqual(['2.2/ownership-type-value']);
    expect(failedClauses({ ...valid, platformAccountId: 7 })).toEqual(['2.2/platform-account-id-string']);
    expect(failedClauses({ ...valid, defaultUmaDepositAccount: 'no' })).toEqual(['2.2/default-uma-deposit-boolean']);
    expect(failedClauses({ ...valid, beneficiaryVerificationStatus: 'OK' })).toEqual([
      '2.2/beneficiary-verification-status-value',
    ]);
    expect(failedClauses({ ...valid, beneficiaryVerifiedData: { fullName: 1 } })).toEqual([
      '2.2/beneficiary-verified-data-shape',
    ]);
    expect(failedClauses({ ...valid, accountInfo: { accountNumber: '1' } })).toEqual([
      '2.3/account-type-discriminator',
    ]);
    expect(failedClauses({ ...valid, accountInfo: { accountType: 'LIGHTNING_WALLET' } })).toEqual([
      '2.3/response-account-type-in-set',
      '9/lightning-account-alias',
    ]);
    expect(failedClauses({ ...valid, accountInfo: { accountType: 'USD_ACCOUNT' } })).toEqual([
      '2.2/account-info-variant',
    ]);
    expect(failedClauses('not an account')).toEqual(['2.2/required-members']);
  });
});
