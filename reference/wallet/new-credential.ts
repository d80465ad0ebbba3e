import type { PasskeyAttestationInput } from '../crypto/webauthn.ts';
import { invalidInput, documentedError } from '../http/api-error.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { ReferenceData } from '../store/data.ts';
import { authFailure } from './auth-failure.ts';
import { oidcCheckOptions } from './oidc-options.ts';
import { credentialsOfAccount, customerContact, type WalletAccount } from './wallet-account.ts';
import type { AuthMethodRecord } from './wallet-records.ts';
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
    // Stryker disable next-line StringLiteral,ArrayDeclaration: message: the wording and details of that 400
    throw invalidInput(
      `The first credential of a wallet account is ${rules.firstCredentialType}, tied to the customer e-mail.`,
      [
        {
          // Stryker disable next-line StringLiteral: message: the details of that 400 (7 documents details.errors for the submit endpoints only)
          field: 'type',
          // Stryker disable next-line ObjectLiteral,ArrayDeclaration: outside the document: the allowed values of FieldConstraint are not shown (2.4)
          constraint: { enum: [rules.firstCredentialType] },
          // Stryker disable next-line StringLiteral: message: the wording of the field error
          message: `must be ${rules.firstCredentialType} for the first credential`,
        },
      ],
    );
  }
  const base = { accountId: wallet.account.id, type };
  const limit = rules.credentialTypeLimits[type];
  if (limit.kind === 'at-most' && existing.filter((c) => c.type === type).length >= limit.max) {
    // Stryker disable next-line StringLiteral: message: the wording of the per-type limit's error
    throw documentedError(limit.code, `The account already holds ${limit.max} ${type} credential(s).`);
  }

  if (type === 'EMAIL_OTP' || type === 'SMS_OTP') {
    const member = type === 'EMAIL_OTP' ? 'email' : 'phoneNumber';
    const nickname = customerContact(wallet.customer, member);
    // Stryker disable next-line StringLiteral: message: the wording of that 400
    if (nickname === undefined) throw invalidInput(`The customer has no ${member} for a ${type} credential.`);
    // Stryker disable next-line LogicalOperator: equivalent: for SMS_OTP the check compares the phone number with EMAIL_OTP e-mails, which never match
    if (type === 'EMAIL_OTP' && rules.tiedEmailChange.refuseEmailTiedElsewhere)
      assertEmailFree(draft, nickname, wallet.account.id);
    return { ...base, nickname };
  }

  if (type === 'OAUTH') {
    const checked = await rules.checkIdToken(String(body['oidcToken']), oidcCheckOptions(deps, now));
    if (!checked.ok) {
      // Stryker disable next-line StringLiteral,ArrayDeclaration: message: the wording and details of the 400 for a malformed OIDC token
      if (checked.malformed)
        throw invalidInput(`The OIDC token is malformed: ${checked.reason}.`, [
          { field: 'oidcToken', message: checked.reason },
        ]);
      throw authFailure('UNAUTHORIZED', checked.reason, deps.config.sandbox);
    }
    const { iss, aud, sub, email } = checked.claims;
    // Stryker disable next-line StringLiteral,MethodExpression,ArrowFunction,BlockStatement: outside the document: 4.2 rule 5 lets OAUTH credentials be added for each provider identity and does not say that a second one of the same identity is refused
    if (
      limit.kind === 'one-per-provider-identity' &&
      existing.some((c) => c.oauth?.iss === iss && c.oauth.sub === sub)
    ) {
      // Stryker disable next-line StringLiteral: outside the document: the wording of that refusal
      throw invalidInput('An OAUTH credential of this provider identity is already registered on the account.');
    }
    // Stryker disable next-line LogicalOperator,StringLiteral: outside the document: the nickname of an OAUTH credential whose token has no e-mail claim, or an empty one, is not stated (2.5 takes it from the email claim)
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
  // Stryker disable next-line StringLiteral,ArrayDeclaration: message: the wording and details of the 400 for an attestation that is not accepted
  if (!registered.ok)
    throw invalidInput(`The passkey attestation was not accepted: ${registered.reason}.`, [
      { field: 'attestation', message: registered.reason },
    ]);
  const { id: credentialId, publicKey, counter, transports } = registered.credential;
  if (limit.kind === 'unique-by-credential-id' && existing.some((c) => c.passkey?.credentialId === credentialId)) {
    // Stryker disable next-line StringLiteral: message: the wording of PASSKEY_CREDENTIAL_ALREADY_EXISTS
    throw documentedError(
      limit.code,
      'A passkey with this WebAuthn credential id is already registered on the account.',
    );
  }
  // Stryker disable next-line StringLiteral,ArrayDeclaration: outside the document: 2.5 states the nickname of OAUTH and EMAIL_OTP credentials only, not that a PASSKEY's echoes the create body's; the stored transports are never shown (equivalent)
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
