/**
 * Same-currency transfers (1: deprecated, replaced by the quote endpoints). The document shows no body; these are the
 * production interface's values for the members a transfer-out may carry.
 */

/** Production `PurposeOfPayment`: why a transfer-out is made. */
export const purposesOfPayment = [
  'GIFT',
  'SELF',
  'GOODS_OR_SERVICES',
  'EDUCATION',
  'HEALTH_OR_MEDICAL',
  'REAL_ESTATE_PURCHASE',
  'TAX_PAYMENT',
  'LOAN_PAYMENT',
  'UTILITY_BILL',
  'DONATION',
  'TRAVEL',
  'FAMILY_SUPPORT',
  'SALARY_PAYMENT',
  'OTHER',
] as const;

/** Production: `remittanceInformation` travels with the payment, at most this many characters. */
export const remittanceInformationMaxLength = 80;
