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
  /**
   * Smallest units of `currency` the account can spend now (production `balance`). Absent on accounts stored before
   * balances existed: zero. Changed only by `balances.ts`.
   */
  available?: number;
  /** Smallest units held for transfers in flight (production `totalBalance` = available + held). */
  held?: number;
  createdAt: string;
  updatedAt: string;
}

/** The InternalAccount body the API answers with (production shape). The wallet secret is never part of it. */
export function toInternalAccountResponse(record: InternalAccountRecord): Record<string, unknown> {
  const amount = (value: number) => ({ amount: value, currency: { code: record.currency } });
  const available = record.available ?? 0;
  return {
    id: record.id,
    customerId: record.customerId,
    type: record.type,
    status: record.status,
    balance: amount(available),
    totalBalance: amount(available + (record.held ?? 0)),
    fundingPaymentInstructions: [],
    // Production: wallet accounts only.
    ...(record.type === 'EMBEDDED_WALLET' ? { privateEnabled: record.privateEnabled } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
