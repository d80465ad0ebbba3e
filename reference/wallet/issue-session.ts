import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/curves/utils.js';
import { encryptSessionSigningKey } from '../crypto/session-key.ts';
import type { ReferenceConfig } from '../config.ts';
import type { ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import { compressedPublicKeyHex } from './public-key.ts';
import { activeSessionsOfAccount } from './sessions.ts';
import type { AuthMethodRecord, AuthSessionRecord } from './wallet-records.ts';

/** Whose key signs the session's stamps (5: the session signing key). */
export type SessionKey =
  /** OTP: the client's own key, the target key pair of the verify (4.2 OTP rule 2). */
  | { readonly clientKeyHex: string }
  /** OAUTH, PASSKEY: a key the service makes, handed out encrypted to the client's `clientPublicKey`. */
  | { readonly encryptTo: string };

/**
 * Adds a session issued by `credential` to `draft`; returns it with the encrypted signing key when one was made.
 * `keepsSessionId` (a rule; 4.2: never) re-keys the credential's active session under its id instead.
 */
export async function issueSession(
  draft: ReferenceData,
  credential: AuthMethodRecord,
  key: SessionKey,
  context: { now: Date; config: ReferenceConfig; keepsSessionId?: boolean; handedOutKeySigns?: boolean },
): Promise<{ session: AuthSessionRecord; encryptedSessionSigningKey?: string }> {
  let publicKeyHex: string;
  let encryptedSessionSigningKey: string | undefined;
  if ('clientKeyHex' in key) {
    publicKeyHex = key.clientKeyHex;
  } else {
    const privateKey = p256.utils.randomSecretKey();
    publicKeyHex = bytesToHex(p256.getPublicKey(privateKey, true));
    encryptedSessionSigningKey = await encryptSessionSigningKey(privateKey, key.encryptTo);
    privateKey.fill(0);
    // A deviant's session is signed by the client's own key, not by the key it hands out.
    if (context.handedOutKeySigns === false) publicKeyHex = compressedPublicKeyHex(key.encryptTo) ?? publicKeyHex;
  }
  const timestamp = context.now.toISOString();
  const lifetimeMs = context.config.embeddedWallet.sessionLifetimeSeconds * 1000;
  const session: AuthSessionRecord = {
    id:
      (context.keepsSessionId === true ? activeSessionOf(draft, credential, context.now)?.id : undefined) ??
      newId('Session'),
    accountId: credential.accountId,
    authMethodId: credential.id,
    type: credential.type,
    nickname: credential.nickname,
    publicKeyHex,
    createdAt: timestamp,
    updatedAt: timestamp,
    expiresAt: new Date(context.now.getTime() + lifetimeMs).toISOString(),
  };
  draft.authSessions[session.id] = session;
  return encryptedSessionSigningKey === undefined ? { session } : { session, encryptedSessionSigningKey };
}

/** The credential's active session, if any. */
function activeSessionOf(draft: ReferenceData, credential: AuthMethodRecord, now: Date): AuthSessionRecord | undefined {
  return activeSessionsOfAccount(draft, credential.accountId, now).find((s) => s.authMethodId === credential.id);
}
