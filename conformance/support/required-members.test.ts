import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../spec/openapi/document.ts';
import {
  documentRequiredMembers,
  everyDocumentRequiredRequestMember,
  requestSchemaOf,
  withoutMember,
} from './required-members.ts';
import { requiredMemberClause, requiredMemberOwners } from '../../spec/clauses/required-members.ts';

const accountSchema = requestSchemaOf('createPlatformExternalAccount');
const aedBody = {
  currency: 'AED',
  accountInfo: {
    accountType: 'AED_ACCOUNT',
    iban: 'AE070331234567890123456',
    beneficiary: {
      beneficiaryType: 'INDIVIDUAL',
      fullName: 'Ada Lovelace',
      address: { line1: '1 Main St', postalCode: '12345', country: 'AE' },
    },
  },
};

describe('documentRequiredMembers', () => {
  it('walks the request, the variant the discriminator picks, its beneficiary and address, by dot path', () => {
    const fields = documentRequiredMembers(accountSchema, aedBody).map((m) => m.field);
    expect(fields).toEqual([
      'currency',
      'accountInfo',
      'accountInfo.accountType',
      'accountInfo.beneficiary',
      'accountInfo.iban',
      'accountInfo.beneficiary.beneficiaryType',
      'accountInfo.beneficiary.fullName',
      'accountInfo.beneficiary.address.line1',
      'accountInfo.beneficiary.address.postalCode',
      'accountInfo.beneficiary.address.country',
    ]);
  });

  it('names only members the body carries (a beneficiary without address has no address members)', () => {
    const { address: _address, ...beneficiary } = aedBody.accountInfo.beneficiary;
    const body = { ...aedBody, accountInfo: { ...aedBody.accountInfo, beneficiary } };
    expect(documentRequiredMembers(accountSchema, body).some((m) => m.field.includes('address'))).toBe(false);
  });

  it('leaves out required lists taken from the production facts, and still walks below them', () => {
    const business = {
      customerType: 'BUSINESS',
      businessInfo: { legalName: 'Acme Ltd', country: 'US', incorporatedOn: '2001-02-03', taxId: '12-3456789' },
      address: { line1: '1 Main St', postalCode: '12345', country: 'US' },
    };
    const fields = documentRequiredMembers(requestSchemaOf('createCustomer'), business).map((m) => m.field);
    expect(fields).toEqual(['customerType', 'address.line1', 'address.postalCode', 'address.country']);
  });

  it('every member found in these bodies has a clause', () => {
    for (const m of documentRequiredMembers(accountSchema, aedBody))
      expect(requiredMemberClause(m), m.field).toBeDefined();
  });
});

describe('withoutMember', () => {
  it('drops the member at a dot path from a copy', () => {
    const copy = withoutMember(aedBody, 'accountInfo.beneficiary.address.country');
    expect((copy as typeof aedBody).accountInfo.beneficiary.address).toEqual({
      line1: '1 Main St',
      postalCode: '12345',
    });
    expect(aedBody.accountInfo.beneficiary.address.country).toBe('AE');
  });

  it('throws for a member the body does not carry', () => {
    expect(() => withoutMember(aedBody, 'accountInfo.swiftCode')).toThrow(/no member/);
  });
});

describe('required-member clauses', () => {
  it('state every member any request schema requires by the document', () => {
    const all = everyDocumentRequiredRequestMember();
    const named = all.map((m) => `${m.owner}.${m.member}`);
    for (const expected of [
      'AedAccountInfo.iban',
      'WebAuthnAssertion.signature',
      'AddressInput.country',
      'SandboxSendRequest.quoteId',
    ]) {
      expect(named).toContain(expected);
    }
    const missing = all.filter((m) => requiredMemberClause(m) === undefined).map((m) => `${m.owner}.${m.member}`);
    expect(missing).toEqual([]);
  });

  it("leave out the production facts' required lists", () => {
    const owners = new Set(everyDocumentRequiredRequestMember().map((m) => m.owner));
    for (const production of ['QuoteCreateRequest', 'CardCreateRequest', 'BeneficialOwnerCreateRequest', 'FeeConfig']) {
      expect(owners.has(production), production).toBe(false);
    }
  });

  it('name schemas of the document only', () => {
    const names = Object.keys(openapiDocument.components.schemas);
    expect(requiredMemberOwners().filter((owner) => !names.includes(owner))).toEqual([]);
  });
});
