import { describe, expect, it } from 'vitest';
import { credentialTypes } from './enums.ts';
import { errorCode } from './errors.ts';
import { limits } from './limits.ts';
import {
  credentialTypeLimits,
  firstWalletCredentialType,
  isOtpCredentialType,
  minimumCredentialsKept,
  otpCredentialTypes,
  sessionKeyCredentialTypes,
} from './wallet.ts';

describe('wallet credential facts', () => {
  it('gives every credential type a limit, each 400 code a code of 7.1 with status 400', () => {
    expect(Object.keys(credentialTypeLimits).sort()).toEqual([...credentialTypes].sort());
    for (const limit of Object.values(credentialTypeLimits)) {
      if (limit.kind !== 'one-per-provider-identity')
        expect(errorCode(limit.code)).toMatchObject({ status: 400, section: '7.1' });
    }
    expect(credentialTypeLimits.EMAIL_OTP).toEqual({
      kind: 'at-most',
      max: 1,
      code: 'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
    });
    expect(credentialTypeLimits.PASSKEY).toEqual({
      kind: 'unique-by-credential-id',
      code: 'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
    });
  });

  it('splits the types into OTP and session-key types, and names the first credential and the revocation floor', () => {
    expect([...otpCredentialTypes, ...sessionKeyCredentialTypes].sort()).toEqual([...credentialTypes].sort());
    expect(isOtpCredentialType('SMS_OTP')).toBe(true);
    expect(isOtpCredentialType('PASSKEY')).toBe(false);
    expect(firstWalletCredentialType).toBe('EMAIL_OTP');
    expect(minimumCredentialsKept).toBe(limits.credentialsPerAccount.numbers.min.value);
  });
});
