import { describe, expect, it } from 'vitest';
import { declaredMembers } from './declared-members.ts';

const address = { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' };

describe('declaredMembers', () => {
  it('drops members the request schema does not declare, at the top and nested', () => {
    const body = {
      customerType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      unknownTop: 1,
      address: { ...address, unknownNested: 2 },
    };
    expect(declaredMembers('IndividualCustomerCreateRequest', body)).toEqual({
      customerType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      address,
    });
  });

  it('drops a __proto__ member sent as JSON', () => {
    const body = JSON.parse('{"customerType":"INDIVIDUAL","__proto__":{"polluted":true},"fullName":"Ada"}') as unknown;
    const kept = declaredMembers('IndividualCustomerCreateRequest', body) as Record<string, unknown>;
    expect(Object.hasOwn(kept, '__proto__')).toBe(false);
    expect(kept).toEqual({ customerType: 'INDIVIDUAL', fullName: 'Ada' });
  });

  it('answers the same on every call (the schema is read once and kept), each time with a new value', () => {
    const body = { customerType: 'INDIVIDUAL', fullName: 'Ada', address: { ...address, extra: true }, extra: true };
    const first = declaredMembers('IndividualCustomerCreateRequest', body) as Record<string, unknown>;
    const second = declaredMembers('IndividualCustomerCreateRequest', body) as Record<string, unknown>;
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second['address']).not.toBe(first['address']);
  });

  it('keeps what one schema declares and another does not, whichever is pruned first', () => {
    const business = { customerType: 'BUSINESS', businessInfo: { legalName: 'Acme Ltd', unknown: 1 }, fullName: 'x' };
    const individual = { customerType: 'INDIVIDUAL', fullName: 'Ada', businessInfo: { legalName: 'Acme Ltd' } };
    const asIndividual = declaredMembers('IndividualCustomerCreateRequest', individual) as Record<string, unknown>;
    const asBusiness = declaredMembers('BusinessCustomerCreateRequest', business) as Record<string, unknown>;
    expect(asIndividual).toEqual({ customerType: 'INDIVIDUAL', fullName: 'Ada' });
    expect(asBusiness['businessInfo']).toEqual({ legalName: 'Acme Ltd' });
    expect(Object.hasOwn(asBusiness, 'fullName')).toBe(false);
  });
});
