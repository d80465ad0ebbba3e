import { describe, expect, it } from 'vitest';
import { productionOperations } from './operations.ts';
import { exceptionFor } from './exceptions.ts';
import { checkProductionAnswer } from './validate.ts';

const customer = { id: 'Customer:1', platformCustomerId: 'p-1', customerType: 'INDIVIDUAL', umaAddress: '$a@uma.test' };
const usdAccount = {
  accountType: 'USD_ACCOUNT',
  accountNumber: '12345678',
  routingNumber: '123456789',
  paymentRails: ['ACH'],
  beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada' },
};

describe("production's response schemas", () => {
  it('every response schema of every operation compiles (an empty object is judged, not thrown on)', () => {
    for (const [id, operation] of Object.entries(productionOperations)) {
      for (const status of Object.keys(operation.responses)) {
        expect(() => checkProductionAnswer(id, Number(status), {}), `${id} ${status}`).not.toThrow();
      }
    }
  });

  it("judges a customer by production's required members and the customerType mapping", () => {
    expect(checkProductionAnswer('getCustomerById', 200, customer)).toEqual({ kind: 'valid' });
    const { umaAddress: _, ...withoutUma } = customer;
    expect(checkProductionAnswer('getCustomerById', 200, withoutUma)).toMatchObject({
      kind: 'invalid',
      violations: [{ field: 'umaAddress' }],
    });
    // The tag selects the branch: a BUSINESS customer is held to BusinessCustomer (businessInfo.legalName).
    expect(
      checkProductionAnswer('getCustomerById', 200, { ...customer, customerType: 'BUSINESS', businessInfo: {} }),
    ).toMatchObject({
      kind: 'invalid',
      violations: [{ field: 'businessInfo.legalName' }],
    });
    expect(checkProductionAnswer('getCustomerById', 200, { ...customer, customerType: 'OTHER' })).toMatchObject({
      kind: 'invalid',
    });
  });

  it('selects the accountInfo variant by accountType and holds fiat responses to paymentRails', () => {
    const account = { id: 'ExternalAccount:1', status: 'ACTIVE', currency: 'USD', accountInfo: usdAccount };
    expect(checkProductionAnswer('getCustomerExternalAccountById', 200, account)).toEqual({ kind: 'valid' });
    const { paymentRails: _, ...noRails } = usdAccount;
    expect(
      checkProductionAnswer('getCustomerExternalAccountById', 200, { ...account, accountInfo: noRails }),
    ).toMatchObject({
      kind: 'invalid',
      violations: [{ field: 'accountInfo.paymentRails' }],
    });
    const lightning = { ...account, currency: 'BTC', accountInfo: { accountType: 'LIGHTNING', invoice: 'lnbc1' } };
    expect(checkProductionAnswer('getCustomerExternalAccountById', 200, lightning)).toEqual({ kind: 'valid' });
    // Production maps LIGHTNING_ACCOUNT to the Lightning schema, whose accountType allows LIGHTNING only.
    const alias = { ...lightning, accountInfo: { accountType: 'LIGHTNING_ACCOUNT', invoice: 'lnbc1' } };
    expect(checkProductionAnswer('getCustomerExternalAccountById', 200, alias)).toMatchObject({
      kind: 'invalid',
      violations: [{ field: 'accountInfo.accountType' }],
    });
  });

  it("holds errors to production's codes per status, and says when production declares no such status", () => {
    expect(
      checkProductionAnswer('getCustomerById', 404, { status: 404, code: 'USER_NOT_FOUND', message: 'm' }),
    ).toEqual({ kind: 'valid' });
    expect(
      checkProductionAnswer('getCustomerById', 404, { status: 404, code: 'NOT_FOUND', message: 'm' }),
    ).toMatchObject({
      kind: 'invalid',
      violations: [{ field: 'code' }],
    });
    expect(checkProductionAnswer('executeQuote', 202, {})).toMatchObject({ kind: 'undeclared' });
    expect(checkProductionAnswer('noSuchOperation', 200, {})).toMatchObject({ kind: 'undeclared' });
    expect(checkProductionAnswer('deleteCustomerExternalAccountById', 204, undefined)).toEqual({ kind: 'valid' });
  });
});

describe('an error status production does not declare for the operation', () => {
  it("is judged as production's error body of that status, and says so", () => {
    const note = 'production declares no 404 for getEndUserTerms: judged as its Error404';
    expect(
      checkProductionAnswer('getEndUserTerms', 404, { status: 404, code: 'REFERENCE_NOT_FOUND', message: 'm' }),
    ).toEqual({ kind: 'valid', undeclaredStatus: note });
    expect(checkProductionAnswer('getEndUserTerms', 404, { status: 404, code: 'FORBIDDEN', message: 'm' })).toEqual({
      kind: 'invalid',
      violations: [expect.objectContaining({ field: 'code' })],
      undeclaredStatus: note,
    });
    // No error body of the status in production: nothing to judge against.
    expect(checkProductionAnswer('getEndUserTerms', 418, {})).toMatchObject({ kind: 'undeclared' });
  });
});

describe("the document's exceptions", () => {
  it('cover only the listed fields of the listed operations', () => {
    const nullCustomer = { field: 'customerId', message: 'must be string' };
    expect(exceptionFor('createPlatformExternalAccount', 201, nullCustomer)?.section).toBe('2.2');
    expect(
      exceptionFor('listPlatformExternalAccounts', 200, { ...nullCustomer, field: 'data.3.customerId' })?.section,
    ).toBe('2.2');
    expect(exceptionFor('getCustomerById', 200, nullCustomer)).toBeUndefined();
    expect(
      exceptionFor('createPlatformExternalAccount', 201, { ...nullCustomer, field: 'accountInfo.customerId' }),
    ).toBeUndefined();
  });
});

describe('an exception narrowed to some answers', () => {
  it('covers a SWIFT account without beneficiary, not a USD one', () => {
    const missing = { field: 'accountInfo.beneficiary', message: 'is required' };
    expect(
      exceptionFor('createCustomerExternalAccount', 201, missing, { accountInfo: { accountType: 'SWIFT_ACCOUNT' } })
        ?.section,
    ).toBe('2.3');
    expect(
      exceptionFor('createCustomerExternalAccount', 201, missing, { accountInfo: { accountType: 'USD_ACCOUNT' } }),
    ).toBeUndefined();
  });
});
