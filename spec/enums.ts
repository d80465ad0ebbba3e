/**
 * Enumerations the interface document states, as data. Each array is complete as far as the document lists it;
 * `...Seen` names mark lists the document introduces as "values seen" rather than as the full set.
 */

/** 2.3: the fiat `accountType` values allowed on create. */
export const fiatAccountTypes = [
  'AED_ACCOUNT',
  'BDT_ACCOUNT',
  'BRL_ACCOUNT',
  'BWP_ACCOUNT',
  'CAD_ACCOUNT',
  'CNY_ACCOUNT',
  'COP_ACCOUNT',
  'DKK_ACCOUNT',
  'EGP_ACCOUNT',
  'EUR_ACCOUNT',
  'GBP_ACCOUNT',
  'GHS_ACCOUNT',
  'GTQ_ACCOUNT',
  'HKD_ACCOUNT',
  'HTG_ACCOUNT',
  'IDR_ACCOUNT',
  'INR_ACCOUNT',
  'JMD_ACCOUNT',
  'KES_ACCOUNT',
  'MWK_ACCOUNT',
  'MXN_ACCOUNT',
  'MYR_ACCOUNT',
  'NGN_ACCOUNT',
  'PHP_ACCOUNT',
  'PKR_ACCOUNT',
  'RWF_ACCOUNT',
  'SGD_ACCOUNT',
  'SLV_ACCOUNT',
  'THB_ACCOUNT',
  'TZS_ACCOUNT',
  'UGX_ACCOUNT',
  'USD_ACCOUNT',
  'VND_ACCOUNT',
  'XAF_ACCOUNT',
  'XOF_ACCOUNT',
  'ZAR_ACCOUNT',
  'ZMW_ACCOUNT',
] as const;

/** 2.3: the wallet `accountType` values allowed on create. */
export const walletAccountTypes = [
  'BASE_WALLET',
  'ETHEREUM_WALLET',
  'LIGHTNING',
  'POLYGON_WALLET',
  'PLASMA_WALLET',
  'SOLANA_WALLET',
  'SPARK_WALLET',
  'TRON_WALLET',
] as const;

/** 2.3: every `accountType` value allowed on create (46). */
export const createAccountTypes = [...fiatAccountTypes, 'SWIFT_ACCOUNT', ...walletAccountTypes] as const;

/** 2.3 and 9: responses also accept `LIGHTNING_ACCOUNT` as an alias of `LIGHTNING`. */
export const responseAccountTypeAliases = { LIGHTNING_ACCOUNT: 'LIGHTNING' } as const;
export const responseAccountTypes = [...createAccountTypes, ...Object.keys(responseAccountTypeAliases)] as const;

/** 2.1 */
export const ownershipTypes = ['FIRST_PARTY', 'THIRD_PARTY'] as const;

/** 2.2 */
export const beneficiaryVerificationStatuses = [
  'MATCHED',
  'PARTIAL_MATCH',
  'NOT_MATCHED',
  'UNSUPPORTED',
  'CHECKED_BY_RECEIVING_FI',
  'PENDING',
] as const;

/** 2.3 */
export const beneficiaryTypes = ['INDIVIDUAL', 'BUSINESS'] as const;

/** 2.3: `bankAccountType` on `USD_ACCOUNT` (`CHECKING` appears; savings is described). */
export const usdBankAccountTypes = ['CHECKING', 'SAVINGS'] as const;

/** 3.1 */
export const externalAccountStatuses = [
  'PENDING',
  'ACTIVE',
  'PENDING_OWNERSHIP_VERIFICATION',
  'UNVERIFIED',
  'UNDER_REVIEW',
  'INACTIVE',
] as const;

/** 2.5 */
export const credentialTypes = ['PASSKEY', 'OAUTH', 'EMAIL_OTP', 'SMS_OTP'] as const;

/** 2.6 */
export const customerTypes = ['INDIVIDUAL', 'BUSINESS'] as const;

/** 3.2: values seen. */
export const kycStatusesSeen = ['PENDING', 'REJECTED', 'UNVERIFIED', 'APPROVED'] as const;
export const kybStatusesSeen = ['UNVERIFIED', 'APPROVED', 'REJECTED'] as const;

/** 2.6 */
export const verificationStatuses = ['PENDING_MANUAL_REVIEW', 'RESOLVE_ERRORS', 'REJECTED', 'APPROVED'] as const;

/** 2.6: verification error entry types named by the document (3.2 adds a poor-quality-document error, unnamed). */
export const verificationErrorTypesSeen = ['MISSING_FIELD', 'MISSING_IDENTITY_DOCUMENT'] as const;

/** 2.6: accepted document types the document names ("values include"). */
export const identityDocumentTypesSeen = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'] as const;

/** 2.6: file types a document upload accepts, as media types. */
export const documentMediaTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** 3.3 */
export const cardStates = ['ACTIVE', 'FROZEN', 'CLOSED'] as const;

/** 4.1: the agent policy permission the agent external-account operation requires. */
export const agentExternalAccountPermission = 'MANAGE_EXTERNAL_ACCOUNTS' as const;

/** 6: event types the document names. */
export const eventTypes = [
  'EXTERNAL_ACCOUNT.STATUS_UPDATED',
  'INCOMING_PAYMENT.REFUND_PENDING',
  'INCOMING_PAYMENT.REFUND_COMPLETED',
  'INCOMING_PAYMENT.REFUND_FAILED',
] as const;
/** 6: card transaction events are named by a wildcard only. */
export const cardTransactionEventPrefix = 'CARD_TRANSACTION.' as const;
/** 6: the card transaction state transitions that fire a `CARD_TRANSACTION.*` event, in the document's words. */
export const cardTransactionTransitions = [
  'authorized',
  'partially settled',
  'settled',
  'refunded',
  'exception',
] as const;

/** 7.5: transaction failure reasons the document names. */
export const transactionFailureReasons = [
  'QUOTE_EXECUTION_FAILED',
  'PAYOUT_RETURNED',
  'LIMIT_EXCEEDED',
  'ACCOUNT_CANNOT_RECEIVE',
  'ACCOUNT_INVALID',
  'COMPLIANCE_REJECTED',
  'SCA_NOT_COMPLETED',
] as const;
/** 9: failure reasons removed in August 2026. */
export const removedTransactionFailureReasons = [
  'EXECUTION_FAILED_POST_DEBIT',
  'SETTLEMENT_FAILED',
  'TIMEOUT',
  'MANUAL_REFUND',
] as const;

/** 9 */
export const apiVersion = '2025-10-13' as const;

/** 5: the wallet signature and signed-retry header names. */
export const walletSignatureHeader = 'Service-Wallet-Signature' as const;
export const requestIdHeader = 'Request-Id' as const;
