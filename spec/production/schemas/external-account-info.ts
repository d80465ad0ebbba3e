/**
 * Production's component schemas of the `accountInfo` variants of an external account, one per `accountType`
 * (production facts).
 */
import type { SchemaObject } from '../../openapi/types.ts';

export const externalAccountInfoSchemas: Readonly<Record<string, SchemaObject>> = {
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
  BaseExternalAccountInfo: {
    type: 'object',
    required: ['accountType'],
    properties: { accountType: { $ref: '#/components/schemas/ExternalAccountType' } },
  },
  BaseWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/BaseWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
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
  EthereumWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/EthereumWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
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
  LightningExternalAccountInfo: {
    allOf: [{ $ref: '#/components/schemas/BaseExternalAccountInfo' }, { $ref: '#/components/schemas/LightningInfo' }],
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
  PolygonWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/PolygonWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
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
  SparkWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/SparkWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
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
  TronWalletExternalAccountInfo: {
    allOf: [
      { $ref: '#/components/schemas/BaseExternalAccountInfo' },
      { $ref: '#/components/schemas/TronWalletInfo' },
      { $ref: '#/components/schemas/WalletBeneficiaryFields' },
      { $ref: '#/components/schemas/WalletCustodyFields' },
    ],
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
