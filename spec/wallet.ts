/**
 * Embedded-wallet facts of parts 2.5, 4.2 and 5 that no other table holds, as data. The per-account credential limits
 * are rows of part 8 (`limits.ts`); they are gathered here by credential type for the code that applies them.
 */
import type { ErrorCode } from './keys/index.ts';
import type { credentialTypes } from './enums.ts';
import { limits } from './limits.ts';

export type CredentialType = (typeof credentialTypes)[number];

/** 2.5, 4.2: the one-time-code credential types, which share the challenge and verify shapes. */
export const otpCredentialTypes = ['EMAIL_OTP', 'SMS_OTP'] as const satisfies readonly CredentialType[];

/** 2.5: the types whose `AuthSession` carries `encryptedSessionSigningKey`; the OTP types never do. */
export const sessionKeyCredentialTypes = ['OAUTH', 'PASSKEY'] as const satisfies readonly CredentialType[];

/** 5: the first credential of a wallet account is an `EMAIL_OTP` credential tied to the customer e-mail. */
export const firstWalletCredentialType = 'EMAIL_OTP' as const satisfies CredentialType;

/** How many credentials of one type an internal account may hold (4.2 rule 5, part 8), and the 400 code beyond. */
export type CredentialTypeLimit =
  | { readonly kind: 'at-most'; readonly max: number; readonly code: ErrorCode }
  | { readonly kind: 'unique-by-credential-id'; readonly code: ErrorCode }
  | { readonly kind: 'one-per-provider-identity' };

export const credentialTypeLimits: Readonly<Record<CredentialType, CredentialTypeLimit>> = {
  EMAIL_OTP: {
    kind: 'at-most',
    max: limits.emailOtpPerAccount.numbers.max.value,
    code: limits.emailOtpPerAccount.error.code,
  },
  SMS_OTP: {
    kind: 'at-most',
    max: limits.smsOtpPerAccount.numbers.max.value,
    code: limits.smsOtpPerAccount.error.code,
  },
  PASSKEY: { kind: 'unique-by-credential-id', code: limits.passkeysPerAccount.error.code },
  OAUTH: { kind: 'one-per-provider-identity' },
};

/** Part 8: revocation always leaves this many credentials on the account (else 400). */
export const minimumCredentialsKept = limits.credentialsPerAccount.numbers.min.value;

/** Whether `type` is one of the OTP credential types. */
export function isOtpCredentialType(type: string): type is (typeof otpCredentialTypes)[number] {
  return (otpCredentialTypes as readonly string[]).includes(type);
}
