import { rowForValue } from '../../spec/sandbox.ts';
import { documentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import type { BeneficiaryVerificationStatus } from './external-account-record.ts';

/** The verification result stored on a new account. */
export interface BeneficiaryVerificationResult {
  readonly status: BeneficiaryVerificationStatus;
  readonly verifiedData?: { readonly fullName: string };
}

/**
 * Compares the beneficiary name with the account holder's (2.2). The reference is connected to no payment rail: in
 * the sandbox the outcome follows the 4.5 table by the last three characters of the account's identifier (105
 * refuses the create with 400 `INVALID_BANK_ACCOUNT`, "invalid account"); outside it, the rail "does not support
 * name verification" (`UNSUPPORTED`). Accounts without a beneficiary get no verification.
 */
export function verifyBeneficiary(
  accountInfo: Readonly<Record<string, unknown>>,
  rules: Pick<ReferenceRules, 'beneficiaryVerificationSuffixes' | 'sandboxIdentifierOf'>,
  sandbox: boolean,
): BeneficiaryVerificationResult | undefined {
  const beneficiary = accountInfo['beneficiary'] as Record<string, unknown> | undefined;
  if (typeof beneficiary !== 'object' || beneficiary === null) return undefined;
  if (!sandbox) return { status: 'UNSUPPORTED' };
  const identifier = rules.sandboxIdentifierOf(accountInfo) ?? '';
  const { outcome } = rowForValue(rules.beneficiaryVerificationSuffixes, identifier);
  if ('error' in outcome) {
    const details = { field: 'accountInfo' };
    throw documentedError('INVALID_BANK_ACCOUNT', `The account is invalid (${outcome.error.description}).`, {
      details,
    });
  }
  const status = outcome.beneficiaryVerificationStatus;
  const fullName = typeof beneficiary['fullName'] === 'string' ? beneficiary['fullName'] : undefined;
  // The rail's name for the holder: the same name on a match, a differently written one on a fuzzy match.
  const verifiedName =
    fullName === undefined
      ? undefined
      : status === 'MATCHED'
        ? fullName
        : status === 'PARTIAL_MATCH'
          ? fullName.toUpperCase()
          : undefined;
  return { status, ...(verifiedName === undefined ? {} : { verifiedData: { fullName: verifiedName } }) };
}
