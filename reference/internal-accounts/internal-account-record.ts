/**
 * A stored internal account. The document shows no field of it (2.6: "not shown"); the production facts give the
 * answer's shape (`InternalAccount`). Only embedded-wallet accounts exist so far: they are opened with their customer.
 */
export interface InternalAccountRecord {
  /** `InternalAccount:<uuid>`. */
  id: string;
  customerId: string;
  type: 'EMBEDDED_WALLET';
  status: 'ACTIVE';
  /** ISO 4217 code of the account's balance. */
  currency: string;
  /** Wallet privacy (`PATCH /internal-accounts/{id}`, a signed flow). */
  privateEnabled: boolean;
  /** 32 random bytes, hex: the wallet secret `POST /internal-accounts/{id}/export` hands out, sealed. Never answered. */
  walletSecretHex: string;
  createdAt: string;
  updatedAt: string;
}

/** The InternalAccount body the API answers with (production shape). The wallet secret is never part of it. */
export function toInternalAccountResponse(record: InternalAccountRecord): Record<string, unknown> {
  const zero = { amount: 0, currency: { code: record.currency } };
  return {
    id: record.id,
    customerId: record.customerId,
    type: record.type,
    status: record.status,
    balance: zero,
    totalBalance: zero,
    fundingPaymentInstructions: [],
    privateEnabled: record.privateEnabled,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
