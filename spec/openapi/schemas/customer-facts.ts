/**
 * Enumerations of customer fields that the interface document names without values (2.6: "exact names not given"),
 * as the deployed production interface defines them. They shape request validation (so the reference rejects what
 * production rejects) and the bodies the suite sends; the suite never asserts their value sets.
 */

export const idTypes = ['SSN', 'ITIN', 'EIN', 'NON_US_TAX_ID'] as const;

export const termsAcceptanceMethods = ['CHECKBOX', 'CLICK_TO_ACCEPT'] as const;

/** Enhanced due diligence fields of individuals (optional), by field name. */
export const individualDueDiligence = {
  sourceOfFundsCategories: [
    'SALARY',
    'SELF_EMPLOYMENT_INCOME',
    'INVESTMENT_INCOME',
    'PENSION',
    'RENTAL_INCOME',
    'GIFT',
    'INHERITANCE',
    'LOAN',
    'SAVINGS',
    'SALE_OF_ASSETS',
    'OTHER',
  ],
  sourceOfWealthCategories: [
    'SALARY',
    'BUSINESS_INCOME',
    'INVESTMENTS',
    'INHERITANCE',
    'PROPERTY_SALE',
    'GIFT',
    'RETIREMENT',
    'SAVINGS',
    'OTHER',
  ],
  purposeOfAccount: [
    'CONTRACTOR_PAYOUTS',
    'CREATOR_PAYOUTS',
    'EMPLOYEE_PAYOUTS',
    'MARKETPLACE_SELLER_PAYOUTS',
    'SUPPLIER_PAYMENTS',
    'CROSS_BORDER_B2B',
    'AR_AUTOMATION',
    'AP_AUTOMATION',
    'EMBEDDED_PAYMENTS',
    'PLATFORM_FEE_COLLECTION',
    'P2P_TRANSFERS',
    'CHARITABLE_DONATIONS',
    'OTHER',
  ],
  expectedMonthlyTransactionCount: [
    'COUNT_UNDER_10',
    'COUNT_10_TO_100',
    'COUNT_100_TO_500',
    'COUNT_500_TO_1000',
    'COUNT_OVER_1000',
  ],
  expectedMonthlyTransactionVolume: [
    'VOLUME_UNDER_10K',
    'VOLUME_10K_TO_100K',
    'VOLUME_100K_TO_1M',
    'VOLUME_1M_TO_10M',
    'VOLUME_OVER_10M',
  ],
  annualIncomeRange: ['UNDER_50K', 'RANGE_50K_100K', 'RANGE_100K_250K', 'RANGE_250K_1M', 'OVER_1M'],
  netWorthRange: ['UNDER_100K', 'RANGE_100K_500K', 'RANGE_500K_1M', 'RANGE_1M_5M', 'RANGE_5M_25M', 'OVER_25M'],
  pepStatus: ['NONE', 'DOMESTIC', 'FOREIGN', 'HIO', 'FAMILY_OR_ASSOCIATE'],
} as const;

/** Which due-diligence fields are arrays of values rather than one value. */
export const dueDiligenceArrayFields: ReadonlySet<string> = new Set([
  'sourceOfFundsCategories',
  'sourceOfWealthCategories',
]);

export const businessEntityTypes = [
  'SOLE_PROPRIETORSHIP',
  'PARTNERSHIP',
  'LLC',
  'CORPORATION',
  'S_CORPORATION',
  'NON_PROFIT',
  'PUBLICLY_LISTED_COMPANY',
  'TRUST',
  'PRIVATE_FOUNDATION',
  'CHARITY',
  'OTHER',
] as const;

export const businessSourceOfFundsCategories = [
  'OPERATING_REVENUE',
  'INVESTMENT_INCOME',
  'LOANS',
  'VENTURE_CAPITAL',
  'PERSONAL_SAVINGS',
  'DONATIONS',
  'OTHER',
] as const;

/** E.164 phone number. */
export const phoneNumberPattern = '^\\+[1-9]\\d{1,14}$';
/** ISO 3166-1 alpha-2 region. */
export const regionPattern = '^[A-Z]{2}$';
export const naicsCodePattern = '^\\d{2,6}$';

/** `documentType` of a document upload (production DocumentType; the document names PASSPORT, DRIVERS_LICENSE, NATIONAL_ID). */
export const documentTypes = [
  'PASSPORT',
  'DRIVERS_LICENSE',
  'NATIONAL_ID',
  'PROOF_OF_ADDRESS',
  'BANK_STATEMENT',
  'TAX_RETURN',
  'CERTIFICATE_OF_INCORPORATION',
  'ARTICLES_OF_INCORPORATION',
  'ARTICLES_OF_ASSOCIATION',
  'STATE_REGISTRY_EXCERPT',
  'GOOD_STANDING_CERTIFICATE',
  'INFORMATION_STATEMENT',
  'INCUMBENCY_CERTIFICATE',
  'BUSINESS_LICENSE',
  'SHAREHOLDER_REGISTER',
  'POWER_OF_ATTORNEY',
  'UTILITY_BILL',
  'ELECTRICITY_BILL',
  'RENT_OR_LEASE_AGREEMENT',
  'DIRECTOR_REGISTRY',
  'TRUST_AGREEMENT',
  'STATE_COMPANY_REGISTRY',
  'PARTNERSHIP_CONTROL_AGREEMENT',
  'PARTNERSHIP_AGREEMENT',
  'SELFIE',
  'OTHER',
] as const;

/** `side` of a document upload (production only). */
export const documentSides = ['FRONT', 'BACK'] as const;

/** `roles` of a beneficial owner (production `POST /beneficial-owners`). */
export const beneficialOwnerRoles = [
  'UBO',
  'DIRECTOR',
  'COMPANY_OFFICER',
  'CONTROL_PERSON',
  'TRUSTEE',
  'GENERAL_PARTNER',
] as const;
