import type { beneficiaryVerificationStatuses, externalAccountStatuses, ownershipTypes } from '../../spec/enums.ts';
import { paymentRailsOf } from '../../spec/production/payment-rails.ts';

export type ExternalAccountStatus = (typeof externalAccountStatuses)[number];
export type OwnershipType = (typeof ownershipTypes)[number];
export type BeneficiaryVerificationStatus = (typeof beneficiaryVerificationStatuses)[number];

/**
 * A pending ownership challenge (4.3): by wallet signature, the exact message the wallet must sign; by hosted liveness
 * check, the link of the hosted page and its token. Either until when.
 */
export type OwnershipChallengeRecord =
  | { method: 'WALLET_SIGNATURE'; messageToSign: string; expiresAt: string }
  | { method: 'LIVENESS'; verificationLink: string; token: string; expiresAt: string };

/** A stored external account (2.2), with what the server keeps beside the answered members. */
export interface ExternalAccountRecord {
  /** `ExternalAccount:<uuid>`. */
  id: string;
  /** `Customer:<uuid>`; null when the account is on behalf of the platform (2.2). */
  customerId: string | null;
  status: ExternalAccountStatus;
  platformAccountId?: string;
  ownershipType?: OwnershipType;
  currency: string;
  defaultUmaDepositAccount: boolean;
  beneficiaryVerificationStatus?: BeneficiaryVerificationStatus;
  beneficiaryVerifiedData?: { fullName: string };
  /** As submitted (after validation). */
  accountInfo: Record<string, unknown>;
  /** Two accounts with the same key are the same account (4.1, 7.3: creating it again answers 409). */
  identityKey: string;
  /** The agent that created the account, when it came through `POST /agents/me/external-accounts`. */
  createdByAgentId?: string;
  ownershipChallenge?: OwnershipChallengeRecord;
  /** A trusted beneficiary (4.3): set and cleared by the SCA-authorized trust and untrust calls (sca/). */
  trusted?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `accountInfo` with the rails production answers for its type (`paymentRails`, not shown by the document). */
function withPaymentRails(accountInfo: Record<string, unknown>): Record<string, unknown> {
  const rails = paymentRailsOf(String(accountInfo['accountType']));
  return rails === undefined ? accountInfo : { ...accountInfo, paymentRails: [...rails] };
}

/** The ExternalAccount body (2.2); `createdAt`/`updatedAt` follow the production facts. */
export function toExternalAccountResponse(record: ExternalAccountRecord): Record<string, unknown> {
  return {
    id: record.id,
    customerId: record.customerId,
    status: record.status,
    ...(record.platformAccountId === undefined ? {} : { platformAccountId: record.platformAccountId }),
    ...(record.ownershipType === undefined ? {} : { ownershipType: record.ownershipType }),
    currency: record.currency,
    defaultUmaDepositAccount: record.defaultUmaDepositAccount,
    ...(record.beneficiaryVerificationStatus === undefined
      ? {}
      : { beneficiaryVerificationStatus: record.beneficiaryVerificationStatus }),
    ...(record.beneficiaryVerifiedData === undefined
      ? {}
      : { beneficiaryVerifiedData: record.beneficiaryVerifiedData }),
    accountInfo: withPaymentRails(record.accountInfo),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
