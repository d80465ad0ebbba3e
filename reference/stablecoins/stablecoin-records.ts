import type { ProviderLinkState } from '../../spec/stablecoins.ts';

/** A linked stablecoin provider account (production's `StablecoinProviderAccount`); the secret is never answered. */
export interface ProviderAccountRecord {
  id: string;
  provider: string;
  providerAccountId: string;
  /** The linked client id, kept to tell links apart; the secret itself is not kept. */
  apiClientId: string;
  status: ProviderLinkState;
  lastVerifiedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** A registered stablecoin (production's `Stablecoin`). */
export interface StablecoinRecord {
  id: string;
  name: string;
  symbol: string;
  baseCurrency: string;
  network: string;
  decimals: number;
  issuanceStatus: string;
  gridOperationsStatus: string;
  networkTokenIdentifier: string;
  provider: string;
  stablecoinProviderAccountId: string;
  providerEnvironment: string;
  providerTokenIdentifier: string;
  createdAt: string;
  updatedAt: string;
}

export type StablecoinOperationType = 'MINT' | 'BURN';

/** A mint or burn (production's `StablecoinOperation`); its states are not shown by the document (3.4). */
export interface StablecoinOperationRecord {
  id: string;
  stablecoinId: string;
  operationType: StablecoinOperationType;
  status: string;
  amount: string;
  provider: string;
  providerEnvironment: string;
  stablecoinProviderAccountId: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  fundingInstructions?: Record<string, unknown>;
  /** Until when an operation awaiting external funds waits for them. */
  expiresAt?: string;
  description?: string;
  createdAt: string;
  updatedAt: string;
}
