import type { ReferenceData } from '../store/data.ts';
import type { AuthSessionRecord } from './wallet-records.ts';
import { rowsWhere } from '../store/indexes.ts';

/** A session is active until it is revoked or it expires. */
export function isActiveSession(session: AuthSessionRecord, now: Date): boolean {
  return session.revokedAt === undefined && Date.parse(session.expiresAt) > now.getTime();
}

/** The active sessions of an account, oldest first. */
export function activeSessionsOfAccount(data: ReferenceData, accountId: string, now: Date): AuthSessionRecord[] {
  const active = rowsWhere<AuthSessionRecord>(data, 'authSessions', 'accountId', accountId).filter((s) =>
    isActiveSession(s, now),
  );
  return active.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Revokes every active session `authMethodId` issued (3.4: they go with a revoked credential). */
export function revokeSessionsOfCredential(draft: ReferenceData, authMethodId: string, now: Date): void {
  const timestamp = now.toISOString();
  for (const session of rowsWhere<AuthSessionRecord>(draft, 'authSessions', 'authMethodId', authMethodId)) {
    if (isActiveSession(session, now)) {
      session.revokedAt = timestamp;
      session.updatedAt = timestamp;
    }
  }
}
