/**
 * Production's `estimateCryptoWithdrawalFee`: what a withdrawal from a crypto internal account to a blockchain
 * address costs. The network fee is answered in the network's own asset (informational), the total in the withdrawal
 * currency: the network fee at the current price plus the application fee. The figures are the sandbox's
 * configuration, not interface (the document shows no fee estimate).
 */
import { invalidInput, undocumentedError, type FieldError } from '../../http/api-error.ts';
import { rowById, type ReferenceData } from '../../store/data.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';

interface NetworkFee {
  /** The asset the network fee is paid in. */
  readonly asset: string;
  /** The fee in smallest units of `asset` (a plain token transfer). */
  readonly networkFee: number;
  /** The same fee in millionths of a US dollar, the smallest unit of the dollar stablecoins. */
  readonly usdMicros: number;
  /** The form of an address on the network. */
  readonly address: RegExp;
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const networks: Readonly<Record<string, NetworkFee>> = {
  SOLANA: { asset: 'SOL', networkFee: 5_000, usdMicros: 1_000, address: base58Address },
  ETHEREUM: { asset: 'ETH', networkFee: 42_000_000_000_000, usdMicros: 150_000, address: evmAddress },
  BASE: { asset: 'ETH', networkFee: 2_100_000_000_000, usdMicros: 8_000, address: evmAddress },
  POLYGON: { asset: 'POL', networkFee: 630_000_000_000_000, usdMicros: 2_000, address: evmAddress },
  TRON: { asset: 'TRX', networkFee: 1_000_000, usdMicros: 250_000, address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  PLASMA: { asset: 'XPL', networkFee: 0, usdMicros: 0, address: evmAddress },
};

/** The dollar stablecoins a crypto internal account withdraws (six decimals, one dollar each), by network. */
const withdrawable: Readonly<Record<string, readonly string[]>> = {
  USDC: ['SOLANA', 'ETHEREUM', 'BASE', 'POLYGON'],
  USDT: ['ETHEREUM', 'TRON', 'PLASMA', 'SOLANA'],
};

export interface WithdrawalFeeEstimate {
  readonly networkFee: number;
  readonly networkFeeAsset: string;
  readonly applicationFee: number;
  readonly totalFee: number;
  readonly netAmount: number;
}

type Body = RequestBody<'estimateCryptoWithdrawalFee'>;

function problemsOf(body: Body, accountCurrency: string): FieldError[] {
  const errors: FieldError[] = [];
  const networksOf = Object.hasOwn(withdrawable, body.currency) ? withdrawable[body.currency] : undefined;
  if (networksOf === undefined)
    errors.push({ field: 'currency', message: `must be one of ${Object.keys(withdrawable).join(', ')}` });
  else if (body.currency !== accountCurrency)
    errors.push({ field: 'currency', message: `is not the currency of the account (${accountCurrency})` });
  const network = Object.hasOwn(networks, body.cryptoNetwork) ? networks[body.cryptoNetwork] : undefined;
  if (network === undefined || (networksOf !== undefined && !networksOf.includes(body.cryptoNetwork)))
    errors.push({ field: 'cryptoNetwork', message: `does not carry ${body.currency}` });
  else if (!network.address.test(body.destinationAddress))
    errors.push({ field: 'destinationAddress', message: `is not an address on ${body.cryptoNetwork}` });
  return errors;
}

export function estimateWithdrawalFee(data: ReferenceData, body: Body): WithdrawalFeeEstimate {
  const account = rowById(data.internalAccounts, body.internalAccountId);
  if (!account) throw undocumentedError('notFound', 'No such internal account.');
  const errors = problemsOf(body, account.currency);
  if (errors.length > 0) throw invalidInput('The withdrawal is not usable.', errors);
  const network = networks[body.cryptoNetwork]!;
  // The platform's fee configuration covers cross-currency transactions (4.3); a withdrawal keeps its currency.
  const applicationFee = 0;
  const totalFee = network.usdMicros + applicationFee;
  if (body.amount <= totalFee)
    throw invalidInput('The withdrawal is not usable.', [
      { field: 'amount', message: `does not cover the fee of ${totalFee}` },
    ]);
  return {
    networkFee: network.networkFee,
    networkFeeAsset: network.asset,
    applicationFee,
    totalFee,
    netAmount: body.amount - totalFee,
  };
}
