/**
 * Production's component schemas of bank and wallet details shared by payment instructions and external accounts
 * (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const accountDetailsSchemas: Readonly<Record<string, SchemaObject>> = {
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
  PlasmaWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['PLASMA_WALLET'] }, address: { type: 'string' } },
  },
  PolygonWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['POLYGON_WALLET'] }, address: { type: 'string' } },
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
  SolanaWalletInfo: {
    type: 'object',
    required: ['address', 'accountType'],
    properties: { accountType: { type: 'string', enum: ['SOLANA_WALLET'] }, address: { type: 'string' } },
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
};
