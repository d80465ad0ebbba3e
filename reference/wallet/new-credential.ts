import type { PasskeyAttestationInput } from '../crypto/webauthn.ts';
import { invalidInput, documentedError } from '../http/api-error.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { ReferenceData } from '../store/data.ts';
import { authFailure } from './auth-failure.ts';
import { oidcCheckOptions } from './oidc-options.ts';
import { credentialsOfAccount, customerContact, type WalletAccount } from './wallet-account.ts';
import type { AuthMethodRecord, AuthSessionRecord } from './wallet-records.ts';
import { rowsWhere } from '../store/indexes.ts';

/** A credential ready to be stored: everything but its id and timestamps. */
export type NewCredential = Omit<AuthMethodRecord, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Checks a create body (already schema-valid) against the account and the rules, and returns the credential it
 * registers: the first credential's type (5), the per-type limits (4.2 rule 5, 7.1, 8), the OIDC token (4.5) or the
 * passkey attestation (4.5 WebAuthn checks), and the nickname (2.5). Throws the answer otherwise.
 */
export async function prepareCredential(
  deps: AppDeps,
  draft: ReferenceData,
  body: Readonly<Record<string, unknown>>,
  wallet: WalletAccount,
  now: Date,
): Promise<NewCredential> {
  const { rules } = deps;
  const type = body['type'] as AuthMethodRecord['type'];
  const existing = credentialsOfAccount(draft, wallet.account.id);
  if (existing.length === 0 && rules.firstCredentialType !== null && type !== rules.firstCredentialType) {
    throw invalidInput(
      `The first credential of a wallet account is ${rules.firstCredentialType}, tied to the customer e-mail.`,
      [
        {
          field: 'type',
          constraint: { enum: [rules.firstCredentialType] },
          message: `must be ${rules.firstCredentialType} for the first credential`,
        },
      ],
    );
  }
  const base = { accountId: wallet.account.id, type };
  const limit = rules.credentialTypeLimits[type];
  const counted = rules.limitCountsRemovedCredentials
    ? [...existing, ...removedCredentials(draft, existing)]
    : existing;
  if (limit.kind === 'at-most' && counted.filter((c) => c.type === type).length >= limit.max) {
    throw documentedError(limit.code, `The account already holds ${limit.max} ${type} credential(s).`);
  }

  if (type === 'EMAIL_OTP' || type === 'SMS_OTP') {
    const member = type === 'EMAIL_OTP' ? 'email' : 'phoneNumber';
    const nickname = customerContact(wallet.customer, member);
    if (nickname === undefined) throw invalidInput(`The customer has no ${member} for a ${type} credential.`);
    if (type === 'EMAIL_OTP' && rules.tiedEmailChange.refuseEmailTiedElsewhere)
      assertEmailFree(draft, nickname, wallet.account.id);
    return { ...base, nickname };
  }

  if (type === 'OAUTH') {
    const checked = await rules.checkIdToken(String(body['oidcToken']), oidcCheckOptions(deps, now));
    if (!checked.ok) {
      if (checked.malformed)
        throw invalidInput(`The OIDC token is malformed: ${checked.reason}.`, [
          { field: 'oidcToken', message: checked.reason },
        ]);
      throw authFailure('UNAUTHORIZED', checked.reason, deps.config.sandbox);
    }
    const { iss, aud, sub, email } = checked.claims;
    if (
      limit.kind === 'one-per-provider-identity' &&
      existing.some((c) => c.oauth?.iss === iss && c.oauth.sub === sub)
    ) {
      throw invalidInput('An OAUTH credential of this provider identity is already registered on the account.');
    }
    return { ...base, nickname: email !== undefined && email !== '' ? email : sub, oauth: { iss, aud, sub } };
  }

  const attestation = body['attestation'] as PasskeyAttestationInput;
  const { webauthn } = deps.config.embeddedWallet;
  const registered = await rules.verifyPasskeyRegistration({
    attestation,
    expectedChallenge: String(body['challenge']),
    expectedOrigin: webauthn.origin,
    expectedRpId: webauthn.rpId,
  });
  if (!registered.ok)
    throw invalidInput(`The passkey attestation was not accepted: ${registered.reason}.`, [
      { field: 'attestation', message: registered.reason },
    ]);
  const { id: credentialId, publicKey, counter, transports } = registered.credential;
  if (limit.kind === 'unique-by-credential-id' && existing.some((c) => c.passkey?.credentialId === credentialId)) {
    throw documentedError(
      limit.code,
      'A passkey with this WebAuthn credential id is already registered on the account.',
    );
  }
  return {
    ...base,
    nickname: String(body['nickname']),
    passkey: { credentialId, publicKey, counter, transports: [...transports] },
  };
}

/** 7.3: an e-mail tied to an EMAIL_OTP credential of another account answers 409 `EMAIL_OTP_EMAIL_ALREADY_EXISTS`. */
export function assertEmailFree(data: ReferenceData, email: string, exceptAccountId?: string): void {
  const taken = rowsWhere<AuthMethodRecord>(data, 'authMethods', 'tiedEmail', email.toLowerCase()).some(
    (c) => c.accountId !== exceptAccountId,
  );
  if (taken) {
    throw documentedError(
      'EMAIL_OTP_EMAIL_ALREADY_EXISTS',
      // Stryker disable next-line StringLiteral: message: the wording of EMAIL_OTP_EMAIL_ALREADY_EXISTS
      'This e-mail is already tied to an EMAIL_OTP credential.',
    );
  }
}

/** The credentials of the account that are gone, as the sessions they issued (which outlive them) remember them. */
function removedCredentials(draft: ReferenceData, held: readonly AuthMethodRecord[]): { type: string }[] {
  const accountId = held[0]?.accountId;
  if (accountId === undefined) return [];
  const sessions = rowsWhere<AuthSessionRecord>(draft, 'authSessions', 'accountId', accountId);
  const gone = new Map(
    sessions.filter((s) => !held.some((c) => c.id === s.authMethodId)).map((s) => [s.authMethodId, s]),
  );
  return [...gone.values()];
}
