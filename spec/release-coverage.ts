/**
 * What two release notes of part 9 extend, as data the suite and the reference's deviants read.
 *
 * - August 2026: "USDT on Ethereum and Plasma in addition to Tron": the wallet variants of those networks (2.3) hold
 *   USDT.
 * - July 2026: "additional country coverage including China": the `CNY_ACCOUNT` variant (2.3) in CNY.
 * - August 2026: "richer USD wire beneficiary": intermediary bank, its routing number and bank-to-bank instructions on
 *   `USD_ACCOUNT` (2.3 names them, "field names not given"; the names are the production interface's).
 */
import type { ClauseId } from './keys/index.ts';

/** The stablecoin the August 2026 note names, as the document writes it. */
export const usdtAsset = 'USDT';

/** The wallet variants that hold USDT: Tron, and since August 2026 Ethereum and Plasma. */
export const usdtWalletTypes = ['TRON_WALLET', 'ETHEREUM_WALLET', 'PLASMA_WALLET'] as const;

/** The account variant and currency of China's coverage (July 2026). */
export const chinaCoverage = { accountType: 'CNY_ACCOUNT', currency: 'CNY' } as const;

/**
 * The USD wire beneficiary's further fields, as the production interface names and bounds them (the request schema
 * leaves `accountInfo` open there, as the document does).
 */
export const usdWireFields = {
  intermediaryBankName: { maxLength: 140 },
  fiToFiInformation: { maxLength: 210 },
} as const;

export const releaseCoverageClauses = {
  usdt: '9/aug-2026-usdt-ethereum-plasma',
  china: '9/jul-2026-country-coverage-china',
  usdWire: '2.3/usd-wire-intermediary-fields',
} as const satisfies Record<string, ClauseId>;
