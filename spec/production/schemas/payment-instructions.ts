/**
 * Production's component schemas of the payment instructions of an account (how to fund it), one variant per rail or
 * network (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const paymentInstructionsSchemas: Readonly<Record<string, SchemaObject>> = {
  BasePaymentAccountInfo: {
    type: 'object',
    required: ['accountType'],
    properties: { accountType: { $ref: '#/components/schemas/PaymentAccountType' } },
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
};
