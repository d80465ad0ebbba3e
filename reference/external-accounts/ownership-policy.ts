import { walletAccountTypes } from '../../spec/enums.ts';
import type { ReferenceConfig } from '../config.ts';
import type { FieldError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import type { ExternalAccountStatus } from './external-account-record.ts';

/**
 * Which accounts need ownership verification. Crypto wallets registered by address are self-custody wallets here
 * (the reference knows no hosted wallets). On a platform subject to counterparty requirements (2.1: "for example the
 * EU Travel Rule", a platform setting) such a create must carry `ownershipType`, and a first-party one starts in
 * `PENDING_OWNERSHIP_VERIFICATION`. The reference verifies ownership by EVM wallet signature, so only EVM wallets
 * enter that state; others start `ACTIVE`.
 */
const selfCustodyWalletTypes: ReadonlySet<string> = new Set(walletAccountTypes);
export const evmWalletTypes: ReadonlySet<string> = new Set([
  'BASE_WALLET',
  'ETHEREUM_WALLET',
  'POLYGON_WALLET',
  'PLASMA_WALLET',
]);

/** 2.1: the missing `ownershipType` on a self-custody wallet create, when the platform is subject to the rule. */
export function ownershipTypeErrors(
  config: ReferenceConfig,
  rules: Pick<ReferenceRules, 'ownershipTypeRequiredForSelfCustodyWallets'>,
  body: Readonly<Record<string, unknown>>,
): FieldError[] {
  if (!config.counterpartyRequirements || !rules.ownershipTypeRequiredForSelfCustodyWallets) return [];
  if (body['ownershipType'] !== undefined) return [];
  const accountType = (body['accountInfo'] as Record<string, unknown> | undefined)?.['accountType'];
  if (typeof accountType !== 'string' || !selfCustodyWalletTypes.has(accountType)) return [];
  return [
    {
      field: 'ownershipType',
      constraint: { required: true },
      message: 'is required for self-custody wallets on this platform (counterparty requirements apply)',
    },
  ];
}

/** The status a new account starts in. */
export function initialStatus(
  config: ReferenceConfig,
  accountType: string,
  ownershipType: string | undefined,
): ExternalAccountStatus {
  const mustProve =
    config.counterpartyRequirements && ownershipType === 'FIRST_PARTY' && evmWalletTypes.has(accountType);
  return mustProve ? 'PENDING_OWNERSHIP_VERIFICATION' : 'ACTIVE';
}
