/**
 * Deviants of the credential resources (2.5) and their answers: a member of `AuthMethod`, `AuthSession`,
 * `SignedRetryChallenge` or `PasskeyAuthChallenge` left out or answered in another form, as an implementer
 * serialising the record by hand might.
 */
import { clauseById } from '../../../spec/clauses/index.ts';
import type { ClauseId } from '../../../spec/keys/index.ts';
import { asEpochMillis, lowerCased, memberAs, memberOmitted, withoutPrefix } from './answer-seams.ts';
import type { Deviant } from '../deviant.ts';
import { familyOf } from '../deviant.ts';

/** A deviant of one clause, run with the area that clause belongs to. */
const of = (id: string, breaks: ClauseId, description: string, rules: Deviant['rules']) => ({
  id,
  breaks,
  description,
  areas: [clauseById(breaks).area],
  rules,
});

/** `member` changed on the objects of `component` whose `type` is `type` only. */
const onType = (
  component: string,
  type: string,
  change: (o: Record<string, unknown>) => Record<string, unknown>,
): Deviant['rules'] => ({
  answerShapes: [{ component, change: (o) => (o['type'] === type ? change(o) : o) }],
});
const without = (member: string) => (o: Record<string, unknown>) => {
  delete o[member];
  return o;
};
/** The local part of an e-mail address: a nickname taken from the wrong end of the address. */
const localPart = (value: unknown) =>
  typeof value === 'string' && value.includes('@') ? value.slice(0, value.indexOf('@')) : value;

export const walletMemberDeviants: Deviant[] = familyOf('wallet', [
  of(
    'auth-method-type-lower-case',
    '2.5/credential-type-value',
    'credentials answer `type` in lower case (`passkey`)',
    memberAs('AuthMethod', 'type', lowerCased),
  ),
  of(
    'auth-method-id-bare-uuid',
    '2.5/auth-method-id-form',
    'credentials answer `id` as a bare uuid, without `AuthMethod:`',
    memberAs('AuthMethod', 'id', withoutPrefix),
  ),
  of(
    'auth-method-account-id-bare-uuid',
    '2.5/auth-method-account-id-form',
    'credentials answer `accountId` without `InternalAccount:`',
    memberAs('AuthMethod', 'accountId', withoutPrefix),
  ),
  of(
    'auth-method-created-at-epoch',
    '2.5/auth-method-timestamps',
    'credentials answer `createdAt` as epoch milliseconds',
    memberAs('AuthMethod', 'createdAt', asEpochMillis),
  ),
  of(
    'passkey-method-without-credential-id',
    '2.5/passkey-credential-id-present',
    'a `PASSKEY` credential is answered without `credentialId`',
    onType('AuthMethod', 'PASSKEY', without('credentialId')),
  ),
  of(
    'oauth-nickname-local-part',
    '2.5/oauth-nickname-from-email-claim',
    "an `OAUTH` credential's nickname is the local part of the e-mail claim",
    onType('AuthMethod', 'OAUTH', (o) => ({ ...o, nickname: localPart(o['nickname']) })),
  ),
  of(
    'email-otp-nickname-local-part',
    '2.5/email-otp-nickname-customer-email',
    "an `EMAIL_OTP` credential's nickname is the local part of the customer e-mail",
    onType('AuthMethod', 'EMAIL_OTP', (o) => ({ ...o, nickname: localPart(o['nickname']) })),
  ),
  of(
    'otp-bundle-without-data-signature',
    '2.5/otp-encryption-target-bundle-members',
    '`otpEncryptionTargetBundle` leaves out `dataSignature`',
    memberAs('AuthMethod', 'otpEncryptionTargetBundle', (bundle) => {
      if (typeof bundle !== 'string') return bundle;
      const { dataSignature: _left, ...rest } = JSON.parse(bundle) as Record<string, unknown>;
      return JSON.stringify(rest);
    }),
  ),
  of(
    'signed-retry-without-type',
    '2.5/signed-retry-challenge-members',
    'a 202 signed-retry body leaves out `type`',
    memberOmitted('SignedRetryChallenge', 'type'),
  ),
  of(
    'signed-retry-request-id-bare-uuid',
    '2.5/signed-retry-request-id-form',
    'a 202 signed-retry body answers `requestId` without `Request:`',
    memberAs('SignedRetryChallenge', 'requestId', withoutPrefix),
  ),
  of(
    'passkey-challenge-upper-case-hex',
    '2.5/passkey-challenge-members',
    'the passkey challenge is answered in upper-case hex',
    memberAs('PasskeyAuthChallenge', 'challenge', (v) => (typeof v === 'string' ? v.toUpperCase() : v)),
  ),
  of(
    'auth-session-without-expires-at',
    '2.5/auth-session-members',
    'sessions are answered without `expiresAt`',
    memberOmitted('AuthSession', 'expiresAt'),
  ),
  of(
    'auth-session-id-bare-uuid',
    '2.5/auth-session-id-form',
    'sessions answer `id` as a bare uuid, without `Session:`',
    memberAs('AuthSession', 'id', withoutPrefix),
  ),
  of(
    'passkey-session-without-signing-key',
    '2.5/session-signing-key-present-passkey',
    'a `PASSKEY` session is answered without `encryptedSessionSigningKey`',
    onType('AuthSession', 'PASSKEY', without('encryptedSessionSigningKey')),
  ),
  of(
    'oauth-session-without-signing-key',
    '2.5/session-signing-key-present-oauth',
    'an `OAUTH` session is answered without `encryptedSessionSigningKey`',
    onType('AuthSession', 'OAUTH', without('encryptedSessionSigningKey')),
  ),
  of(
    'email-otp-session-with-signing-key',
    '2.5/session-signing-key-absent-email-otp',
    'an `EMAIL_OTP` session is answered with an `encryptedSessionSigningKey` (its session id, as if a key were sealed)',
    onType('AuthSession', 'EMAIL_OTP', (o) => ({
      ...o,
      encryptedSessionSigningKey: Buffer.from(String(o['id'])).toString('base64url'),
    })),
  ),
]);
