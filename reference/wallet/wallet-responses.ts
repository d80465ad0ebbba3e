import type { AuthMethodRecord, AuthSessionRecord } from './wallet-records.ts';

/** The `AuthMethod` body (2.5); `credentialId` on PASSKEY only. Stored key material is never answered. */
export function toAuthMethodResponse(record: AuthMethodRecord): Record<string, unknown> {
  return {
    id: record.id,
    accountId: record.accountId,
    type: record.type,
    ...(record.passkey ? { credentialId: record.passkey.credentialId } : {}),
    nickname: record.nickname,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The `AuthSession` body (2.5); `encryptedSessionSigningKey` only when the verify produced one (OAUTH, PASSKEY). */
export function toAuthSessionResponse(
  session: AuthSessionRecord,
  encryptedSessionSigningKey?: string,
): Record<string, unknown> {
  return {
    id: session.id,
    accountId: session.accountId,
    type: session.type,
    nickname: session.nickname,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
    ...(encryptedSessionSigningKey === undefined ? {} : { encryptedSessionSigningKey }),
  };
}
