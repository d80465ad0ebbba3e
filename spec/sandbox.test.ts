import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beneficiaryVerificationStatuses } from './enums.ts';
import { errorCode } from './errors.ts';
import { oidcIatMaxAgeSeconds, sandboxClockSkewSeconds } from './limits.ts';
import {
  beneficialOwnerSuffixes,
  beneficiaryVerificationSuffixes,
  businessRegistrationSuffixes,
  externalAccountSuffixes,
  individualCustomerSuffixes,
  legacyLiterals,
  listedSuffixes,
  oidcExpVerdict,
  oidcIatVerdict,
  oidcTokenRules,
  outcomeForSuffix,
  quoteDestinationSuffixes,
  sandboxAuthFailure,
  sandboxEndpoints,
  sandboxOtp,
  suffixOf,
  suffixTables,
  umaTestAddress,
  umaTestReceivers,
  webauthnChecks,
} from './sandbox.ts';

describe('4.5 suffix tables', () => {
  it('list the suffixes the document lists', () => {
    expect(listedSuffixes(individualCustomerSuffixes).sort()).toEqual(['001', '002', '003']);
    expect(listedSuffixes(businessRegistrationSuffixes).sort()).toEqual(['001', '002', '003']);
    expect(listedSuffixes(beneficialOwnerSuffixes)).toEqual(['001', '002']);
    expect(listedSuffixes(externalAccountSuffixes)).toEqual(['002', '003', '004', '005']);
    expect(listedSuffixes(beneficiaryVerificationSuffixes)).toEqual(['102', '103', '104', '105', '106', '107']);
    expect(listedSuffixes(quoteDestinationSuffixes)).toEqual(['002', '003', '004', '005', '006', '007']);
  });

  it('have exactly one row for any other suffix and no suffix twice', () => {
    for (const table of suffixTables) {
      expect(
        table.rows.filter((r) => r.suffixes === 'other'),
        table.name,
      ).toHaveLength(1);
      const listed = listedSuffixes(table);
      expect(new Set(listed).size, table.name).toBe(listed.length);
      listed.forEach((s) => expect(s).toMatch(/^\d{3}$/));
    }
  });

  it('answer the documented outcome for a value', () => {
    expect(outcomeForSuffix(beneficialOwnerSuffixes, 'Smith001')).toEqual({ kycStatus: 'PENDING' });
    expect(outcomeForSuffix(beneficialOwnerSuffixes, 'Smith')).toEqual({ kycStatus: 'APPROVED' });
    expect(outcomeForSuffix(externalAccountSuffixes, '123456002')).toMatchObject({
      result: 'failed',
      timing: 'immediate',
    });
    expect(outcomeForSuffix(externalAccountSuffixes, '123456005')).toMatchObject({
      result: 'failed',
      pendingSeconds: 30,
    });
    expect(outcomeForSuffix(externalAccountSuffixes, '123456789')).toMatchObject({ result: 'completed' });
    expect(outcomeForSuffix(beneficiaryVerificationSuffixes, '000000105')).toEqual({
      error: { status: 400, description: 'invalid account' },
    });
    expect(outcomeForSuffix(beneficiaryVerificationSuffixes, '000000002')).toEqual({
      beneficiaryVerificationStatus: 'MATCHED',
    });
    expect(outcomeForSuffix(quoteDestinationSuffixes, 'ACCT003')).toMatchObject({
      result: 'success',
      completesAfterSeconds: 360,
    });
    expect(outcomeForSuffix(quoteDestinationSuffixes, 'ACCT005')).toMatchObject({
      result: 'failed',
      completesThenFails: true,
    });
  });

  it('read the username portion of an identifier with a domain part', () => {
    expect(outcomeForSuffix(externalAccountSuffixes, 'alice003@wallet.example')).toMatchObject({ result: 'failed' });
    expect(outcomeForSuffix(externalAccountSuffixes, 'alice@wallet.e002')).toMatchObject({ result: 'completed' });
  });

  it('read nothing but the suffix (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...suffixTables),
        fc.stringMatching(/^[a-z0-9]*$/),
        fc.stringMatching(/^[0-9]{3}$/),
        (table, prefix, tail) => {
          expect(outcomeForSuffix(table, prefix + tail)).toBe(outcomeForSuffix(table, tail));
          expect(suffixOf(prefix + tail)).toBe(tail);
        },
      ),
    );
  });

  it('use only documented beneficiary verification statuses', () => {
    for (const row of beneficiaryVerificationSuffixes.rows) {
      if ('beneficiaryVerificationStatus' in row.outcome) {
        expect(beneficiaryVerificationStatuses).toContain(row.outcome.beneficiaryVerificationStatus);
      }
    }
  });
});

describe('4.4 sandbox endpoints', () => {
  it('are the three POST endpoints with integer amounts in the smallest unit', () => {
    expect(sandboxEndpoints.map((e) => e.path)).toEqual([
      '/sandbox/internal-accounts/{accountId}/fund',
      '/sandbox/send',
      '/sandbox/uma/receive',
    ]);
    const amounts = sandboxEndpoints.flatMap((e) => e.body.filter((f) => /amount/i.test(f.name)));
    expect(amounts.map((f) => f.type)).toEqual(['integer', 'integer']);
  });
});

describe('4.5 accounts, OTP and authentication', () => {
  it('names the five UMA test receivers with their currencies', () => {
    expect(umaTestReceivers.map((r) => `${r.name}:${r.currency}:${r.outcome}`)).toEqual([
      '$success.usd:USD:success',
      '$success.eur:EUR:success',
      '$success.mxn:MXN:success',
      '$pending.long.usd:USD:pending-long',
      '$fail.compliance.usd:USD:compliance-failure',
    ]);
    const first = umaTestReceivers[0];
    if (!first) throw new Error('no receivers');
    expect(umaTestAddress(first, 'uma.example')).toBe('$success.usd@uma.example');
  });

  it('fixes the OTP code and the wrong-code answer to documented codes', () => {
    expect(sandboxOtp.code).toBe('000000');
    expect(sandboxOtp.wrongCode.reason).toBe('Invalid OTP code');
    expect(errorCode(sandboxOtp.wrongCode.code).status).toBe(sandboxOtp.wrongCode.status);
    expect(errorCode(sandboxAuthFailure.code).status).toBe(sandboxAuthFailure.status);
    expect(errorCode(sandboxAuthFailure.malformedOidcToken.code).status).toBe(
      sandboxAuthFailure.malformedOidcToken.status,
    );
  });

  it('lists each OIDC rule once, with the figures of part 8', () => {
    expect(new Set(oidcTokenRules.map((r) => r.id)).size).toBe(oidcTokenRules.length);
    expect(oidcTokenRules.map((r) => r.claim)).toEqual(
      expect.arrayContaining(['iss', 'aud', 'sub', 'iat', 'exp', 'nonce']),
    );
    expect(oidcTokenRules.find((r) => r.id === 'iat-max-age')?.bounds?.maxAgeSeconds).toBe(oidcIatMaxAgeSeconds);
    expect(oidcTokenRules.find((r) => r.id === 'iat-clock-skew')?.bounds?.clockSkewSeconds).toBe(
      sandboxClockSkewSeconds,
    );
    expect(oidcTokenRules.filter((r) => r.appliesTo === 'verify').map((r) => r.id)).toEqual([
      'nonce-client-public-key',
      'same-identity',
    ]);
  });

  it('judges iat and exp with the skew band left open', () => {
    expect(oidcIatVerdict(0)).toBe('accepted');
    expect(oidcIatVerdict(60)).toBe('accepted');
    expect(oidcIatVerdict(-5)).toBe('accepted');
    expect(oidcIatVerdict(63)).toBe('either');
    expect(oidcIatVerdict(-30)).toBe('either');
    expect(oidcIatVerdict(66)).toBe('rejected');
    expect(oidcExpVerdict(60)).toBe('accepted');
    expect(oidcExpVerdict(0)).toBe('either');
    expect(oidcExpVerdict(-60)).toBe('rejected');
  });

  it('lists the six WebAuthn checks and the two legacy literals without values', () => {
    expect(webauthnChecks.map((c) => c.id)).toEqual([
      'credential-id',
      'challenge',
      'origin-rp-binding',
      'user-presence',
      'signature',
      'signature-counter',
    ]);
    expect(legacyLiterals.map((l) => l.name)).toEqual(['assertion signature', 'wallet signature']);
    expect(legacyLiterals.every((l) => !('value' in l))).toBe(true);
  });
});
