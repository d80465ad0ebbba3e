import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createAccountTypes, fiatAccountTypes } from './enums.ts';
import { codesForStatus } from './errors.ts';
import { openapiDocument } from './openapi/document.ts';
import {
  assertSchema,
  compileSchemaSet,
  schemaNames,
  schemaValidator,
  validateSchema,
  validatorCacheDir,
} from './schemas.ts';

const id = (prefix: string) => `${prefix}:${randomUUID()}`;
const fields = (name: string, value: unknown) => validateSchema(name, value).map((v) => v.field);

const address = { line1: '1 Main St', postalCode: '94105', country: 'US' };
const terms = {
  acceptedAt: '2026-08-01T10:00:00Z',
  ipAddress: '203.0.113.7',
  termsVersion: 'V1',
  acceptanceMethod: 'CHECKBOX',
};

describe('validateSchema basics', () => {
  it('throws on an unknown schema name', () => {
    expect(() => validateSchema('NoSuchSchema', {})).toThrow(/unknown schema NoSuchSchema/);
  });

  it('lists the component schemas', () => {
    expect(schemaNames).toContain('CustomerCreateRequest');
    expect(schemaNames).toContain('Error400');
  });

  it('compiles every component schema on demand, each with the schemas it refers to', () => {
    // Schemas are added to Ajv when first needed: every one must still compile, and once compiled it is cached.
    for (const name of schemaNames) expect(typeof schemaValidator(name), name).toBe('function');
    expect(schemaValidator('FieldError')).toBe(schemaValidator('FieldError'));
  });

  it('every component schema is valid JSON Schema 2020-12 (run-time compiles skip this check)', () => {
    const meta = new Ajv2020({ strict: false });
    const schemas = openapiDocument.components.schemas as Record<string, object>;
    for (const name of schemaNames)
      expect(meta.validateSchema(schemas[name]!), `${name}: ${meta.errorsText()}`).toBe(true);
    // The check can fail: a schema whose `type` is no JSON type is refused.
    expect(meta.validateSchema({ type: 'text' })).toBe(false);
  });

  it('assertSchema names every violation', () => {
    expect(() => assertSchema('FieldError', { message: 5 })).toThrow(/field: is required; message: must be string/);
    expect(() => assertSchema('FieldError', { field: 'address.line1' })).not.toThrow();
  });

  it('reports a wrong root type at the empty path', () => {
    expect(validateSchema('FieldError', 'text')).toEqual([
      { field: '', constraint: { type: 'object' }, message: 'must be object' },
    ]);
  });
});

describe('customer requests', () => {
  const individual = {
    customerType: 'INDIVIDUAL',
    fullName: 'Ada Lovelace',
    birthDate: '1990-02-28',
    nationality: 'GB',
    idType: 'SSN',
    identifier: '123-45-6789',
    address,
    endUserTermsConsent: terms,
    pepStatus: 'NONE',
    sourceOfFundsCategories: ['SALARY', 'SAVINGS'],
    phoneNumber: '+14155550100',
  };
  const businessInfo = { legalName: 'Acme Ltd', country: 'US', incorporatedOn: '2015-06-01', taxId: '12-3456789' };

  it('accepts valid individual and business bodies, with unknown members', () => {
    expect(validateSchema('CustomerCreateRequest', individual)).toEqual([]);
    expect(validateSchema('CustomerCreateRequest', { ...individual, somethingNew: true })).toEqual([]);
    expect(validateSchema('CustomerCreateRequest', { customerType: 'INDIVIDUAL' })).toEqual([]);
    const business = {
      customerType: 'BUSINESS',
      address,
      businessInfo: { ...businessInfo, registrationNumber: 'R-001' },
    };
    expect(validateSchema('CustomerCreateRequest', business)).toEqual([]);
  });

  it('reports every invalid field once, at its dot path', () => {
    const body = {
      customerType: 'INDIVIDUAL',
      fullName: 42,
      birthDate: '1990-02-30',
      address: { line1: '1 Main St' },
      phoneNumber: '555-0100',
      idType: 'PASSPORT',
      endUserTermsConsent: { acceptedAt: '2026-08-01T10:00:00Z', acceptanceMethod: 'NOD' },
      sourceOfFundsCategories: ['SALARY', 'LOTTERY'],
    };
    const violations = validateSchema('CustomerCreateRequest', body);
    expect(violations.map((v) => v.field).sort()).toEqual(
      [
        'address.country',
        'address.postalCode',
        'birthDate',
        'endUserTermsConsent.acceptanceMethod',
        'endUserTermsConsent.ipAddress',
        'endUserTermsConsent.termsVersion',
        'fullName',
        'idType',
        'phoneNumber',
        'sourceOfFundsCategories.1',
      ].sort(),
    );
    expect(violations.find((v) => v.field === 'birthDate')?.constraint).toEqual({ format: 'date' });
    expect(violations.find((v) => v.field === 'address.country')?.constraint).toEqual({ required: true });
    expect(violations.find((v) => v.field === 'idType')?.constraint).toEqual({
      enum: ['SSN', 'ITIN', 'EIN', 'NON_US_TAX_ID'],
    });
  });

  it('reports a missing or unknown customerType once', () => {
    expect(validateSchema('CustomerCreateRequest', { fullName: 'x' })).toEqual([
      { field: 'customerType', constraint: { required: true }, message: 'is required' },
    ]);
    expect(fields('CustomerCreateRequest', { customerType: 'ROBOT' })).toEqual(['customerType']);
    expect(fields('CustomerUpdateRequest', { customerType: 7 })).toEqual(['customerType']);
  });

  it('requires businessInfo and its members on business create, not on update', () => {
    expect(fields('CustomerCreateRequest', { customerType: 'BUSINESS' })).toEqual(['businessInfo']);
    expect(
      fields('CustomerCreateRequest', { customerType: 'BUSINESS', businessInfo: { registrationNumber: 9 } }).sort(),
    ).toEqual([
      'businessInfo.country',
      'businessInfo.incorporatedOn',
      'businessInfo.legalName',
      'businessInfo.registrationNumber',
      'businessInfo.taxId',
    ]);
    expect(validateSchema('CustomerUpdateRequest', { customerType: 'BUSINESS', businessInfo: {} })).toEqual([]);
    expect(fields('CustomerUpdateRequest', { customerType: 'BUSINESS', businessInfo: { naicsCode: 'abc' } })).toEqual([
      'businessInfo.naicsCode',
    ]);
  });

  it('checks the individual update body like the create body', () => {
    expect(validateSchema('CustomerUpdateRequest', { customerType: 'INDIVIDUAL', email: 'a@example.com' })).toEqual([]);
    expect(fields('CustomerUpdateRequest', { customerType: 'INDIVIDUAL', address: { country: 'US' } }).sort()).toEqual([
      'address.line1',
      'address.postalCode',
    ]);
  });
});

describe('customer responses state only document facts', () => {
  it('accepts unseen status values and unknown members, rejects an unknown customerType', () => {
    expect(validateSchema('Customer', { customerType: 'INDIVIDUAL', kycStatus: 'HOLD', extra: { a: 1 } })).toEqual([]);
    expect(fields('Customer', { customerType: 'ROBOT', address: { line1: 'x' } }).sort()).toEqual([
      'address.country',
      'address.postalCode',
      'customerType',
    ]);
  });

  it('requires field on MISSING_FIELD verification errors only', () => {
    const verification = {
      verificationStatus: 'RESOLVE_ERRORS',
      errors: [
        { resourceId: id('Customer'), type: 'MISSING_FIELD', reason: 'missing' },
        { resourceId: id('Customer'), type: 'MISSING_IDENTITY_DOCUMENT', acceptedDocumentTypes: ['PASSPORT'] },
        { resourceId: id('Customer'), type: 'POOR_QUALITY_DOCUMENT' },
      ],
    };
    expect(fields('Verification', verification)).toEqual(['errors.0.field']);
    verification.errors[0] = { ...verification.errors[0]!, field: 'customer.address.line1' } as never;
    expect(validateSchema('Verification', verification)).toEqual([]);
    expect(fields('Verification', { verificationStatus: 'IN_PROGRESS' }).sort()).toEqual([
      'errors',
      'verificationStatus',
    ]);
  });
});

describe('field errors and error envelopes', () => {
  it('accepts a FieldError with any constraint shape', () => {
    expect(validateSchema('FieldError', { field: 'a.b', constraint: { format: 'date' }, message: 'bad' })).toEqual([]);
    expect(validateSchema('FieldError', { field: 'a.b', constraint: 'REQUIRED' })).toEqual([]);
    expect(fields('FieldError', { constraint: {} })).toEqual(['field']);
  });

  it('checks Error400 with details.errors', () => {
    const body = {
      status: 400,
      code: 'INVALID_INPUT',
      message: 'The request body has invalid fields.',
      details: { errors: [{ field: 'address.postalCode', constraint: { required: true }, message: 'is required' }] },
    };
    expect(validateSchema('Error400', body)).toEqual([]);
    expect(fields('Error400', { ...body, status: 409, code: 'CONFLICT' }).sort()).toEqual(['code', 'status']);
    expect(fields('Error400', { ...body, details: { errors: [{ message: 'x' }] } })).toEqual([
      'details.errors.0.field',
    ]);
    expect(fields('Error400', { status: 400 }).sort()).toEqual(['code', 'message']);
  });

  it('accepts exactly the documented codes of each status', () => {
    for (const status of [401, 409, 423, 429, 500]) {
      for (const code of codesForStatus(status)) {
        expect(validateSchema(`Error${status}`, { status, code, message: 'm' }), code).toEqual([]);
      }
      expect(fields(`Error${status}`, { status, code: 'INVALID_INPUT', message: 'm' })).toEqual(['code']);
    }
  });

  it('accepts a code without a documented status only in the generic envelope', () => {
    const body = { status: 403, code: 'END_USER_TERMS_NOT_ACCEPTED', message: 'Accept the terms first' };
    expect(validateSchema('ErrorEnvelope', body)).toEqual([]);
    expect(fields('ErrorEnvelope', { status: '400', code: 'X' }).sort()).toEqual(['message', 'status']);
  });
});

describe('external accounts', () => {
  const beneficiary = { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace', birthDate: '1990-02-28', address };
  const fiat: ReadonlySet<string> = new Set(fiatAccountTypes);
  const minimalInfo = (accountType: string): Record<string, unknown> => ({
    accountType,
    ...(fiat.has(accountType) ? { beneficiary } : {}),
    ...(accountType === 'AED_ACCOUNT' ? { iban: 'AE070331234567890123456' } : {}),
  });

  it('accepts a minimal body of each of the 46 variants, on create and in responses', () => {
    for (const accountType of createAccountTypes) {
      const create = { currency: 'USD', accountInfo: minimalInfo(accountType) };
      expect(validateSchema('ExternalAccountCreateRequest', create), accountType).toEqual([]);
      const account = { id: id('ExternalAccount'), status: 'ACTIVE', customerId: null, ...create };
      expect(validateSchema('ExternalAccount', account), accountType).toEqual([]);
    }
  });

  it('accepts LIGHTNING_ACCOUNT in responses only', () => {
    const account = {
      id: id('ExternalAccount'),
      status: 'ACTIVE',
      currency: 'BTC',
      accountInfo: { accountType: 'LIGHTNING_ACCOUNT' },
    };
    expect(validateSchema('ExternalAccount', account)).toEqual([]);
    expect(fields('ExternalAccountCreateRequest', { currency: 'BTC', accountInfo: account.accountInfo })).toEqual([
      'accountInfo.accountType',
    ]);
  });

  it('accepts the two request shapes of 4.1', () => {
    const usd = {
      currency: 'USD',
      ownershipType: 'FIRST_PARTY',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: '12345678',
        routingNumber: '021000021',
        bankAccountType: 'CHECKING',
        bankName: 'Bank',
        beneficiary,
      },
    };
    expect(validateSchema('ExternalAccountCreateRequest', usd)).toEqual([]);
    const spark = { currency: 'BTC', accountInfo: { accountType: 'SPARK_WALLET', address: 'sp1qexample001' } };
    expect(validateSchema('ExternalAccountCreateRequest', spark)).toEqual([]);
  });

  it('reports invalid members of the chosen variant and its beneficiary', () => {
    const body = {
      customerId: 'Customer:42',
      currency: 'usd',
      defaultUmaDepositAccount: 'yes',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        bankAccountType: 'MONEY_MARKET',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', birthDate: '28/02/1990', address: { line1: 'x', country: 'US' } },
      },
    };
    expect(fields('ExternalAccountCreateRequest', body).sort()).toEqual([
      'accountInfo.bankAccountType',
      'accountInfo.beneficiary.address.postalCode',
      'accountInfo.beneficiary.birthDate',
      'accountInfo.beneficiary.fullName',
      'currency',
      'customerId',
      'defaultUmaDepositAccount',
    ]);
  });

  it('requires a beneficiary on fiat variants and iban on AED', () => {
    expect(
      fields('ExternalAccountCreateRequest', { currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT' } }),
    ).toEqual(['accountInfo.beneficiary']);
    expect(
      fields('ExternalAccountCreateRequest', {
        currency: 'AED',
        accountInfo: { accountType: 'AED_ACCOUNT', beneficiary: { ...beneficiary, beneficiaryType: 'BUSINESS' } },
      }),
    ).toEqual(['accountInfo.iban']);
    expect(
      fields('ExternalAccountCreateRequest', {
        currency: 'EUR',
        accountInfo: { accountType: 'EUR_ACCOUNT', beneficiary: { beneficiaryType: 'TRUST', fullName: 'x' } },
      }),
    ).toEqual(['accountInfo.beneficiary.beneficiaryType']);
  });

  it('checks the response members of 2.2', () => {
    const account = {
      id: 'ExternalAccount:nope',
      status: 'FROZEN',
      currency: 'USD',
      beneficiaryVerificationStatus: 'MAYBE',
      accountInfo: { accountType: 'BASE_WALLET', address: '0xabc' },
    };
    expect(fields('ExternalAccount', account).sort()).toEqual(['beneficiaryVerificationStatus', 'id', 'status']);
    expect(fields('ExternalAccount', {}).sort()).toEqual(['accountInfo', 'currency', 'id', 'status']);
  });
});

describe('credentials and sessions', () => {
  const session = {
    id: id('Session'),
    accountId: id('InternalAccount'),
    type: 'OAUTH',
    nickname: 'ada@example.com',
    createdAt: '2026-08-01T10:00:00Z',
    updatedAt: '2026-08-01T10:00:00.123+02:00',
    expiresAt: '2026-08-01T10:15:00Z',
    encryptedSessionSigningKey: 'w1XyZ',
  };

  it('requires encryptedSessionSigningKey for OAUTH and PASSKEY and forbids it for the OTP types', () => {
    expect(validateSchema('AuthSession', session)).toEqual([]);
    expect(validateSchema('AuthSession', { ...session, type: 'PASSKEY' })).toEqual([]);
    const { encryptedSessionSigningKey: _key, ...withoutKey } = session;
    expect(fields('AuthSession', withoutKey)).toEqual(['encryptedSessionSigningKey']);
    expect(validateSchema('AuthSession', { ...withoutKey, type: 'EMAIL_OTP' })).toEqual([]);
    expect(validateSchema('AuthSession', { ...session, type: 'SMS_OTP' })).toEqual([
      { field: 'encryptedSessionSigningKey', constraint: { absent: true }, message: 'must be absent' },
    ]);
  });

  it('leaves the key open on a refreshed session, whose key the document states only for verify', () => {
    const { encryptedSessionSigningKey: _key, ...withoutKey } = session;
    expect(validateSchema('RefreshedAuthSession', { ...withoutKey, type: 'PASSKEY' })).toEqual([]);
    expect(validateSchema('RefreshedAuthSession', session)).toEqual([]);
    expect(fields('RefreshedAuthSession', { ...session, id: id('AuthMethod') })).toEqual(['id']);
  });

  it('checks identifier forms and timestamps', () => {
    expect(fields('AuthSession', { ...session, id: id('AuthMethod'), expiresAt: 'tomorrow' }).sort()).toEqual([
      'expiresAt',
      'id',
    ]);
  });

  it('requires credentialId on PASSKEY credentials', () => {
    const method = { id: id('AuthMethod'), accountId: id('InternalAccount'), type: 'PASSKEY', nickname: 'Laptop' };
    expect(fields('AuthMethod', method)).toEqual(['credentialId']);
    expect(validateSchema('AuthMethod', { ...method, credentialId: 'AbC-_1' })).toEqual([]);
    expect(validateSchema('AuthMethod', { ...method, type: 'EMAIL_OTP' })).toEqual([]);
    expect(fields('OtpChallengeAuthMethod', { ...method, type: 'EMAIL_OTP' })).toEqual(['otpEncryptionTargetBundle']);
  });

  it('checks challenges', () => {
    const challenge = {
      type: 'EMAIL_OTP',
      payloadToSign: '{"a":1}',
      requestId: id('Request'),
      expiresAt: '2026-08-01T10:05:00Z',
    };
    expect(validateSchema('SignedRetryChallenge', challenge)).toEqual([]);
    // 2.5 lists `type` among the members of every 202 signed-retry body.
    expect(fields('SignedRetryChallenge', { ...challenge, type: undefined })).toEqual(['type']);
    expect(fields('SignedRetryChallenge', { type: 'PIN' }).sort()).toEqual([
      'expiresAt',
      'payloadToSign',
      'requestId',
      'type',
    ]);
    const passkey = { challenge: 'a1b2c3', requestId: id('Request'), expiresAt: '2026-08-01T10:05:00Z' };
    expect(validateSchema('PasskeyAuthChallenge', passkey)).toEqual([]);
    expect(fields('PasskeyAuthChallenge', { ...passkey, challenge: 'A1B2C3' })).toEqual(['challenge']);
  });

  it('checks credential create and verify bodies by type', () => {
    const attestation = {
      credentialId: 'cred-1',
      clientDataJson: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
      attestationObject: 'o2Nm',
      transports: ['internal'],
    };
    const passkey = {
      type: 'PASSKEY',
      accountId: id('InternalAccount'),
      challenge: 'c',
      nickname: 'Laptop',
      attestation,
    };
    expect(validateSchema('AuthCredentialCreateRequest', passkey)).toEqual([]);
    const { clientDataJson, ...misspelt } = attestation;
    expect(
      fields('AuthCredentialCreateRequest', {
        ...passkey,
        attestation: { ...misspelt, clientDataJSON: clientDataJson },
      }),
    ).toEqual(['attestation.clientDataJson']);
    expect(fields('AuthCredentialCreateRequest', { type: 'OAUTH', accountId: 'acct' }).sort()).toEqual([
      'accountId',
      'oidcToken',
    ]);
    expect(
      validateSchema('AuthCredentialCreateRequest', { type: 'SMS_OTP', accountId: id('InternalAccount') }),
    ).toEqual([]);

    expect(validateSchema('AuthCredentialVerifyRequest', { type: 'EMAIL_OTP', encryptedOtpBundle: '{}' })).toEqual([]);
    expect(fields('AuthCredentialVerifyRequest', { type: 'OAUTH', oidcToken: 'a.b.c' })).toEqual(['clientPublicKey']);
    expect(
      fields('AuthCredentialVerifyRequest', {
        type: 'PASSKEY',
        assertion: { credentialId: 'c', clientDataJson: 'd', authenticatorData: 'e' },
      }),
    ).toEqual(['assertion.signature']);
  });
});

describe('other request bodies', () => {
  it('checks card state updates against 3.3', () => {
    expect(validateSchema('CardUpdateRequest', { state: 'FROZEN' })).toEqual([]);
    expect(fields('CardUpdateRequest', { state: 'PAUSED' })).toEqual(['state']);
    expect(validateSchema('Card', { state: 'ACTIVE', last4: '4242' })).toEqual([]);
  });

  it('checks sandbox bodies', () => {
    expect(validateSchema('SandboxFundRequest', { amount: 10000 })).toEqual([]);
    expect(fields('SandboxFundRequest', { amount: 1.5 })).toEqual(['amount']);
    expect(
      fields('SandboxUmaReceiveRequest', {
        senderUmaAddress: '$success.usd@sandbox.example',
        receivingCurrencyAmount: '5',
      }).sort(),
    ).toEqual(['receiverUmaAddress', 'receivingCurrencyAmount', 'receivingCurrencyCode']);
  });
});

describe('the validator cache', () => {
  const cached = () => readdirSync(validatorCacheDir).filter((f) => f.endsWith('.cjs'));

  it('keeps a compiled schema on disk, and a later compiler validates with it as compiled, compiling nothing', () => {
    // A schema no run has compiled before: its own cache entry.
    const stamp = randomUUID();
    const schemas = {
      Parcel: {
        type: 'object',
        properties: { stamp: { const: stamp }, weight: { $ref: '#/components/schemas/Weight' } },
        required: ['stamp'],
      },
      Weight: { type: 'integer', minimum: 1 },
    } as const;
    const before = new Set(cached());
    const first = compileSchemaSet(schemas);
    expect(first.validate('Parcel', { stamp, weight: 0 })).toEqual([
      { field: 'weight', constraint: { minimum: 1 }, message: 'must be >= 1' },
    ]);
    const added = cached().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const entry = join(validatorCacheDir, added[0]!);
    const written = statSync(entry).ino;

    const later = compileSchemaSet(schemas);
    expect(later.validate('Parcel', { stamp, weight: 0 })).toEqual(first.validate('Parcel', { stamp, weight: 0 }));
    expect(later.validate('Parcel', { stamp: 'other' }).map((v) => v.field)).toEqual(['stamp']);
    expect(later.validate('Parcel', { stamp, weight: 2 })).toEqual([]);
    // Every compile writes its entry anew (a new file renamed into place): the same file means it was only read.
    expect(statSync(entry).ino).toBe(written);
    expect(cached().filter((f) => !before.has(f))).toEqual(added);

    // A changed schema is another entry: the cache never answers for a schema it was not made from.
    const changed = compileSchemaSet({ ...schemas, Weight: { type: 'integer', minimum: 5 } });
    expect(changed.validate('Parcel', { stamp, weight: 2 }).map((v) => v.field)).toEqual(['weight']);
    expect(cached().filter((f) => !before.has(f))).toHaveLength(2);
  });
});
