/** Production's component schemas reached from the responses of `operations.ts`, by name (production facts). */
import type { SchemaObject } from '../openapi/types.ts';

export const productionSchemas: Readonly<Record<string, SchemaObject>> = {
  AccountDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseDestination' },
      {
        type: 'object',
        required: ['accountId', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          paymentRail: { allOf: [{ $ref: '#/components/schemas/PaymentRail' }, {}] },
        },
      },
    ],
  },
  AccountQuoteSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseQuoteSource' },
      {
        type: 'object',
        required: ['accountId', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          customerId: { type: 'string' },
        },
      },
    ],
  },
  AccountTransactionDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionDestination' },
      {
        type: 'object',
        required: ['accountId', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  AccountTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['accountId', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['ACCOUNT'] },
          accountId: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  Address: {
    type: 'object',
    required: ['line1', 'postalCode', 'country'],
    properties: {
      line1: { type: 'string' },
      line2: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      postalCode: { type: 'string' },
      country: { type: 'string' },
    },
  },
  AedAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/AedAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  AedAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'iban'],
    properties: {
      accountType: { type: 'string', enum: ['AED_ACCOUNT'] },
      iban: { type: 'string', minLength: 23, maxLength: 23, pattern: '^AE[0-9]{21}$' },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  AedBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'address', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  AedExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/AedAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/AedBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/AedBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  Agent: {
    type: 'object',
    required: ['id', 'name', 'customerId', 'isPaused', 'isConnected', 'policy', 'usage', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      customerId: { type: 'string' },
      isPaused: { type: 'boolean' },
      isConnected: { type: 'boolean' },
      policy: { $ref: '#/components/schemas/AgentPolicy' },
      usage: { $ref: '#/components/schemas/AgentUsage' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AgentAccountRestrictions: {
    type: 'object',
    properties: {
      allowedAccountIds: { type: ['array', 'null'], items: { type: 'string' } },
      accountRules: { type: 'array', items: { $ref: '#/components/schemas/AgentAccountRule' } },
    },
  },
  AgentAccountRule: {
    type: 'object',
    required: ['accountId'],
    properties: {
      accountId: { type: 'string' },
      executionMode: { $ref: '#/components/schemas/AgentExecutionMode' },
      perTransactionLimit: { type: ['integer', 'null'] },
    },
  },
  AgentApprovalThresholds: {
    type: 'object',
    properties: { currency: { type: 'string' }, amount: { type: ['integer', 'null'] } },
  },
  AgentCreateResponse: {
    type: 'object',
    required: ['agent', 'deviceCode'],
    properties: {
      agent: { $ref: '#/components/schemas/Agent' },
      deviceCode: { $ref: '#/components/schemas/AgentDeviceCode' },
    },
  },
  AgentDeviceCode: {
    type: 'object',
    required: ['code', 'agentId', 'expiresAt', 'redeemed'],
    properties: {
      code: { type: 'string' },
      agentId: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      redeemed: { type: 'boolean' },
    },
  },
  AgentDeviceCodeRedeemResponse: {
    type: 'object',
    required: ['agentId', 'agentName', 'accessToken', 'policy'],
    properties: {
      agentId: { type: 'string' },
      agentName: { type: 'string' },
      accessToken: { type: 'string' },
      policy: { $ref: '#/components/schemas/AgentPolicy' },
    },
  },
  AgentExecutionMode: { type: 'string', enum: ['AUTO', 'APPROVAL_REQUIRED'] },
  AgentPermission: {
    type: 'string',
    enum: ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES', 'MANAGE_EXTERNAL_ACCOUNTS'],
  },
  AgentPolicy: {
    type: 'object',
    required: ['permissions', 'defaultExecutionMode', 'spendingLimits'],
    properties: {
      permissions: { type: 'array', items: { $ref: '#/components/schemas/AgentPermission' } },
      defaultExecutionMode: { $ref: '#/components/schemas/AgentExecutionMode' },
      spendingLimits: { $ref: '#/components/schemas/AgentSpendingLimits' },
      accountRestrictions: { $ref: '#/components/schemas/AgentAccountRestrictions' },
      approvalThresholds: { $ref: '#/components/schemas/AgentApprovalThresholds' },
    },
  },
  AgentSpendingLimits: {
    type: 'object',
    required: ['currency', 'perTransactionLimit'],
    properties: {
      currency: { type: 'string' },
      perTransactionLimit: { type: 'integer' },
      dailyLimit: { type: ['integer', 'null'] },
      dailyTransactionLimit: { type: 'integer' },
      monthlyLimit: { type: ['integer', 'null'] },
    },
  },
  AgentUsage: {
    type: 'object',
    required: ['dailyTransactionCount', 'dailySpend', 'monthlySpend'],
    properties: {
      dailyTransactionCount: { type: 'integer' },
      dailySpend: { type: 'integer' },
      dailyResetDate: { type: 'string', format: 'date' },
      monthlySpend: { type: 'integer' },
      monthlyResetMonth: { type: 'string' },
    },
  },
  AnnualIncomeRange: {
    type: 'string',
    enum: ['UNDER_50K', 'RANGE_50K_100K', 'RANGE_100K_250K', 'RANGE_250K_1M', 'OVER_1M'],
  },
  ApiToken: {
    type: 'object',
    required: ['id', 'name', 'permissions', 'clientId', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      permissions: { type: 'array', items: { $ref: '#/components/schemas/Permission' } },
      clientId: { type: 'string' },
      clientSecret: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AuthCredentialListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/AuthMethod' } } },
  },
  AuthCredentialResponseOneOf: {
    oneOf: [{ $ref: '#/components/schemas/AuthMethodResponse' }, { $ref: '#/components/schemas/PasskeyAuthChallenge' }],
    discriminator: {
      propertyName: 'type',
      mapping: {
        EMAIL_OTP: '#/components/schemas/AuthMethodResponse',
        SMS_OTP: '#/components/schemas/AuthMethodResponse',
        PASSKEY: '#/components/schemas/PasskeyAuthChallenge',
      },
    },
  },
  AuthMethod: {
    type: 'object',
    required: ['id', 'accountId', 'type', 'nickname', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string' },
      accountId: { type: 'string' },
      type: { $ref: '#/components/schemas/AuthMethodType' },
      credentialId: { type: 'string' },
      nickname: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  AuthMethodResponse: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      { type: 'object', properties: { otpEncryptionTargetBundle: { type: 'string' } } },
    ],
    unevaluatedProperties: false,
  },
  AuthMethodType: { type: 'string', enum: ['OAUTH', 'EMAIL_OTP', 'SMS_OTP', 'PASSKEY'] },
  AuthSession: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      {
        type: 'object',
        required: ['id', 'expiresAt'],
        properties: {
          id: { type: 'string' },
          encryptedSessionSigningKey: { type: 'string' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
    ],
  },
  AuthSignedRequestChallenge: {
    allOf: [
      { $ref: '#/components/schemas/SignedRequestChallenge' },
      { type: 'object', required: ['type'], properties: { type: { $ref: '#/components/schemas/AuthMethodType' } } },
    ],
  },
  BaseDestination: {
    type: 'object',
    required: ['destinationType'],
    properties: { destinationType: { $ref: '#/components/schemas/DestinationType' } },
  },
  BaseExternalAccountInfo: {
    type: 'object',
    required: ['accountType'],
    properties: { accountType: { $ref: '#/components/schemas/ExternalAccountType' } },
  },
  BasePaymentAccountInfo: {
    type: 'object',
    required: ['accountType'],
    properties: { accountType: { $ref: '#/components/schemas/PaymentAccountType' } },
  },
  BaseQuoteSource: {
    type: 'object',
    required: ['sourceType'],
    properties: { sourceType: { $ref: '#/components/schemas/QuoteSourceType' } },
  },
  BaseTransactionDestination: {
    type: 'object',
    required: ['destinationType'],
    properties: {
      destinationType: { $ref: '#/components/schemas/TransactionDestinationType' },
      currency: { type: 'string' },
    },
  },
  BaseTransactionSource: {
    type: 'object',
    required: ['sourceType'],
    properties: { sourceType: { $ref: '#/components/schemas/TransactionSourceType' }, currency: { type: 'string' } },
  },
  BaseWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/BaseWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  BaseWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['BASE_WALLET'] }, address: { type: 'string' } },
  },
  BdtAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BdtAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  BdtAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['BDT_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      branchCode: { type: 'string', minLength: 5, maxLength: 5, pattern: '^[0-9]{5}$' },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  BdtBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  BdtExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/BdtAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/BdtBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/BdtBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  BeneficialOwner: {
    type: 'object',
    required: ['id', 'customerId', 'roles', 'ownershipPercentage', 'personalInfo', 'kycStatus', 'createdAt'],
    properties: {
      id: { type: 'string' },
      customerId: { type: 'string' },
      roles: { type: 'array', items: { $ref: '#/components/schemas/BeneficialOwnerRole' } },
      ownershipPercentage: { type: 'integer', minimum: 0, maximum: 100 },
      personalInfo: { $ref: '#/components/schemas/BeneficialOwnerPersonalInfo' },
      kycStatus: { $ref: '#/components/schemas/KycStatus' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  BeneficialOwnerPersonalInfo: {
    type: 'object',
    required: ['firstName', 'lastName', 'birthDate', 'nationality', 'address', 'idType', 'identifier'],
    properties: {
      firstName: { type: 'string' },
      middleName: { type: 'string' },
      lastName: { type: 'string' },
      birthDate: { type: 'string', format: 'date' },
      nationality: { type: 'string' },
      email: { type: 'string', format: 'email' },
      phoneNumber: { type: 'string', pattern: '^\\+[1-9]\\d{1,14}$' },
      address: { $ref: '#/components/schemas/Address' },
      idType: { $ref: '#/components/schemas/IdentificationType' },
      identifier: { type: 'string' },
      countryOfIssuance: { type: 'string' },
    },
  },
  BeneficialOwnerRole: {
    type: 'string',
    enum: ['UBO', 'DIRECTOR', 'COMPANY_OFFICER', 'CONTROL_PERSON', 'TRUSTEE', 'GENERAL_PARTNER'],
  },
  BeneficiaryTrustConfirm: { type: 'object', required: ['trusted'], properties: { trusted: { type: 'boolean' } } },
  BeneficiaryTrustStart: {
    type: 'object',
    properties: { scaChallenge: { $ref: '#/components/schemas/ScaChallenge' } },
  },
  BeneficiaryVerificationStatus: {
    type: 'string',
    enum: ['MATCHED', 'PARTIAL_MATCH', 'NOT_MATCHED', 'UNSUPPORTED', 'CHECKED_BY_RECEIVING_FI', 'PENDING'],
  },
  BeneficiaryVerifiedData: { type: 'object', properties: { fullName: { type: 'string' } } },
  BrlAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BrlAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['PIX'] } } },
      },
    ],
  },
  BrlAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'pixKey', 'pixKeyType', 'taxId'],
    properties: {
      accountType: { type: 'string', enum: ['BRL_ACCOUNT'] },
      pixKey: { type: 'string', minLength: 1, maxLength: 77 },
      pixKeyType: { type: 'string', enum: ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] },
      taxId: { type: 'string', minLength: 11, maxLength: 14, pattern: '^[0-9]{11,14}$' },
    },
  },
  BrlBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  BrlExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/BrlAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/BrlBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/BrlBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  BusinessBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'legalName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['BUSINESS'] },
      legalName: { type: 'string' },
      registrationNumber: { type: 'string' },
      taxId: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  BusinessCustomer: {
    allOf: [
      { $ref: '#/components/schemas/Customer' },
      { $ref: '#/components/schemas/BusinessCustomerFields' },
      {
        type: 'object',
        properties: {
          businessInfo: { $ref: '#/components/schemas/BusinessInfoResponse' },
          beneficialOwners: { type: 'array', items: { $ref: '#/components/schemas/BeneficialOwner' } },
        },
      },
    ],
  },
  BusinessCustomerFields: {
    type: 'object',
    required: ['customerType'],
    properties: {
      customerType: { type: 'string', enum: ['BUSINESS'] },
      kybStatus: { $ref: '#/components/schemas/KybStatus' },
      address: { $ref: '#/components/schemas/Address' },
      businessInfo: { $ref: '#/components/schemas/BusinessInfoUpdate' },
    },
  },
  BusinessInfoResponse: {
    type: 'object',
    required: ['legalName'],
    properties: {
      legalName: { type: 'string' },
      doingBusinessAs: { type: 'string' },
      country: { type: 'string' },
      registrationNumber: { type: 'string' },
      incorporatedOn: { type: 'string', format: 'date' },
      entityType: { $ref: '#/components/schemas/EntityType' },
      taxId: { type: 'string' },
      countriesOfOperation: { type: 'array', items: { type: 'string' } },
      businessType: { $ref: '#/components/schemas/BusinessType' },
      purposeOfAccount: { $ref: '#/components/schemas/PurposeOfAccount' },
      sourceOfFunds: { type: 'string' },
      expectedMonthlyTransactionCount: {
        type: 'string',
        enum: ['COUNT_UNDER_10', 'COUNT_10_TO_100', 'COUNT_100_TO_500', 'COUNT_500_TO_1000', 'COUNT_OVER_1000'],
      },
      expectedMonthlyTransactionVolume: {
        type: 'string',
        enum: ['VOLUME_UNDER_10K', 'VOLUME_10K_TO_100K', 'VOLUME_100K_TO_1M', 'VOLUME_1M_TO_10M', 'VOLUME_OVER_10M'],
      },
      expectedRecipientJurisdictions: { type: 'array', items: { type: 'string' } },
      naicsCode: { type: 'string', pattern: '^\\d{2,6}$' },
      sourceOfFundsCategories: { type: 'array', items: { $ref: '#/components/schemas/SourceOfFundsCategory' } },
      sourceOfFundsOtherDescription: { type: 'string', minLength: 1, maxLength: 500 },
      purposeOfAccountOtherDescription: { type: 'string', minLength: 1, maxLength: 500 },
      expectedCounterpartyCountries: { type: 'array', items: { type: 'string' } },
      primaryContactFirstName: { type: 'string', maxLength: 250 },
      primaryContactLastName: { type: 'string', maxLength: 250 },
    },
  },
  BusinessInfoUpdate: {
    type: 'object',
    properties: {
      legalName: { type: 'string' },
      doingBusinessAs: { type: 'string' },
      country: { type: 'string' },
      registrationNumber: { type: 'string' },
      incorporatedOn: { type: 'string', format: 'date' },
      entityType: { $ref: '#/components/schemas/EntityType' },
      taxId: { type: 'string' },
      countriesOfOperation: { type: 'array', items: { type: 'string' } },
      businessType: { $ref: '#/components/schemas/BusinessType' },
      purposeOfAccount: { $ref: '#/components/schemas/PurposeOfAccount' },
      sourceOfFunds: { type: 'string' },
      expectedMonthlyTransactionCount: {
        type: 'string',
        enum: ['COUNT_UNDER_10', 'COUNT_10_TO_100', 'COUNT_100_TO_500', 'COUNT_500_TO_1000', 'COUNT_OVER_1000'],
      },
      expectedMonthlyTransactionVolume: {
        type: 'string',
        enum: ['VOLUME_UNDER_10K', 'VOLUME_10K_TO_100K', 'VOLUME_100K_TO_1M', 'VOLUME_1M_TO_10M', 'VOLUME_OVER_10M'],
      },
      expectedRecipientJurisdictions: { type: 'array', items: { type: 'string' } },
      naicsCode: { type: 'string', pattern: '^\\d{2,6}$' },
      sourceOfFundsCategories: { type: 'array', items: { $ref: '#/components/schemas/SourceOfFundsCategory' } },
      sourceOfFundsOtherDescription: { type: 'string', minLength: 1, maxLength: 500 },
      purposeOfAccountOtherDescription: { type: 'string', minLength: 1, maxLength: 500 },
      expectedCounterpartyCountries: { type: 'array', items: { type: 'string' } },
      primaryContactFirstName: { type: 'string', maxLength: 250 },
      primaryContactLastName: { type: 'string', maxLength: 250 },
    },
  },
  BusinessType: {
    type: 'string',
    enum: [
      'AGRICULTURE_FORESTRY_FISHING_AND_HUNTING',
      'MINING_QUARRYING_AND_OIL_AND_GAS_EXTRACTION',
      'UTILITIES',
      'CONSTRUCTION',
      'MANUFACTURING',
      'WHOLESALE_TRADE',
      'RETAIL_TRADE',
      'TRANSPORTATION_AND_WAREHOUSING',
      'INFORMATION',
      'FINANCE_AND_INSURANCE',
      'REAL_ESTATE_AND_RENTAL_AND_LEASING',
      'PROFESSIONAL_SCIENTIFIC_AND_TECHNICAL_SERVICES',
      'MANAGEMENT_OF_COMPANIES_AND_ENTERPRISES',
      'ADMINISTRATIVE_AND_SUPPORT_AND_WASTE_MANAGEMENT_AND_REMEDIATION_SERVICES',
      'EDUCATIONAL_SERVICES',
      'HEALTH_CARE_AND_SOCIAL_ASSISTANCE',
      'ARTS_ENTERTAINMENT_AND_RECREATION',
      'ACCOMMODATION_AND_FOOD_SERVICES',
      'OTHER_SERVICES',
      'PUBLIC_ADMINISTRATION',
    ],
  },
  BwpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BwpAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  BwpAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['BWP_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  BwpBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  BwpExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/BwpAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/BwpBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/BwpBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  CadAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/CadAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  CadAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankCode', 'branchCode', 'accountNumber'],
    properties: {
      accountType: { type: 'string', enum: ['CAD_ACCOUNT'] },
      bankCode: { type: 'string', minLength: 3, maxLength: 3, pattern: '^[0-9]{3}$' },
      branchCode: { type: 'string', minLength: 5, maxLength: 5, pattern: '^[0-9]{5}$' },
      accountNumber: { type: 'string', minLength: 7, maxLength: 12, pattern: '^[0-9]{7,12}$' },
    },
  },
  CadBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      registrationNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  CadExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/CadAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/CadBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/CadBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  Card: {
    type: 'object',
    required: [
      'id',
      'cardholderId',
      'state',
      'form',
      'fundingSources',
      'maxSpendPerTransaction',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string', readOnly: true },
      cardholderId: { type: 'string' },
      platformCardId: { type: 'string' },
      state: { $ref: '#/components/schemas/CardState' },
      stateReason: { anyOf: [{ $ref: '#/components/schemas/CardStateReason' }, { type: 'null' }] },
      brand: { $ref: '#/components/schemas/CardBrand' },
      form: { $ref: '#/components/schemas/CardForm' },
      last4: { type: 'string' },
      expMonth: { type: 'integer', minimum: 1, maximum: 12 },
      expYear: { type: 'integer' },
      fundingSources: { type: 'array', items: { type: 'string' } },
      maxSpendPerTransaction: { anyOf: [{ type: 'integer', format: 'int64', minimum: 1 }, { type: 'null' }] },
      currency: { type: 'string', readOnly: true },
      processorRef: { type: 'string', readOnly: true },
      issuerRef: { type: 'string', readOnly: true },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  CardBrand: { type: 'string', enum: ['VISA', 'MASTERCARD'] },
  CardForm: { type: 'string', enum: ['VIRTUAL'] },
  CardMerchant: {
    type: 'object',
    required: ['descriptor'],
    properties: { descriptor: { type: 'string' }, mcc: { type: 'string' }, country: { type: 'string' } },
  },
  CardPullSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: {
      count: { type: 'integer' },
      totalAmount: { type: 'integer', format: 'int64' },
      pendingCount: { type: 'integer' },
    },
  },
  CardRefundSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: { count: { type: 'integer' }, totalAmount: { type: 'integer', format: 'int64' } },
  },
  CardSettlementSummary: {
    type: 'object',
    required: ['count', 'totalAmount'],
    properties: { count: { type: 'integer' }, totalAmount: { type: 'integer', format: 'int64' } },
  },
  CardState: { type: 'string', enum: ['PENDING_KYC', 'PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED'] },
  CardStateReason: { type: 'string', enum: ['ISSUER_REJECTED', 'CLOSED_BY_PLATFORM', 'CLOSED_BY_GRID'] },
  CardTokenization2FAConfig: {
    type: 'object',
    properties: {
      displayName: { type: 'string', maxLength: 255 },
      logoUrl: { type: 'string', format: 'uri', pattern: '^https://', maxLength: 512 },
      email: { $ref: '#/components/schemas/CardTokenization2FAEmailConfig' },
      sms: { $ref: '#/components/schemas/CardTokenization2FASmsConfig' },
    },
  },
  CardTokenization2FAEmailConfig: {
    type: 'object',
    properties: {
      fromAddress: { type: 'string', format: 'email', maxLength: 255 },
      fromName: { type: 'string', maxLength: 255 },
      replyToAddress: { type: 'string', format: 'email', maxLength: 255 },
      subject: { type: 'string', maxLength: 255 },
      bodyText: { type: 'string', maxLength: 2000 },
    },
  },
  CardTokenization2FASmsConfig: {
    type: 'object',
    properties: { templateSid: { type: 'string', maxLength: 64 }, bodyText: { type: 'string', maxLength: 480 } },
  },
  CardTransaction: {
    type: 'object',
    required: [
      'type',
      'id',
      'status',
      'direction',
      'merchant',
      'authorizedAmount',
      'accountId',
      'customerId',
      'platformCustomerId',
      'authorizedAt',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      type: { type: 'string', enum: ['CARD'] },
      id: { type: 'string', readOnly: true },
      cardId: { type: 'string' },
      customerId: { type: 'string' },
      platformCustomerId: { type: 'string' },
      issuerTransactionToken: { type: 'string', readOnly: true },
      status: { $ref: '#/components/schemas/CardTransactionStatus' },
      direction: { $ref: '#/components/schemas/TransactionDirection' },
      merchant: { $ref: '#/components/schemas/CardMerchant' },
      authorizedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      settledAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      refundedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      accountId: { type: 'string' },
      pullSummary: { $ref: '#/components/schemas/CardPullSummary' },
      refundSummary: { $ref: '#/components/schemas/CardRefundSummary' },
      settlementSummary: { $ref: '#/components/schemas/CardSettlementSummary' },
      authorizedAt: { type: 'string', format: 'date-time' },
      lastEventAt: { type: 'string', format: 'date-time' },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  CardTransactionStatus: {
    type: 'string',
    enum: ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION'],
  },
  CnyAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/CnyAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  CnyAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['CNY_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  CnyBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  CnyExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/CnyAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/CnyBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/CnyBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  ContactVerification: {
    type: 'object',
    properties: {
      email: { $ref: '#/components/schemas/ContactVerificationStatus' },
      phone: { $ref: '#/components/schemas/ContactVerificationStatus' },
    },
  },
  ContactVerificationStatus: { type: 'string', enum: ['PENDING', 'VERIFIED'] },
  CopAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/CopAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  CopAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['COP_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankAccountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  CopBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
      documentType: { type: 'string', enum: ['CC', 'CE', 'TI', 'NIT', 'PP'] },
      documentNumber: { type: 'string', minLength: 1, maxLength: 50 },
    },
  },
  CopExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/CopAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/CopBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/CopBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  CounterpartyFieldDefinition: {
    type: 'object',
    properties: { name: { $ref: '#/components/schemas/CustomerInfoFieldName' }, mandatory: { type: 'boolean' } },
    required: ['name', 'mandatory'],
  },
  CounterpartyInformation: { type: 'object', additionalProperties: true },
  CryptoNetwork: {
    type: 'string',
    enum: ['BITCOIN', 'ETHEREUM', 'SOLANA', 'BASE', 'POLYGON', 'TRON', 'PLASMA', 'SPARK'],
  },
  Currency: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      name: { type: 'string' },
      symbol: { type: 'string' },
      decimals: { type: 'integer', minimum: 0 },
    },
  },
  CurrencyAmount: {
    type: 'object',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer', format: 'int64' }, currency: { $ref: '#/components/schemas/Currency' } },
  },
  Customer: {
    type: 'object',
    required: ['umaAddress', 'platformCustomerId', 'customerType'],
    properties: {
      id: { type: 'string', readOnly: true },
      platformCustomerId: { type: 'string' },
      customerType: { $ref: '#/components/schemas/CustomerType' },
      endUserTermsConsent: { $ref: '#/components/schemas/EndUserTermsConsent', readOnly: true },
      region: { type: 'string' },
      currencies: { type: 'array', items: { type: 'string' } },
      email: { type: 'string', format: 'email' },
      phoneNumber: { type: 'string', pattern: '^\\+[1-9]\\d{1,14}$' },
      umaAddress: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
      isDeleted: { type: 'boolean', readOnly: true },
      contactVerification: { allOf: [{ $ref: '#/components/schemas/ContactVerification' }], readOnly: true },
    },
  },
  CustomerEdd: {
    type: 'object',
    properties: {
      sourceOfFundsCategories: {
        type: 'array',
        items: { $ref: '#/components/schemas/IndividualSourceOfFundsCategory' },
      },
      sourceOfFundsOtherDescription: { type: 'string' },
      sourceOfWealthCategories: { type: 'array', items: { $ref: '#/components/schemas/SourceOfWealthCategory' } },
      sourceOfWealthOtherDescription: { type: 'string' },
      purposeOfAccount: { $ref: '#/components/schemas/PurposeOfAccount' },
      purposeOfAccountOtherDescription: { type: 'string' },
      expectedMonthlyTransactionCount: { $ref: '#/components/schemas/ExpectedMonthlyTransactionCount' },
      expectedMonthlyTransactionVolume: { $ref: '#/components/schemas/ExpectedMonthlyTransactionVolume' },
      annualIncomeRange: { $ref: '#/components/schemas/AnnualIncomeRange' },
      netWorthRange: { $ref: '#/components/schemas/NetWorthRange' },
      pepStatus: { $ref: '#/components/schemas/PepStatus' },
    },
  },
  CustomerInfoFieldName: {
    type: 'string',
    enum: [
      'FULL_NAME',
      'BIRTH_DATE',
      'NATIONALITY',
      'PHONE_NUMBER',
      'EMAIL',
      'POSTAL_ADDRESS',
      'TAX_ID',
      'REGISTRATION_NUMBER',
      'USER_TYPE',
      'COUNTRY_OF_RESIDENCE',
      'ACCOUNT_IDENTIFIER',
      'FI_LEGAL_ENTITY_NAME',
      'FI_ADDRESS',
      'PURPOSE_OF_PAYMENT',
      'ULTIMATE_INSTITUTION_COUNTRY',
      'IDENTIFIER',
      'BUSINESS_TYPE',
      'COMPANY_LEGAL_NAME',
      'ID_TYPE',
      'ID_NUMBER',
    ],
  },
  CustomerListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/CustomerOneOf' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  CustomerOneOf: {
    oneOf: [{ $ref: '#/components/schemas/IndividualCustomer' }, { $ref: '#/components/schemas/BusinessCustomer' }],
    discriminator: {
      propertyName: 'customerType',
      mapping: {
        INDIVIDUAL: '#/components/schemas/IndividualCustomer',
        BUSINESS: '#/components/schemas/BusinessCustomer',
      },
    },
  },
  CustomerType: { type: 'string', enum: ['INDIVIDUAL', 'BUSINESS'] },
  DelegatedKey: {
    type: 'object',
    required: [
      'id',
      'cardId',
      'fundingSourceId',
      'accountId',
      'publicKey',
      'nickname',
      'status',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string' },
      cardId: { type: 'string' },
      fundingSourceId: { type: 'string' },
      accountId: { type: 'string' },
      publicKey: { type: 'string' },
      nickname: { type: 'string' },
      status: { $ref: '#/components/schemas/DelegatedKeyStatus' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  DelegatedKeyListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/DelegatedKey' } } },
  },
  DelegatedKeySignedRequestChallenge: { allOf: [{ $ref: '#/components/schemas/SignedRequestChallenge' }] },
  DelegatedKeyStatus: { type: 'string', enum: ['PENDING', 'ACTIVE', 'REVOKED'] },
  DestinationType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS'] },
  DiscoveryListResponse: {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['bankName', 'displayName', 'country', 'currency'],
          properties: {
            bankName: { type: 'string' },
            displayName: { type: 'string' },
            country: { type: 'string' },
            currency: { type: 'string' },
          },
        },
      },
    },
  },
  DkkAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/DkkAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['SEPA', 'SEPA_INSTANT'] } } },
      },
    ],
  },
  DkkAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'iban'],
    properties: {
      accountType: { type: 'string', enum: ['DKK_ACCOUNT'] },
      iban: { type: 'string', minLength: 18, maxLength: 18, pattern: '^DK[0-9]{16}$' },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  DkkBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  DkkExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/DkkAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/DkkBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/DkkBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  Document: {
    type: 'object',
    required: ['id', 'documentHolder', 'documentType', 'country', 'fileName', 'createdAt'],
    properties: {
      id: { type: 'string' },
      documentHolder: { type: 'string' },
      documentType: { $ref: '#/components/schemas/DocumentType' },
      side: { type: 'string', enum: ['FRONT', 'BACK'] },
      country: { type: 'string' },
      documentNumber: { type: 'string' },
      issuingAuthority: { type: 'string' },
      fileName: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  DocumentType: {
    type: 'string',
    enum: [
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
    ],
  },
  EgpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/EgpAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  EgpAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['EGP_ACCOUNT'] },
      iban: { type: 'string', minLength: 29, maxLength: 29, pattern: '^EG[0-9]{27}$' },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  EgpBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  EgpExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/EgpAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/EgpBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/EgpBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  EmbeddedWalletConfig: {
    type: 'object',
    properties: {
      appName: { type: 'string', maxLength: 255 },
      otpLength: { type: 'integer', minimum: 4, maximum: 12 },
      alphanumeric: { type: 'boolean' },
      expirationSeconds: { type: 'integer', minimum: 1, maximum: 86400 },
      sendFromEmailAddress: { type: 'string', format: 'email', maxLength: 255 },
      sendFromEmailSenderName: { type: 'string', maxLength: 255 },
      replyToEmailAddress: { type: 'string', format: 'email', maxLength: 255 },
      logoUrl: { type: 'string', format: 'uri', maxLength: 512 },
    },
  },
  EndUserTerms: {
    type: 'object',
    required: ['version', 'url'],
    properties: { version: { type: 'string' }, url: { type: 'string', format: 'uri' } },
  },
  EndUserTermsAcceptanceMethod: { type: 'string', enum: ['CHECKBOX', 'CLICK_TO_ACCEPT'] },
  EndUserTermsConsent: { allOf: [{ $ref: '#/components/schemas/EndUserTermsConsentRequest' }] },
  EndUserTermsConsentRequest: {
    type: 'object',
    required: ['acceptedAt', 'ipAddress', 'termsVersion', 'acceptanceMethod'],
    properties: {
      acceptedAt: { type: 'string', format: 'date-time' },
      ipAddress: { type: 'string', maxLength: 45 },
      termsVersion: { type: 'string' },
      acceptanceMethod: { $ref: '#/components/schemas/EndUserTermsAcceptanceMethod' },
    },
  },
  EntityType: {
    type: 'string',
    enum: [
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
    ],
  },
  Error400: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [400] },
      code: {
        type: 'string',
        enum: [
          'INVALID_INPUT',
          'END_USER_TERMS_VERSION_NOT_FOUND',
          'MISSING_MANDATORY_USER_INFO',
          'INVITATION_ALREADY_CLAIMED',
          'INVITATIONS_NOT_CONFIGURED',
          'INVALID_UMA_ADDRESS',
          'INVITATION_CANCELLED',
          'QUOTE_REQUEST_FAILED',
          'INVALID_PAYREQ_RESPONSE',
          'INVALID_RECEIVER',
          'PARSE_PAYREQ_RESPONSE_ERROR',
          'CERT_CHAIN_INVALID',
          'CERT_CHAIN_EXPIRED',
          'INVALID_PUBKEY_FORMAT',
          'MISSING_REQUIRED_UMA_PARAMETERS',
          'SENDER_NOT_ACCEPTED',
          'AMOUNT_OUT_OF_RANGE',
          'INVALID_CURRENCY',
          'INVALID_TIMESTAMP',
          'INVALID_NONCE',
          'INVALID_REQUEST_FORMAT',
          'INVALID_BANK_ACCOUNT',
          'SELF_PAYMENT',
          'LOOKUP_REQUEST_FAILED',
          'PARSE_LNURLP_RESPONSE_ERROR',
          'INVALID_AMOUNT',
          'WEBHOOK_ENDPOINT_NOT_SET',
          'WEBHOOK_DELIVERY_ERROR',
          'LOW_QUALITY',
          'DATA_MISMATCH',
          'EXPIRED',
          'SUSPECTED_FRAUD',
          'UNSUITABLE_DOCUMENT',
          'INCOMPLETE',
          'EMAIL_OTP_CREDENTIAL_ALREADY_EXISTS',
          'SMS_OTP_CREDENTIAL_ALREADY_EXISTS',
          'PASSKEY_CREDENTIAL_ALREADY_EXISTS',
          'STABLECOIN_PROVIDER_ACCOUNT_INVALID',
          'STABLECOIN_PROVIDER_ACCOUNT_REVOKED',
          'STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED',
          'CARDHOLDER_KYC_NOT_APPROVED',
          'TRANSACTION_SIZE_LIMIT_EXCEEDED',
          'EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED',
        ],
      },
      message: { type: 'string' },
      details: {
        type: 'object',
        properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } } },
        additionalProperties: true,
      },
    },
  },
  Error401: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [401] },
      code: {
        type: 'string',
        enum: [
          'UNAUTHORIZED',
          'INVALID_SIGNATURE',
          'WALLET_SIGNATURE_MISSING',
          'WALLET_SIGNATURE_MALFORMED',
          'WALLET_SIGNATURE_BODY_MISMATCH',
          'WALLET_SIGNATURE_INVALID',
          'REQUEST_ID_MISSING',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error403: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [403] },
      code: {
        type: 'string',
        enum: [
          'FORBIDDEN',
          'USER_NOT_READY',
          'COUNTERPARTY_NOT_ALLOWED',
          'VELOCITY_LIMIT_EXCEEDED',
          'END_USER_TERMS_NOT_ACCEPTED',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error404: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [404] },
      code: {
        type: 'string',
        enum: [
          'TRANSACTION_NOT_FOUND',
          'INVITATION_NOT_FOUND',
          'USER_NOT_FOUND',
          'QUOTE_NOT_FOUND',
          'LOOKUP_REQUEST_NOT_FOUND',
          'TOKEN_NOT_FOUND',
          'BULK_UPLOAD_JOB_NOT_FOUND',
          'REFERENCE_NOT_FOUND',
          'UMA_NOT_FOUND',
          'STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error405: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [405] },
      code: { type: 'string', enum: ['METHOD_NOT_ALLOWED'] },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error409: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [409] },
      code: {
        type: 'string',
        enum: [
          'TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL',
          'TRANSACTION_NOT_CANCELLABLE',
          'UMA_ADDRESS_EXISTS',
          'EMAIL_OTP_EMAIL_ALREADY_EXISTS',
          'EMAIL_OTP_CREDENTIAL_SET_CHANGED',
          'PASSKEY_ALREADY_ENROLLED',
          'SCA_SESSION_REQUIRED',
          'BENEFICIARY_TRUSTED',
          'INVALID_STATE_TRANSITION',
          'CARD_ALREADY_CLOSED',
          'CARD_NOT_MUTABLE',
          'CONFLICT',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error412: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [412] },
      code: { type: 'string', enum: ['UNSUPPORTED_UMA_VERSION'] },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error423: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [423] },
      code: { type: 'string', enum: ['ACCOUNT_LOCKED'] },
      message: { type: 'string' },
      details: {
        type: 'object',
        properties: {
          suspended: { type: 'boolean' },
          lockedUntil: { type: ['string', 'null'], format: 'date-time' },
          failedAttempts: { type: 'integer' },
        },
        additionalProperties: true,
      },
    },
  },
  Error424: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [424] },
      code: {
        type: 'string',
        enum: [
          'PAYREQ_REQUEST_FAILED',
          'COUNTERPARTY_PUBKEY_FETCH_ERROR',
          'NO_COMPATIBLE_UMA_VERSION',
          'LNURLP_REQUEST_FAILED',
          'EMAIL_OTP_CREDENTIAL_SYNC_FAILED',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error429: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [429] },
      code: { type: 'string', enum: ['RATE_LIMITED', 'DAILY_VOLUME_LIMIT_EXCEEDED'] },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error500: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [500] },
      code: { type: 'string', enum: ['GRID_SWITCH_ERROR', 'INTERNAL_ERROR'] },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  Error501: {
    type: 'object',
    required: ['message', 'status', 'code'],
    properties: {
      status: { type: 'integer', enum: [501] },
      code: { type: 'string', enum: ['UNRECOGNIZED_MANDATORY_PAYEE_DATA_KEY', 'NOT_IMPLEMENTED'] },
      message: { type: 'string' },
      details: { type: 'object', additionalProperties: true },
    },
  },
  EthereumWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/EthereumWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  EthereumWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['ETHEREUM_WALLET'] }, address: { type: 'string' } },
  },
  EurAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/EurAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['SEPA', 'SEPA_INSTANT'] } } },
      },
    ],
  },
  EurAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'iban'],
    properties: {
      accountType: { type: 'string', enum: ['EUR_ACCOUNT'] },
      iban: { type: 'string', minLength: 15, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$' },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  EurBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'countryOfResidence', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  EurExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/EurAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/EurBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/EurBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  ExpectedMonthlyTransactionCount: {
    type: 'string',
    enum: ['COUNT_UNDER_10', 'COUNT_10_TO_100', 'COUNT_100_TO_500', 'COUNT_500_TO_1000', 'COUNT_OVER_1000'],
  },
  ExpectedMonthlyTransactionVolume: {
    type: 'string',
    enum: ['VOLUME_UNDER_10K', 'VOLUME_10K_TO_100K', 'VOLUME_100K_TO_1M', 'VOLUME_1M_TO_10M', 'VOLUME_OVER_10M'],
  },
  ExternalAccount: {
    allOf: [
      {
        type: 'object',
        required: ['id', 'status', 'currency', 'accountInfo'],
        properties: {
          id: { type: 'string' },
          customerId: { type: 'string' },
          status: { $ref: '#/components/schemas/ExternalAccountStatus' },
          platformAccountId: { type: 'string' },
          ownershipType: { $ref: '#/components/schemas/OwnershipType' },
          currency: { type: 'string' },
          defaultUmaDepositAccount: { type: 'boolean' },
          beneficiaryVerificationStatus: { $ref: '#/components/schemas/BeneficiaryVerificationStatus' },
          beneficiaryVerifiedData: { $ref: '#/components/schemas/BeneficiaryVerifiedData' },
          accountInfo: { $ref: '#/components/schemas/ExternalAccountInfoOneOf' },
        },
      },
    ],
  },
  ExternalAccountInfoOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AedExternalAccountInfo' },
      { $ref: '#/components/schemas/BdtExternalAccountInfo' },
      { $ref: '#/components/schemas/BrlExternalAccountInfo' },
      { $ref: '#/components/schemas/BwpExternalAccountInfo' },
      { $ref: '#/components/schemas/CadExternalAccountInfo' },
      { $ref: '#/components/schemas/CopExternalAccountInfo' },
      { $ref: '#/components/schemas/DkkExternalAccountInfo' },
      { $ref: '#/components/schemas/EgpExternalAccountInfo' },
      { $ref: '#/components/schemas/EurExternalAccountInfo' },
      { $ref: '#/components/schemas/GbpExternalAccountInfo' },
      { $ref: '#/components/schemas/GhsExternalAccountInfo' },
      { $ref: '#/components/schemas/GtqExternalAccountInfo' },
      { $ref: '#/components/schemas/HkdExternalAccountInfo' },
      { $ref: '#/components/schemas/HtgExternalAccountInfo' },
      { $ref: '#/components/schemas/IdrExternalAccountInfo' },
      { $ref: '#/components/schemas/InrExternalAccountInfo' },
      { $ref: '#/components/schemas/JmdExternalAccountInfo' },
      { $ref: '#/components/schemas/KesExternalAccountInfo' },
      { $ref: '#/components/schemas/MwkExternalAccountInfo' },
      { $ref: '#/components/schemas/MxnExternalAccountInfo' },
      { $ref: '#/components/schemas/MyrExternalAccountInfo' },
      { $ref: '#/components/schemas/NgnExternalAccountInfo' },
      { $ref: '#/components/schemas/PhpExternalAccountInfo' },
      { $ref: '#/components/schemas/PkrExternalAccountInfo' },
      { $ref: '#/components/schemas/RwfExternalAccountInfo' },
      { $ref: '#/components/schemas/SgdExternalAccountInfo' },
      { $ref: '#/components/schemas/SlvExternalAccountInfo' },
      { $ref: '#/components/schemas/ThbExternalAccountInfo' },
      { $ref: '#/components/schemas/TzsExternalAccountInfo' },
      { $ref: '#/components/schemas/UgxExternalAccountInfo' },
      { $ref: '#/components/schemas/UsdExternalAccountInfo' },
      { $ref: '#/components/schemas/VndExternalAccountInfo' },
      { $ref: '#/components/schemas/XafExternalAccountInfo' },
      { $ref: '#/components/schemas/XofExternalAccountInfo' },
      { $ref: '#/components/schemas/ZarExternalAccountInfo' },
      { $ref: '#/components/schemas/ZmwExternalAccountInfo' },
      { $ref: '#/components/schemas/SwiftExternalAccountInfo' },
      { $ref: '#/components/schemas/BaseWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/EthereumWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/LightningExternalAccountInfo' },
      { $ref: '#/components/schemas/PolygonWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/PlasmaWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/SolanaWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/SparkWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/TronWalletExternalAccountInfo' },
      { $ref: '#/components/schemas/CnyExternalAccountInfo' },
    ],
    discriminator: {
      propertyName: 'accountType',
      mapping: {
        AED_ACCOUNT: '#/components/schemas/AedExternalAccountInfo',
        BDT_ACCOUNT: '#/components/schemas/BdtExternalAccountInfo',
        BRL_ACCOUNT: '#/components/schemas/BrlExternalAccountInfo',
        BWP_ACCOUNT: '#/components/schemas/BwpExternalAccountInfo',
        CAD_ACCOUNT: '#/components/schemas/CadExternalAccountInfo',
        COP_ACCOUNT: '#/components/schemas/CopExternalAccountInfo',
        DKK_ACCOUNT: '#/components/schemas/DkkExternalAccountInfo',
        EGP_ACCOUNT: '#/components/schemas/EgpExternalAccountInfo',
        EUR_ACCOUNT: '#/components/schemas/EurExternalAccountInfo',
        GBP_ACCOUNT: '#/components/schemas/GbpExternalAccountInfo',
        GHS_ACCOUNT: '#/components/schemas/GhsExternalAccountInfo',
        GTQ_ACCOUNT: '#/components/schemas/GtqExternalAccountInfo',
        HKD_ACCOUNT: '#/components/schemas/HkdExternalAccountInfo',
        HTG_ACCOUNT: '#/components/schemas/HtgExternalAccountInfo',
        IDR_ACCOUNT: '#/components/schemas/IdrExternalAccountInfo',
        INR_ACCOUNT: '#/components/schemas/InrExternalAccountInfo',
        JMD_ACCOUNT: '#/components/schemas/JmdExternalAccountInfo',
        KES_ACCOUNT: '#/components/schemas/KesExternalAccountInfo',
        MWK_ACCOUNT: '#/components/schemas/MwkExternalAccountInfo',
        MXN_ACCOUNT: '#/components/schemas/MxnExternalAccountInfo',
        MYR_ACCOUNT: '#/components/schemas/MyrExternalAccountInfo',
        NGN_ACCOUNT: '#/components/schemas/NgnExternalAccountInfo',
        PHP_ACCOUNT: '#/components/schemas/PhpExternalAccountInfo',
        PKR_ACCOUNT: '#/components/schemas/PkrExternalAccountInfo',
        RWF_ACCOUNT: '#/components/schemas/RwfExternalAccountInfo',
        SGD_ACCOUNT: '#/components/schemas/SgdExternalAccountInfo',
        SLV_ACCOUNT: '#/components/schemas/SlvExternalAccountInfo',
        THB_ACCOUNT: '#/components/schemas/ThbExternalAccountInfo',
        TZS_ACCOUNT: '#/components/schemas/TzsExternalAccountInfo',
        UGX_ACCOUNT: '#/components/schemas/UgxExternalAccountInfo',
        USD_ACCOUNT: '#/components/schemas/UsdExternalAccountInfo',
        VND_ACCOUNT: '#/components/schemas/VndExternalAccountInfo',
        XAF_ACCOUNT: '#/components/schemas/XafExternalAccountInfo',
        XOF_ACCOUNT: '#/components/schemas/XofExternalAccountInfo',
        ZAR_ACCOUNT: '#/components/schemas/ZarExternalAccountInfo',
        ZMW_ACCOUNT: '#/components/schemas/ZmwExternalAccountInfo',
        SWIFT_ACCOUNT: '#/components/schemas/SwiftExternalAccountInfo',
        BASE_WALLET: '#/components/schemas/BaseWalletExternalAccountInfo',
        ETHEREUM_WALLET: '#/components/schemas/EthereumWalletExternalAccountInfo',
        LIGHTNING: '#/components/schemas/LightningExternalAccountInfo',
        LIGHTNING_ACCOUNT: '#/components/schemas/LightningExternalAccountInfo',
        POLYGON_WALLET: '#/components/schemas/PolygonWalletExternalAccountInfo',
        PLASMA_WALLET: '#/components/schemas/PlasmaWalletExternalAccountInfo',
        SOLANA_WALLET: '#/components/schemas/SolanaWalletExternalAccountInfo',
        SPARK_WALLET: '#/components/schemas/SparkWalletExternalAccountInfo',
        TRON_WALLET: '#/components/schemas/TronWalletExternalAccountInfo',
        CNY_ACCOUNT: '#/components/schemas/CnyExternalAccountInfo',
      },
    },
  },
  ExternalAccountListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/ExternalAccount' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  ExternalAccountStatus: {
    type: 'string',
    enum: ['PENDING', 'ACTIVE', 'PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED', 'UNDER_REVIEW', 'INACTIVE'],
  },
  ExternalAccountType: {
    type: 'string',
    enum: [
      'AED_ACCOUNT',
      'BDT_ACCOUNT',
      'BRL_ACCOUNT',
      'BWP_ACCOUNT',
      'CAD_ACCOUNT',
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
      'SWIFT_ACCOUNT',
      'BASE_WALLET',
      'ETHEREUM_WALLET',
      'LIGHTNING',
      'PLASMA_WALLET',
      'POLYGON_WALLET',
      'SOLANA_WALLET',
      'SPARK_WALLET',
      'TRON_WALLET',
      'CNY_ACCOUNT',
    ],
  },
  FeeConfig: {
    type: 'object',
    properties: {
      feeType: { $ref: '#/components/schemas/FeeType' },
      sourceCurrency: { type: 'string' },
      variableFeeBps: { type: 'integer', minimum: 0, maximum: 10000 },
      fixedFee: { $ref: '#/components/schemas/FixedFee' },
    },
    required: ['feeType', 'sourceCurrency', 'variableFeeBps', 'fixedFee'],
  },
  FeeType: { type: 'string', enum: ['CROSS_CURRENCY_TRANSACTION'] },
  FieldConstraint: {
    type: 'object',
    properties: {
      format: { type: 'string' },
      pattern: { type: 'string' },
      enum: { type: 'array', items: { type: 'string' } },
      minLength: { type: 'integer' },
      maxLength: { type: 'integer' },
    },
  },
  FieldError: {
    type: 'object',
    required: ['field'],
    properties: {
      field: { type: 'string' },
      constraint: { $ref: '#/components/schemas/FieldConstraint' },
      message: { type: 'string' },
    },
  },
  FixedFee: {
    type: 'object',
    required: ['amount', 'currency'],
    properties: { amount: { type: 'integer', format: 'int64', minimum: 0 }, currency: { type: 'string' } },
  },
  GbpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/GbpAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['FASTER_PAYMENTS'] } } },
      },
    ],
  },
  GbpAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'sortCode', 'accountNumber'],
    properties: {
      accountType: { type: 'string', enum: ['GBP_ACCOUNT'] },
      sortCode: { type: 'string', minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' },
      accountNumber: { type: 'string', minLength: 8, maxLength: 8, pattern: '^[0-9]{8}$' },
    },
  },
  GbpBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  GbpExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/GbpAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/GbpBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/GbpBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  GhsAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/GhsAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  GhsAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['GHS_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  GhsBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  GhsExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/GhsAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/GhsBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/GhsBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  GtqAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/GtqAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  GtqAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'bankAccountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['GTQ_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankAccountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  GtqBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'countryOfResidence', 'fullName', 'phoneNumber'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  GtqExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/GtqAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/GtqBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/GtqBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  HkdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/HkdAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  HkdAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber', 'swiftCode'],
    properties: {
      accountType: { type: 'string', enum: ['HKD_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  HkdBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  HkdExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/HkdAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/HkdBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/HkdBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  HtgAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/HtgAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  HtgAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber'],
    properties: {
      accountType: { type: 'string', enum: ['HTG_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  HtgBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  HtgExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/HtgAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/HtgBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/HtgBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  IdentificationType: { type: 'string', enum: ['SSN', 'ITIN', 'EIN', 'NON_US_TAX_ID'] },
  IdrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/IdrAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  IdrAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber', 'swiftCode', 'phoneNumber'],
    properties: {
      accountType: { type: 'string', enum: ['IDR_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+62[0-9]{9,12}$' },
    },
  },
  IdrBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  IdrExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/IdrAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/IdrBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/IdrBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  IncomingTransaction: {
    allOf: [
      { $ref: '#/components/schemas/Transaction' },
      {
        type: 'object',
        required: ['type', 'receivedAmount'],
        properties: {
          type: { type: 'string', enum: ['INCOMING'] },
          source: { $ref: '#/components/schemas/TransactionSourceOneOf' },
          receivedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          fees: { type: 'integer', format: 'int64', minimum: 0 },
          reconciliationInstructions: { $ref: '#/components/schemas/ReconciliationInstructions' },
          failureReason: { $ref: '#/components/schemas/IncomingTransactionFailureReason' },
        },
      },
    ],
  },
  IncomingTransactionFailureReason: {
    type: 'string',
    enum: [
      'LNURLP_FAILED',
      'PAY_REQUEST_FAILED',
      'PAYMENT_APPROVAL_WEBHOOK_ERROR',
      'PAYMENT_APPROVAL_TIMED_OUT',
      'OFFRAMP_FAILED',
      'MISSING_MANDATORY_PAYEE_DATA',
      'QUOTE_EXPIRED',
      'QUOTE_EXECUTION_FAILED',
      'COMPLIANCE_REJECTED',
      'COLLECTION_FAILED',
    ],
  },
  IndividualCustomer: {
    allOf: [{ $ref: '#/components/schemas/Customer' }, { $ref: '#/components/schemas/IndividualCustomerFields' }],
  },
  IndividualCustomerFields: {
    allOf: [
      {
        type: 'object',
        required: ['customerType'],
        properties: {
          customerType: { type: 'string', enum: ['INDIVIDUAL'] },
          kycStatus: { $ref: '#/components/schemas/KycStatus' },
          fullName: { type: 'string' },
          birthDate: { type: 'string', format: 'date' },
          nationality: { type: 'string' },
          address: { $ref: '#/components/schemas/Address' },
          idType: { $ref: '#/components/schemas/IdentificationType' },
          identifier: { type: 'string', writeOnly: true },
          countryOfIssuance: { type: 'string' },
        },
      },
      { $ref: '#/components/schemas/CustomerEdd' },
    ],
  },
  IndividualSourceOfFundsCategory: {
    type: 'string',
    enum: [
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
  },
  InrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/InrAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['UPI', 'NEFT', 'RTGS'] } } },
      },
    ],
  },
  InrAccountInfoBase: {
    type: 'object',
    required: ['accountType'],
    properties: {
      accountType: { type: 'string', enum: ['INR_ACCOUNT'] },
      vpa: { type: 'string', minLength: 3, maxLength: 255, pattern: '^[a-zA-Z0-9.\\-_]+@[a-zA-Z0-9]+$' },
      accountNumber: { type: 'string', minLength: 9, maxLength: 18, pattern: '^[0-9]{9,18}$' },
      ifsc: { type: 'string', minLength: 11, maxLength: 11, pattern: '^[A-Z]{4}0[A-Z0-9]{6}$' },
      rail: { type: 'string', minLength: 1, maxLength: 32 },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  InrBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  InrExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/InrAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/InrBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/InrBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  InternalAccount: {
    type: 'object',
    required: [
      'id',
      'type',
      'status',
      'balance',
      'totalBalance',
      'fundingPaymentInstructions',
      'createdAt',
      'updatedAt',
    ],
    properties: {
      id: { type: 'string' },
      customerId: { type: 'string' },
      type: { $ref: '#/components/schemas/InternalAccountType' },
      status: { $ref: '#/components/schemas/InternalAccountStatus' },
      balance: { $ref: '#/components/schemas/CurrencyAmount' },
      totalBalance: { $ref: '#/components/schemas/CurrencyAmount' },
      fundingPaymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
      privateEnabled: { type: 'boolean' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  InternalAccountExportResponse: {
    type: 'object',
    required: ['id', 'encryptedWalletCredentials'],
    properties: { id: { type: 'string' }, encryptedWalletCredentials: { type: 'string' } },
  },
  InternalAccountListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/InternalAccount' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  InternalAccountStatus: { type: 'string', enum: ['PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED'] },
  InternalAccountType: { type: 'string', enum: ['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'] },
  JmdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/JmdAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  JmdAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'branchCode', 'bankAccountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['JMD_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      branchCode: { type: 'string', minLength: 5, maxLength: 5, pattern: '^[0-9]{5}$' },
      bankAccountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  JmdBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'address', 'fullName', 'phoneNumber'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  JmdExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/JmdAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/JmdBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/JmdBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  KesAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/KesAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  KesAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['KES_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+254[0-9]{9}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  KesBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  KesExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/KesAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/KesBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/KesBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  KybStatus: { type: 'string', enum: ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED', 'HOLD'] },
  KycStatus: { type: 'string', enum: ['UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED', 'HOLD'] },
  LightningExternalAccountInfo: {
    allOf: [{ $ref: '#/components/schemas/BaseExternalAccountInfo' }, { $ref: '#/components/schemas/LightningInfo' }],
  },
  LightningInfo: {
    type: 'object',
    required: ['accountType'],
    properties: {
      accountType: { type: 'string', enum: ['LIGHTNING'] },
      invoice: { type: 'string' },
      bolt12: { type: 'string' },
      lightningAddress: { type: 'string' },
    },
  },
  LivenessChallenge: {
    type: 'object',
    required: ['method', 'verificationLink', 'expiresAt'],
    properties: {
      method: { type: 'string', enum: ['LIVENESS'] },
      verificationLink: { type: 'string', format: 'uri' },
      token: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
  MwkAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/MwkAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  MwkAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['MWK_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  MwkBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  MwkExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/MwkAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/MwkBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/MwkBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  MxnAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/MxnAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['SPEI'] } } },
      },
    ],
  },
  MxnAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'clabeNumber'],
    properties: {
      accountType: { type: 'string', enum: ['MXN_ACCOUNT'] },
      clabeNumber: { type: 'string', minLength: 18, maxLength: 18, pattern: '^[0-9]{18}$' },
    },
  },
  MxnBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  MxnExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/MxnAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/MxnBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/MxnBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  MyrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/MyrAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  MyrAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber', 'swiftCode'],
    properties: {
      accountType: { type: 'string', enum: ['MYR_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  MyrBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  MyrExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/MyrAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/MyrBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/MyrBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  NetWorthRange: {
    type: 'string',
    enum: ['UNDER_100K', 'RANGE_100K_500K', 'RANGE_500K_1M', 'RANGE_1M_5M', 'RANGE_5M_25M', 'OVER_25M'],
  },
  NgnAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/NgnAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  NgnAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['NGN_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 10, maxLength: 10, pattern: '^[0-9]{10}$' },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  NgnBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  NgnExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/NgnAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/NgnBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/NgnBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  OnChainTransaction: {
    type: 'object',
    required: ['transactionHash', 'network'],
    properties: { transactionHash: { type: 'string' }, network: { $ref: '#/components/schemas/CryptoNetwork' } },
  },
  OutgoingRateDetails: {
    type: 'object',
    required: [
      'counterpartyMultiplier',
      'counterpartyFixedFee',
      'gridApiMultiplier',
      'gridApiFixedFee',
      'gridApiVariableFeeRate',
      'gridApiVariableFeeAmount',
    ],
    properties: {
      counterpartyMultiplier: { type: 'number', format: 'double', exclusiveMinimum: 0 },
      counterpartyFixedFee: { type: 'integer', format: 'int64', minimum: 0 },
      gridApiMultiplier: { type: 'number', format: 'double', exclusiveMinimum: 0 },
      gridApiFixedFee: { type: 'integer', format: 'int64', minimum: 0 },
      gridApiVariableFeeRate: { type: 'number', format: 'double', minimum: 0 },
      gridApiVariableFeeAmount: { type: 'number', format: 'int64', minimum: 0 },
    },
  },
  OutgoingTransaction: {
    allOf: [
      { $ref: '#/components/schemas/Transaction' },
      {
        type: 'object',
        required: ['type', 'sentAmount', 'source'],
        properties: {
          status: { $ref: '#/components/schemas/OutgoingTransactionStatus' },
          type: { type: 'string', enum: ['OUTGOING'] },
          source: { $ref: '#/components/schemas/TransactionSourceOneOf' },
          sentAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          receivedAmount: { $ref: '#/components/schemas/CurrencyAmount' },
          fees: { type: 'integer', format: 'int64', minimum: 0 },
          platformFees: { type: 'integer', format: 'int64', minimum: 0 },
          reconciliationInstructions: { $ref: '#/components/schemas/ReconciliationInstructions' },
          paymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
          rateDetails: { $ref: '#/components/schemas/OutgoingRateDetails' },
          failureReason: { $ref: '#/components/schemas/OutgoingTransactionFailureReason' },
          paymentRail: { anyOf: [{ $ref: '#/components/schemas/PaymentRail' }, { type: 'null' }] },
          railSelectionMode: { anyOf: [{ $ref: '#/components/schemas/RailSelectionMode' }, { type: 'null' }] },
          expectedSettlementAt: { type: ['string', 'null'], format: 'date-time' },
          settlementTimelineSeconds: { type: ['integer', 'null'] },
        },
      },
    ],
  },
  OutgoingTransactionFailureReason: {
    type: 'string',
    enum: [
      'QUOTE_EXPIRED',
      'QUOTE_RATE_UNAVAILABLE',
      'QUOTE_EXECUTION_FAILED',
      'FUNDING_AMOUNT_MISMATCH',
      'SCA_NOT_COMPLETED',
      'PAYOUT_RETURNED',
      'LIMIT_EXCEEDED',
      'ACCOUNT_CANNOT_RECEIVE',
      'ACCOUNT_INVALID',
      'COMPLIANCE_REJECTED',
      'LIGHTNING_PAYMENT_FAILED',
      'COUNTERPARTY_POST_TX_FAILED',
    ],
  },
  OutgoingTransactionStatus: {
    type: 'string',
    enum: ['PENDING', 'PENDING_AUTHORIZATION', 'EXPIRED', 'PROCESSING', 'COMPLETED', 'FAILED'],
  },
  OwnershipChallenge: {
    oneOf: [
      { $ref: '#/components/schemas/WalletSignatureChallenge' },
      { $ref: '#/components/schemas/LivenessChallenge' },
    ],
    discriminator: {
      propertyName: 'method',
      mapping: {
        WALLET_SIGNATURE: '#/components/schemas/WalletSignatureChallenge',
        LIVENESS: '#/components/schemas/LivenessChallenge',
      },
    },
  },
  OwnershipType: { type: 'string', enum: ['FIRST_PARTY', 'THIRD_PARTY'] },
  PasskeyAuthChallenge: {
    allOf: [
      { $ref: '#/components/schemas/AuthMethod' },
      {
        type: 'object',
        required: ['credentialId', 'challenge', 'requestId', 'expiresAt'],
        properties: {
          credentialId: { type: 'string' },
          challenge: { type: 'string' },
          requestId: { type: 'string' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
    ],
  },
  PasskeyEnrollmentConfirmResponse: {
    type: 'object',
    required: ['type', 'factor'],
    properties: { type: { type: 'string', enum: ['PASSKEY'] }, factor: { $ref: '#/components/schemas/ScaFactorView' } },
  },
  PasskeyEnrollmentStart: {
    type: 'object',
    required: ['type', 'options', 'allowedOrigins', 'relyingPartyId'],
    properties: {
      type: { type: 'string', enum: ['PASSKEY'] },
      options: { type: 'object', additionalProperties: true },
      allowedOrigins: { type: 'array', items: { type: 'string' } },
      relyingPartyId: { type: 'string' },
    },
  },
  PaymentAccountType: {
    type: 'string',
    enum: [
      'USD_ACCOUNT',
      'BRL_ACCOUNT',
      'MXN_ACCOUNT',
      'DKK_ACCOUNT',
      'ARS_ACCOUNT',
      'COP_ACCOUNT',
      'EUR_ACCOUNT',
      'INR_ACCOUNT',
      'NGN_ACCOUNT',
      'CAD_ACCOUNT',
      'GBP_ACCOUNT',
      'HKD_ACCOUNT',
      'IDR_ACCOUNT',
      'MYR_ACCOUNT',
      'PHP_ACCOUNT',
      'SGD_ACCOUNT',
      'THB_ACCOUNT',
      'VND_ACCOUNT',
      'SWIFT_ACCOUNT',
      'SPARK_WALLET',
      'LIGHTNING',
      'SOLANA_WALLET',
      'TRON_WALLET',
      'PLASMA_WALLET',
      'POLYGON_WALLET',
      'BASE_WALLET',
      'ETHEREUM_WALLET',
      'EMBEDDED_WALLET',
      'BITCOIN_L1',
    ],
  },
  PaymentAedAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/AedAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentArsAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['accountNumber'],
        properties: {
          accountType: { type: 'string', enum: ['ARS_ACCOUNT'] },
          accountNumber: { type: 'string', minLength: 22, maxLength: 22, pattern: '^\\d{22}$' },
        },
      },
    ],
  },
  PaymentBaseWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/BaseWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDC'] } } },
    ],
  },
  PaymentBdtAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/BdtAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentBitcoinDepositAddressInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['address'],
        properties: {
          accountType: { type: 'string', enum: ['BITCOIN_L1'] },
          address: { type: 'string' },
          network: { type: 'string', enum: ['BITCOIN'] },
        },
      },
    ],
  },
  PaymentBrlAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['qrCode'],
        properties: {
          accountType: { type: 'string', enum: ['BRL_ACCOUNT'] },
          qrCode: { type: 'string', minLength: 1 },
        },
      },
    ],
  },
  PaymentBwpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/BwpAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentCadAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/CadAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentCnyAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/CnyAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentCopAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['paymentUrl'],
        properties: {
          accountType: { type: 'string', enum: ['COP_ACCOUNT'] },
          paymentUrl: { type: 'string', format: 'uri' },
        },
      },
    ],
  },
  PaymentDkkAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/DkkAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentEgpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/EgpAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentEmbeddedWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['accountType', 'payloadToSign'],
        properties: { accountType: { type: 'string', enum: ['EMBEDDED_WALLET'] }, payloadToSign: { type: 'string' } },
      },
    ],
  },
  PaymentEthereumWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/EthereumWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDC', 'USDT'] } } },
    ],
  },
  PaymentEurAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/EurAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentGbpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/GbpAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentGhsAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/GhsAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentGtqAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/GtqAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentHkdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/HkdAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentHtgAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/HtgAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentIdrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/IdrAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentInrAccountInfo: {
    allOf: [{ $ref: '#/components/schemas/BasePaymentAccountInfo' }, { $ref: '#/components/schemas/InrAccountInfo' }],
  },
  PaymentInstructions: {
    type: 'object',
    required: ['accountOrWalletInfo'],
    properties: {
      instructionsNotes: { type: 'string' },
      isPlatformAccount: { type: 'boolean' },
      accountOrWalletInfo: {
        oneOf: [
          { $ref: '#/components/schemas/PaymentUsdAccountInfo' },
          { $ref: '#/components/schemas/PaymentBrlAccountInfo' },
          { $ref: '#/components/schemas/PaymentMxnAccountInfo' },
          { $ref: '#/components/schemas/PaymentDkkAccountInfo' },
          { $ref: '#/components/schemas/PaymentEurAccountInfo' },
          { $ref: '#/components/schemas/PaymentInrAccountInfo' },
          { $ref: '#/components/schemas/PaymentNgnAccountInfo' },
          { $ref: '#/components/schemas/PaymentCadAccountInfo' },
          { $ref: '#/components/schemas/PaymentGbpAccountInfo' },
          { $ref: '#/components/schemas/PaymentHkdAccountInfo' },
          { $ref: '#/components/schemas/PaymentIdrAccountInfo' },
          { $ref: '#/components/schemas/PaymentMyrAccountInfo' },
          { $ref: '#/components/schemas/PaymentPhpAccountInfo' },
          { $ref: '#/components/schemas/PaymentSgdAccountInfo' },
          { $ref: '#/components/schemas/PaymentThbAccountInfo' },
          { $ref: '#/components/schemas/PaymentVndAccountInfo' },
          { $ref: '#/components/schemas/PaymentAedAccountInfo' },
          { $ref: '#/components/schemas/PaymentKesAccountInfo' },
          { $ref: '#/components/schemas/PaymentMwkAccountInfo' },
          { $ref: '#/components/schemas/PaymentRwfAccountInfo' },
          { $ref: '#/components/schemas/PaymentTzsAccountInfo' },
          { $ref: '#/components/schemas/PaymentUgxAccountInfo' },
          { $ref: '#/components/schemas/PaymentXofAccountInfo' },
          { $ref: '#/components/schemas/PaymentZarAccountInfo' },
          { $ref: '#/components/schemas/PaymentZmwAccountInfo' },
          { $ref: '#/components/schemas/PaymentBwpAccountInfo' },
          { $ref: '#/components/schemas/PaymentXafAccountInfo' },
          { $ref: '#/components/schemas/PaymentBdtAccountInfo' },
          { $ref: '#/components/schemas/PaymentArsAccountInfo' },
          { $ref: '#/components/schemas/PaymentCopAccountInfo' },
          { $ref: '#/components/schemas/PaymentEgpAccountInfo' },
          { $ref: '#/components/schemas/PaymentGhsAccountInfo' },
          { $ref: '#/components/schemas/PaymentGtqAccountInfo' },
          { $ref: '#/components/schemas/PaymentHtgAccountInfo' },
          { $ref: '#/components/schemas/PaymentJmdAccountInfo' },
          { $ref: '#/components/schemas/PaymentPkrAccountInfo' },
          { $ref: '#/components/schemas/PaymentSlvAccountInfo' },
          { $ref: '#/components/schemas/PaymentSwiftAccountInfo' },
          { $ref: '#/components/schemas/PaymentCnyAccountInfo' },
          { $ref: '#/components/schemas/PaymentSparkWalletInfo' },
          { $ref: '#/components/schemas/PaymentLightningInvoiceInfo' },
          { $ref: '#/components/schemas/PaymentSolanaWalletInfo' },
          { $ref: '#/components/schemas/PaymentTronWalletInfo' },
          { $ref: '#/components/schemas/PaymentPlasmaWalletInfo' },
          { $ref: '#/components/schemas/PaymentPolygonWalletInfo' },
          { $ref: '#/components/schemas/PaymentBaseWalletInfo' },
          { $ref: '#/components/schemas/PaymentEthereumWalletInfo' },
          { $ref: '#/components/schemas/PaymentBitcoinDepositAddressInfo' },
          { $ref: '#/components/schemas/PaymentEmbeddedWalletInfo' },
        ],
        discriminator: {
          propertyName: 'accountType',
          mapping: {
            USD_ACCOUNT: '#/components/schemas/PaymentUsdAccountInfo',
            BRL_ACCOUNT: '#/components/schemas/PaymentBrlAccountInfo',
            MXN_ACCOUNT: '#/components/schemas/PaymentMxnAccountInfo',
            DKK_ACCOUNT: '#/components/schemas/PaymentDkkAccountInfo',
            EUR_ACCOUNT: '#/components/schemas/PaymentEurAccountInfo',
            INR_ACCOUNT: '#/components/schemas/PaymentInrAccountInfo',
            NGN_ACCOUNT: '#/components/schemas/PaymentNgnAccountInfo',
            CAD_ACCOUNT: '#/components/schemas/PaymentCadAccountInfo',
            GBP_ACCOUNT: '#/components/schemas/PaymentGbpAccountInfo',
            HKD_ACCOUNT: '#/components/schemas/PaymentHkdAccountInfo',
            IDR_ACCOUNT: '#/components/schemas/PaymentIdrAccountInfo',
            MYR_ACCOUNT: '#/components/schemas/PaymentMyrAccountInfo',
            PHP_ACCOUNT: '#/components/schemas/PaymentPhpAccountInfo',
            SGD_ACCOUNT: '#/components/schemas/PaymentSgdAccountInfo',
            THB_ACCOUNT: '#/components/schemas/PaymentThbAccountInfo',
            VND_ACCOUNT: '#/components/schemas/PaymentVndAccountInfo',
            SPARK_WALLET: '#/components/schemas/PaymentSparkWalletInfo',
            LIGHTNING: '#/components/schemas/PaymentLightningInvoiceInfo',
            SOLANA_WALLET: '#/components/schemas/PaymentSolanaWalletInfo',
            TRON_WALLET: '#/components/schemas/PaymentTronWalletInfo',
            PLASMA_WALLET: '#/components/schemas/PaymentPlasmaWalletInfo',
            POLYGON_WALLET: '#/components/schemas/PaymentPolygonWalletInfo',
            BASE_WALLET: '#/components/schemas/PaymentBaseWalletInfo',
            ETHEREUM_WALLET: '#/components/schemas/PaymentEthereumWalletInfo',
            BITCOIN_L1: '#/components/schemas/PaymentBitcoinDepositAddressInfo',
            AED_ACCOUNT: '#/components/schemas/PaymentAedAccountInfo',
            KES_ACCOUNT: '#/components/schemas/PaymentKesAccountInfo',
            MWK_ACCOUNT: '#/components/schemas/PaymentMwkAccountInfo',
            RWF_ACCOUNT: '#/components/schemas/PaymentRwfAccountInfo',
            TZS_ACCOUNT: '#/components/schemas/PaymentTzsAccountInfo',
            UGX_ACCOUNT: '#/components/schemas/PaymentUgxAccountInfo',
            XOF_ACCOUNT: '#/components/schemas/PaymentXofAccountInfo',
            ZAR_ACCOUNT: '#/components/schemas/PaymentZarAccountInfo',
            ZMW_ACCOUNT: '#/components/schemas/PaymentZmwAccountInfo',
            BWP_ACCOUNT: '#/components/schemas/PaymentBwpAccountInfo',
            XAF_ACCOUNT: '#/components/schemas/PaymentXafAccountInfo',
            BDT_ACCOUNT: '#/components/schemas/PaymentBdtAccountInfo',
            ARS_ACCOUNT: '#/components/schemas/PaymentArsAccountInfo',
            COP_ACCOUNT: '#/components/schemas/PaymentCopAccountInfo',
            EGP_ACCOUNT: '#/components/schemas/PaymentEgpAccountInfo',
            GHS_ACCOUNT: '#/components/schemas/PaymentGhsAccountInfo',
            GTQ_ACCOUNT: '#/components/schemas/PaymentGtqAccountInfo',
            HTG_ACCOUNT: '#/components/schemas/PaymentHtgAccountInfo',
            JMD_ACCOUNT: '#/components/schemas/PaymentJmdAccountInfo',
            PKR_ACCOUNT: '#/components/schemas/PaymentPkrAccountInfo',
            SLV_ACCOUNT: '#/components/schemas/PaymentSlvAccountInfo',
            EMBEDDED_WALLET: '#/components/schemas/PaymentEmbeddedWalletInfo',
            SWIFT_ACCOUNT: '#/components/schemas/PaymentSwiftAccountInfo',
            CNY_ACCOUNT: '#/components/schemas/PaymentCnyAccountInfo',
          },
        },
      },
    },
  },
  PaymentJmdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/JmdAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentKesAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/KesAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentLightningInvoiceInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      {
        type: 'object',
        required: ['invoice'],
        properties: { accountType: { type: 'string', enum: ['LIGHTNING'] }, invoice: { type: 'string' } },
      },
    ],
  },
  PaymentMwkAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/MwkAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentMxnAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/MxnAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentMyrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/MyrAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentNgnAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/NgnAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentPhpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/PhpAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentPkrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/PkrAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentPlasmaWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/PlasmaWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDT'] } } },
    ],
  },
  PaymentPolygonWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/PolygonWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDC'] } } },
    ],
  },
  PaymentRail: {
    type: 'string',
    enum: [
      'ACH',
      'ACH_COLOMBIA',
      'BANK_TRANSFER',
      'BRE_B',
      'CIPS',
      'FAST',
      'FASTER_PAYMENTS',
      'FEDNOW',
      'INSTAPAY',
      'MOBILE_MONEY',
      'NEFT',
      'PAYNOW',
      'PESONET',
      'PIX',
      'RTGS',
      'RTP',
      'SEPA',
      'SEPA_INSTANT',
      'SPEI',
      'SWIFT',
      'UNIONPAY',
      'UPI',
      'WIRE',
    ],
  },
  PaymentRwfAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/RwfAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentSgdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/SgdAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentSlvAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/SlvAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentSolanaWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/SolanaWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDC', 'USDT'] } } },
    ],
  },
  PaymentSparkWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/SparkWalletInfo' },
      {
        type: 'object',
        required: ['assetType'],
        properties: { assetType: { type: 'string' }, invoice: { type: 'string' } },
      },
    ],
  },
  PaymentSwiftAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/SwiftAccountInfo' },
      {
        type: 'object',
        required: ['accountHolderName'],
        properties: {
          accountHolderName: { type: 'string', minLength: 1, maxLength: 255 },
          bankAddress: { type: 'string', minLength: 1, maxLength: 1024 },
          reference: { type: 'string' },
        },
      },
    ],
  },
  PaymentThbAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/ThbAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentTronWalletInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/TronWalletInfo' },
      { type: 'object', properties: { assetType: { type: 'string', enum: ['USDT'] } } },
    ],
  },
  PaymentTzsAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/TzsAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentUgxAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/UgxAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentUsdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/UsdAccountInfo' },
      {
        type: 'object',
        required: ['reference'],
        properties: { reference: { type: 'string' }, bankAddress: { type: 'string', minLength: 1, maxLength: 255 } },
      },
    ],
  },
  PaymentVndAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/VndAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentXafAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/XafAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentXofAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/XofAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentZarAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/ZarAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PaymentZmwAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BasePaymentAccountInfo' },
      { $ref: '#/components/schemas/ZmwAccountInfo' },
      { type: 'object', required: ['reference'], properties: { reference: { type: 'string' } } },
    ],
  },
  PepStatus: { type: 'string', enum: ['NONE', 'DOMESTIC', 'FOREIGN', 'HIO', 'FAMILY_OR_ASSOCIATE'] },
  Permission: { type: 'string', enum: ['VIEW', 'TRANSACT', 'MANAGE'] },
  PhpAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/PhpAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  PhpAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber'],
    properties: {
      accountType: { type: 'string', enum: ['PHP_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 8, maxLength: 16, pattern: '^[0-9]{8,16}$' },
    },
  },
  PhpBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  PhpExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/PhpAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/PhpBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/PhpBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  PkrAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/PkrAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  PkrAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['PKR_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      iban: { type: 'string', minLength: 24, maxLength: 24, pattern: '^PK[0-9]{2}[A-Z]{4}[0-9]{16}$' },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  PkrBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  PkrExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/PkrAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/PkrBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/PkrBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  PlasmaWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/PlasmaWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  PlasmaWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['PLASMA_WALLET'] }, address: { type: 'string' } },
  },
  PlatformConfig: {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      umaDomain: { type: 'string' },
      proxyUmaSubdomain: { type: 'string' },
      webhookEndpoint: { type: 'string' },
      supportedCurrencies: { type: 'array', items: { $ref: '#/components/schemas/PlatformCurrencyConfig' } },
      isRegulatedFinancialInstitution: { type: 'boolean' },
      embeddedWalletConfig: { $ref: '#/components/schemas/EmbeddedWalletConfig' },
      cardTokenization2faConfig: { $ref: '#/components/schemas/CardTokenization2FAConfig' },
      feeConfigs: { type: 'array', items: { $ref: '#/components/schemas/FeeConfig' } },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
      updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    },
  },
  PlatformCurrencyConfig: {
    type: 'object',
    properties: {
      currencyCode: { type: 'string' },
      minAmount: { type: 'integer', format: 'int64', minimum: 0 },
      maxAmount: { type: 'integer', format: 'int64', minimum: 0 },
      requiredCounterpartyFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CounterpartyFieldDefinition' },
      },
      providerRequiredCustomerFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CustomerInfoFieldName' },
        readOnly: true,
      },
      providerRequiredCounterpartyCustomerFields: {
        type: 'array',
        items: { $ref: '#/components/schemas/CustomerInfoFieldName' },
        readOnly: true,
      },
      enabledTransactionTypes: { type: 'array', items: { $ref: '#/components/schemas/TransactionType' } },
    },
    required: ['currencyCode', 'minAmount', 'maxAmount', 'requiredCounterpartyFields', 'enabledTransactionTypes'],
  },
  PlatformInternalAccountListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/InternalAccount' } } },
  },
  PolygonWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/PolygonWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  PolygonWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['POLYGON_WALLET'] }, address: { type: 'string' } },
  },
  PurposeOfAccount: {
    type: 'string',
    enum: [
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
  },
  Quote: {
    type: 'object',
    required: [
      'id',
      'status',
      'expiresAt',
      'createdAt',
      'source',
      'destination',
      'sendingCurrency',
      'receivingCurrency',
      'totalSendingAmount',
      'totalReceivingAmount',
      'exchangeRate',
      'feesIncluded',
      'transactionId',
    ],
    properties: {
      id: { type: 'string' },
      status: {
        type: 'string',
        enum: ['PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED'],
      },
      createdAt: { type: 'string', format: 'date-time' },
      expiresAt: { type: 'string', format: 'date-time' },
      source: { $ref: '#/components/schemas/QuoteSourceOneOf' },
      destination: { $ref: '#/components/schemas/QuoteDestinationOneOf' },
      sendingCurrency: { $ref: '#/components/schemas/Currency' },
      receivingCurrency: { $ref: '#/components/schemas/Currency' },
      totalSendingAmount: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
      totalReceivingAmount: { type: 'integer', format: 'int64', exclusiveMinimum: 0 },
      exchangeRate: { type: 'number', exclusiveMinimum: 0 },
      feesIncluded: { type: 'integer', format: 'int64', minimum: 0 },
      platformFeesIncluded: { type: 'integer', format: 'int64', minimum: 0 },
      paymentInstructions: { type: 'array', items: { $ref: '#/components/schemas/PaymentInstructions' } },
      transactionId: { type: 'string' },
      counterpartyInformation: { $ref: '#/components/schemas/CounterpartyInformation' },
      rateDetails: { $ref: '#/components/schemas/OutgoingRateDetails' },
      scaChallenge: { $ref: '#/components/schemas/ScaChallenge', readOnly: true },
    },
  },
  QuoteDestinationOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountDestination' },
      { $ref: '#/components/schemas/UmaAddressDestination' },
    ],
    discriminator: {
      propertyName: 'destinationType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountDestination',
        UMA_ADDRESS: '#/components/schemas/UmaAddressDestination',
      },
    },
  },
  QuoteSourceOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountQuoteSource' },
      { $ref: '#/components/schemas/RealtimeFundingQuoteSource' },
    ],
    discriminator: {
      propertyName: 'sourceType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountQuoteSource',
        REALTIME_FUNDING: '#/components/schemas/RealtimeFundingQuoteSource',
      },
    },
  },
  QuoteSourceType: { type: 'string', enum: ['ACCOUNT', 'REALTIME_FUNDING'] },
  RailSelectionMode: { type: 'string', enum: ['AUTO', 'MANUAL'] },
  RealtimeFundingQuoteSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseQuoteSource' },
      {
        type: 'object',
        required: ['currency', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['REALTIME_FUNDING'] },
          customerId: { type: 'string' },
          currency: { type: 'string' },
          cryptoNetwork: { type: 'string' },
        },
      },
    ],
  },
  RealtimeFundingTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['currency', 'sourceType'],
        properties: {
          sourceType: { type: 'string', enum: ['REALTIME_FUNDING'] },
          customerId: { type: 'string' },
          currency: { type: 'string' },
          accountHolderName: { type: 'string' },
          accountIdentifier: { type: 'string' },
          bankName: { type: 'string' },
          bankIdentifier: { type: 'string' },
          paymentRail: { allOf: [{ $ref: '#/components/schemas/PaymentRail' }] },
          remittanceInformation: { type: 'string' },
          endToEndId: { type: 'string' },
          traceNumber: { type: 'string' },
          onChainTransaction: { $ref: '#/components/schemas/OnChainTransaction' },
        },
      },
    ],
  },
  ReconciliationInstructions: {
    type: 'object',
    minProperties: 1,
    properties: { reference: { type: 'string' }, transactionHash: { type: 'string' } },
  },
  Refund: {
    type: 'object',
    required: ['reference', 'initiatedAt', 'status'],
    properties: {
      reference: { type: 'string' },
      initiatedAt: { type: 'string', format: 'date-time' },
      settledAt: { type: 'string', format: 'date-time' },
      status: { type: 'string', enum: ['PENDING', 'COMPLETED', 'FAILED'] },
      reason: { type: 'string', enum: ['TRANSACTION_FAILED', 'USER_CANCELLATION', 'TIMEOUT'] },
    },
  },
  RwfAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/RwfAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  RwfAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['RWF_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+250[0-9]{9}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  RwfBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  RwfExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/RwfAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/RwfBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/RwfBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  SandboxCardSimulationResponse: {
    type: 'object',
    required: ['issuerTransactionToken'],
    properties: { issuerTransactionToken: { type: 'string' } },
  },
  ScaChallenge: {
    type: 'object',
    required: ['id', 'expiresAt', 'factor', 'availableFactors'],
    properties: {
      id: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      factor: { $ref: '#/components/schemas/ScaFactor' },
      availableFactors: { type: 'array', items: { $ref: '#/components/schemas/ScaFactor' } },
      purpose: { type: ['string', 'null'] },
      passkeyAssertionOptions: { type: ['object', 'null'], additionalProperties: true },
      passkeyAllowedOrigins: { type: ['array', 'null'], items: { type: 'string' } },
    },
  },
  ScaFactor: { type: 'string', enum: ['SMS_OTP', 'TOTP', 'PASSKEY'] },
  ScaFactorConfirmResponseOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/TotpEnrollmentConfirmResponse' },
      { $ref: '#/components/schemas/PasskeyEnrollmentConfirmResponse' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        TOTP: '#/components/schemas/TotpEnrollmentConfirmResponse',
        PASSKEY: '#/components/schemas/PasskeyEnrollmentConfirmResponse',
      },
    },
  },
  ScaFactorEnrollStartOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/TotpEnrollmentStart' },
      { $ref: '#/components/schemas/PasskeyEnrollmentStart' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        TOTP: '#/components/schemas/TotpEnrollmentStart',
        PASSKEY: '#/components/schemas/PasskeyEnrollmentStart',
      },
    },
  },
  ScaFactorView: {
    type: 'object',
    required: ['factor'],
    properties: {
      factor: { $ref: '#/components/schemas/ScaFactor' },
      credentialId: { type: 'string' },
      name: { type: 'string' },
    },
  },
  ScaLoginComplete: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string' }, sessionExpiresAt: { type: ['string', 'null'], format: 'date-time' } },
  },
  ScaLoginStart: {
    type: 'object',
    required: ['factor'],
    properties: {
      factor: { $ref: '#/components/schemas/ScaFactor' },
      challengeId: { type: ['string', 'null'] },
      expiresAt: { type: ['string', 'null'], format: 'date-time' },
      passkeyOptions: { type: ['object', 'null'], additionalProperties: true },
      allowedOrigins: { type: ['array', 'null'], items: { type: 'string' } },
      relyingPartyId: { type: ['string', 'null'] },
    },
  },
  SessionListResponse: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/AuthSession' } } },
  },
  SgdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/SgdAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['PAYNOW', 'FAST', 'BANK_TRANSFER'] } },
        },
      },
    ],
  },
  SgdAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'swiftCode'],
    properties: {
      accountType: { type: 'string', enum: ['SGD_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  SgdBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  SgdExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SgdAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/SgdBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/SgdBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  SignedRequestChallenge: {
    type: 'object',
    required: ['payloadToSign', 'requestId', 'expiresAt'],
    properties: {
      payloadToSign: { type: 'string' },
      requestId: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
  SlvAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/SlvAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER', 'MOBILE_MONEY'] } },
        },
      },
    ],
  },
  SlvAccountInfoBase: {
    type: 'object',
    required: ['accountType'],
    properties: {
      accountType: { type: 'string', enum: ['SLV_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      bankAccountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
    },
  },
  SlvBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  SlvExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SlvAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/SlvBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/SlvBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  SolanaWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SolanaWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  SolanaWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['SOLANA_WALLET'] }, address: { type: 'string' } },
  },
  SourceOfFundsCategory: {
    type: 'string',
    enum: [
      'OPERATING_REVENUE',
      'INVESTMENT_INCOME',
      'LOANS',
      'VENTURE_CAPITAL',
      'PERSONAL_SAVINGS',
      'DONATIONS',
      'OTHER',
    ],
  },
  SourceOfWealthCategory: {
    type: 'string',
    enum: [
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
  },
  SparkWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SparkWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  SparkWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['SPARK_WALLET'] }, address: { type: 'string' } },
  },
  SwiftAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/SwiftAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['SWIFT'] } } },
      },
    ],
  },
  SwiftAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'swiftCode', 'bankName', 'country'],
    properties: {
      accountType: { type: 'string', enum: ['SWIFT_ACCOUNT'] },
      country: { type: 'string', minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      iban: { type: 'string', minLength: 15, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{11,30}$' },
    },
  },
  SwiftBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  SwiftExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SwiftAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/SwiftBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/SwiftBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  ThbAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/ThbAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  ThbAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber', 'swiftCode'],
    properties: {
      accountType: { type: 'string', enum: ['THB_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  ThbBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  ThbExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/ThbAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/ThbBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/ThbBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  TokenListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/ApiToken' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  TotpEnrollmentConfirmResponse: {
    type: 'object',
    required: ['type', 'recoveryCodes'],
    properties: {
      type: { type: 'string', enum: ['TOTP'] },
      recoveryCodes: { type: 'array', items: { type: 'string' } },
    },
  },
  TotpEnrollmentStart: {
    type: 'object',
    required: ['type', 'secret', 'secretBase32Encoded', 'totpUri'],
    properties: {
      type: { type: 'string', enum: ['TOTP'] },
      secret: { type: 'string' },
      secretBase32Encoded: { type: 'string' },
      totpUri: { type: 'string' },
    },
  },
  Transaction: {
    type: 'object',
    required: ['id', 'status', 'type', 'direction', 'destination', 'customerId', 'platformCustomerId'],
    properties: {
      id: { type: 'string' },
      status: { $ref: '#/components/schemas/TransactionStatus' },
      pendingReason: { $ref: '#/components/schemas/TransactionPendingReason' },
      type: { $ref: '#/components/schemas/TransactionType' },
      direction: { $ref: '#/components/schemas/TransactionDirection' },
      destination: { $ref: '#/components/schemas/TransactionDestinationOneOf' },
      customerId: { type: 'string' },
      platformCustomerId: { type: 'string' },
      settledAt: { type: 'string', format: 'date-time' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      receiptDeliveryConfirmedAt: { type: 'string', format: 'date-time' },
      agentId: { type: 'string' },
      description: { type: 'string' },
      sentAmount: { $ref: '#/components/schemas/CurrencyAmount' },
      exchangeRate: { type: 'number', exclusiveMinimum: 0 },
      quoteId: { type: 'string' },
      refund: { $ref: '#/components/schemas/Refund' },
      counterpartyInformation: { $ref: '#/components/schemas/CounterpartyInformation' },
    },
  },
  TransactionDestinationOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountTransactionDestination' },
      { $ref: '#/components/schemas/UmaAddressTransactionDestination' },
    ],
    discriminator: {
      propertyName: 'destinationType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountTransactionDestination',
        UMA_ADDRESS: '#/components/schemas/UmaAddressTransactionDestination',
      },
    },
  },
  TransactionDestinationType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS'] },
  TransactionDirection: { type: 'string', enum: ['CREDIT', 'DEBIT'] },
  TransactionListResponse: {
    type: 'object',
    required: ['data', 'hasMore'],
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/TransactionOneOf' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  TransactionOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/IncomingTransaction' },
      { $ref: '#/components/schemas/OutgoingTransaction' },
      { $ref: '#/components/schemas/CardTransaction' },
    ],
    discriminator: {
      propertyName: 'type',
      mapping: {
        INCOMING: '#/components/schemas/IncomingTransaction',
        OUTGOING: '#/components/schemas/OutgoingTransaction',
        CARD: '#/components/schemas/CardTransaction',
      },
    },
  },
  TransactionPendingReason: {
    type: 'string',
    enum: [
      'COUNTERPARTY_DECLARATION_REQUIRED',
      'WALLET_VERIFICATION_REQUIRED',
      'COUNTERPARTY_INFORMATION_REQUIRED',
      'COMPLIANCE_REVIEW',
    ],
  },
  TransactionSourceOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/AccountTransactionSource' },
      { $ref: '#/components/schemas/UmaAddressTransactionSource' },
      { $ref: '#/components/schemas/RealtimeFundingTransactionSource' },
    ],
    discriminator: {
      propertyName: 'sourceType',
      mapping: {
        ACCOUNT: '#/components/schemas/AccountTransactionSource',
        UMA_ADDRESS: '#/components/schemas/UmaAddressTransactionSource',
        REALTIME_FUNDING: '#/components/schemas/RealtimeFundingTransactionSource',
      },
    },
  },
  TransactionSourceType: { type: 'string', enum: ['ACCOUNT', 'UMA_ADDRESS', 'REALTIME_FUNDING'] },
  TransactionStatus: {
    type: 'string',
    enum: [
      'CREATED',
      'PENDING',
      'PENDING_AUTHORIZATION',
      'PROCESSING',
      'COMPLETED',
      'REJECTED',
      'FAILED',
      'REFUNDED',
      'EXPIRED',
    ],
  },
  TransactionType: { type: 'string', enum: ['INCOMING', 'OUTGOING'] },
  TronWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/TronWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
  },
  TronWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['TRON_WALLET'] }, address: { type: 'string' } },
  },
  TzsAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/TzsAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  TzsAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['TZS_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+255[0-9]{9}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  TzsBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  TzsExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/TzsAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/TzsBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/TzsBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  UgxAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/UgxAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  UgxAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['UGX_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  UgxBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  UgxExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/UgxAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/UgxBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/UgxBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  UmaAddressDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseDestination' },
      {
        type: 'object',
        required: ['umaAddress', 'destinationType'],
        properties: {
          destinationType: { type: 'string', enum: ['UMA_ADDRESS'] },
          umaAddress: { type: 'string' },
          currency: { type: 'string' },
        },
      },
    ],
  },
  UmaAddressTransactionDestination: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionDestination' },
      {
        type: 'object',
        required: ['umaAddress', 'destinationType'],
        properties: { destinationType: { type: 'string', enum: ['UMA_ADDRESS'] }, umaAddress: { type: 'string' } },
      },
    ],
  },
  UmaAddressTransactionSource: {
    allOf: [
      { $ref: '#/components/schemas/BaseTransactionSource' },
      {
        type: 'object',
        required: ['umaAddress', 'sourceType'],
        properties: { sourceType: { type: 'string', enum: ['UMA_ADDRESS'] }, umaAddress: { type: 'string' } },
      },
    ],
  },
  UmaProvider: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      supportedRegions: { type: 'array', items: { type: 'string' } },
      domain: { type: 'string' },
      logoUrl: { type: 'string', format: 'uri' },
      supportedCurrencies: { type: 'array', items: { $ref: '#/components/schemas/Currency' } },
      lei: { type: 'string' },
      allowListStatus: { type: 'boolean' },
    },
  },
  UmaProviderListResponse: {
    type: 'object',
    properties: {
      data: { type: 'array', items: { $ref: '#/components/schemas/UmaProvider' } },
      hasMore: { type: 'boolean' },
      nextCursor: { type: 'string' },
      totalCount: { type: 'integer' },
    },
  },
  UsdAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/UsdAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: {
          paymentRails: { type: 'array', items: { type: 'string', enum: ['ACH', 'WIRE', 'RTP', 'FEDNOW'] } },
        },
      },
    ],
  },
  UsdAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'routingNumber'],
    properties: {
      accountType: { type: 'string', enum: ['USD_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      routingNumber: { type: 'string', minLength: 9, maxLength: 9, pattern: '^[0-9]{9}$' },
      bankName: { type: 'string', minLength: 1, maxLength: 140 },
      bankAccountType: { type: 'string', enum: ['CHECKING', 'SAVINGS'] },
      intermediaryBankName: { type: 'string', minLength: 1, maxLength: 140 },
      intermediaryRoutingNumber: { type: 'string', minLength: 9, maxLength: 9, pattern: '^[0-9]{9}$' },
      fiToFiInformation: { type: 'string', maxLength: 210 },
    },
  },
  UsdBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  UsdExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/UsdAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/UsdBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/UsdBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  Verification: {
    type: 'object',
    required: ['id', 'customerId', 'verificationStatus', 'errors', 'createdAt'],
    properties: {
      id: { type: 'string' },
      customerId: { type: 'string' },
      verificationStatus: { $ref: '#/components/schemas/VerificationStatus' },
      errors: { type: 'array', items: { $ref: '#/components/schemas/VerificationError' } },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  VerificationError: {
    type: 'object',
    required: ['resourceId', 'type', 'reason'],
    properties: {
      resourceId: { type: 'string' },
      type: { $ref: '#/components/schemas/VerificationErrorType' },
      field: { type: 'string' },
      acceptedDocumentTypes: { type: 'array', items: { $ref: '#/components/schemas/DocumentType' } },
      reason: { type: 'string' },
    },
  },
  VerificationErrorType: {
    type: 'string',
    enum: [
      'MISSING_FIELD',
      'INVALID_FIELD',
      'MISSING_LEGAL_PRESENCE_DOCUMENT',
      'MISSING_CONTROL_STRUCTURE_DOCUMENT',
      'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT',
      'MISSING_PROOF_OF_ADDRESS_DOCUMENT',
      'MISSING_IDENTITY_DOCUMENT',
      'INVALID_DOCUMENT',
      'EXPIRED_DOCUMENT',
      'POOR_QUALITY_DOCUMENT',
      'SUSPECTED_FRAUD_DOCUMENT',
      'WRONG_DOCUMENT_TYPE',
      'INCOMPLETE_DOCUMENT',
      'UNREADABLE_DOCUMENT',
      'DOCUMENT_VERIFICATION_FAILED',
      'APPLICANT_SANCTIONED',
      'APPLICANT_FRAUD',
      'APPLICANT_CRIMINAL_RECORD',
      'APPLICANT_REJECTED',
      'MISSING_BENEFICIAL_OWNER',
      'MISSING_CONTROL_PERSON',
      'MISSING_GOOD_STANDING_DOCUMENT',
    ],
  },
  VerificationStatus: {
    type: 'string',
    enum: ['RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW', 'IN_PROGRESS', 'APPROVED', 'REJECTED', 'READY_FOR_VERIFICATION'],
  },
  VndAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/VndAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  VndAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'bankName', 'accountNumber', 'swiftCode'],
    properties: {
      accountType: { type: 'string', enum: ['VND_ACCOUNT'] },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
      accountNumber: { type: 'string', minLength: 1, maxLength: 34 },
      swiftCode: {
        type: 'string',
        minLength: 8,
        maxLength: 11,
        pattern: '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      },
    },
  },
  VndBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  VndExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/VndAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/VndBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/VndBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  WalletBeneficiaryFields: {
    type: 'object',
    properties: { beneficiary: { $ref: '#/components/schemas/WalletBeneficiaryOneOf' } },
  },
  WalletBeneficiaryOneOf: {
    oneOf: [
      { $ref: '#/components/schemas/WalletIndividualBeneficiary' },
      { $ref: '#/components/schemas/BusinessBeneficiary' },
    ],
    discriminator: {
      propertyName: 'beneficiaryType',
      mapping: {
        INDIVIDUAL: '#/components/schemas/WalletIndividualBeneficiary',
        BUSINESS: '#/components/schemas/BusinessBeneficiary',
      },
    },
  },
  WalletCustodyFields: { type: 'object', properties: { vaspName: { type: 'string' } } },
  WalletIndividualBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName', 'countryOfResidence'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      countryOfResidence: { type: 'string' },
    },
  },
  WalletSignatureChallenge: {
    type: 'object',
    required: ['method', 'messageToSign', 'expiresAt'],
    properties: {
      method: { type: 'string', enum: ['WALLET_SIGNATURE'] },
      messageToSign: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
    },
  },
  XafAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/XafAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  XafAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider', 'region'],
    properties: {
      accountType: { type: 'string', enum: ['XAF_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
      region: { type: 'string', minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', enum: ['CM', 'CG'] },
    },
  },
  XafBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  XafExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/XafAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/XafBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/XafBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  XofAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/XofAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  XofAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider', 'region'],
    properties: {
      accountType: { type: 'string', enum: ['XOF_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+[0-9]{6,14}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
      region: { type: 'string', minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', enum: ['BJ', 'CI', 'SN', 'TG'] },
    },
  },
  XofBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  XofExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/XofAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/XofBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/XofBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  ZarAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/ZarAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['BANK_TRANSFER'] } } },
      },
    ],
  },
  ZarAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'accountNumber', 'bankName'],
    properties: {
      accountType: { type: 'string', enum: ['ZAR_ACCOUNT'] },
      accountNumber: { type: 'string', minLength: 9, maxLength: 13, pattern: '^[0-9]{9,13}$' },
      bankName: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  ZarBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  ZarExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/ZarAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/ZarBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/ZarBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
  ZmwAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/ZmwAccountInfoBase' },
      {
        type: 'object',
        required: ['paymentRails'],
        properties: { paymentRails: { type: 'array', items: { type: 'string', enum: ['MOBILE_MONEY'] } } },
      },
    ],
  },
  ZmwAccountInfoBase: {
    type: 'object',
    required: ['accountType', 'phoneNumber', 'provider'],
    properties: {
      accountType: { type: 'string', enum: ['ZMW_ACCOUNT'] },
      phoneNumber: { type: 'string', minLength: 7, maxLength: 15, pattern: '^\\+260[0-9]{9}$' },
      provider: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  ZmwBeneficiary: {
    type: 'object',
    required: ['beneficiaryType', 'fullName'],
    properties: {
      beneficiaryType: { type: 'string', enum: ['INDIVIDUAL'] },
      fullName: { type: 'string' },
      birthDate: { type: 'string' },
      nationality: { type: 'string' },
      email: { type: 'string' },
      phoneNumber: { type: 'string' },
      countryOfResidence: { type: 'string' },
      address: { $ref: '#/components/schemas/Address' },
    },
  },
  ZmwExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/ZmwAccountInfo' },
      {
        type: 'object',
        required: ['beneficiary'],
        properties: {
          beneficiary: {
            oneOf: [
              { $ref: '#/components/schemas/ZmwBeneficiary' },
              { $ref: '#/components/schemas/BusinessBeneficiary' },
            ],
            discriminator: {
              propertyName: 'beneficiaryType',
              mapping: {
                INDIVIDUAL: '#/components/schemas/ZmwBeneficiary',
                BUSINESS: '#/components/schemas/BusinessBeneficiary',
              },
            },
          },
        },
      },
    ],
  },
};
