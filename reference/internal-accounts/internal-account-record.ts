/**
 * A stored internal account. The document shows no field of it (2.6: "not shown"); the production facts give the
 * answer's shape (`InternalAccount`). Embedded-wallet accounts are opened with their customer; the fiat account that
 * receives UMA payments is opened when first needed (`primary-internal-account.ts`).
 */
export interface InternalAccountRecord {
  /** `InternalAccount:<uuid>`. */
  id: string;
  customerId: string;
  type: 'EMBEDDED_WALLET' | 'INTERNAL_FIAT';
  status: 'ACTIVE';
  /** ISO 4217 code of the account's balance. */
  currency: string;
  /** Wallet privacy (`PATCH /internal-accounts/{id}`, a signed flow). */
  privateEnabled: boolean;
  /**
   * 32 random bytes, hex: the wallet secret `POST /internal-accounts/{id}/export` hands out, sealed. Never answered.
   * Empty on an account that is no wallet (nothing to export: the export refuses it).
   */
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
    // Production: wallet accounts only.
    ...(record.type === 'EMBEDDED_WALLET' ? { privateEnabled: record.privateEnabled } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
