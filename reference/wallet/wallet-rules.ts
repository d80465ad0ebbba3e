/**
 * The interface rules the embedded-wallet slices apply (2.5, 3.4, 4.2, 4.5, 5, 7.2, 8), as data or small functions
 * taken from `spec/`. They are part of `ReferenceRules` (`reference/rules.ts`): a deviant server replaces exactly one
 * of them to prove that the suite notices.
 *
 * The cryptographic checks of 4.5 (the OIDC token rules, the WebAuthn checks, the HPKE open of an OTP bundle) are
 * made by functions of `reference/crypto/`, held here too, so that a deviant can wrap one and skip a single check.
 */
import type { ErrorCode } from '../../spec/keys/index.ts';
import { sandboxOtp } from '../../spec/sandbox.ts';
import {
  credentialTypeLimits,
  firstWalletCredentialType,
  minimumCredentialsKept,
  type CredentialType,
  type CredentialTypeLimit,
} from '../../spec/wallet.ts';
import type { checkIdToken } from '../crypto/oidc-verify.ts';
import { createOtpTarget, openOtpBundle } from '../crypto/otp-target.ts';
import type { verifyPasskeyAssertion, verifyPasskeyRegistration } from '../crypto/webauthn.ts';
import { signedRetryCheckFailures, signedRetryCheckIds, type SignedRetryCheck } from '../signed-retry/checks.ts';

export interface WalletAuthRules {
  /** 7.2, 3.4, 8, 4.5: the checks of a signed retry, in order. */
  readonly signedRetryChecks: readonly SignedRetryCheck[];
  /** 3.4, 8: a signed-retry `requestId` belongs to its request and is spent once for every resource. */
  readonly requestIdBoundToItsRequest: boolean;
  /** 2.5: a 202 signed-retry body names a credential type, the signer's when the operation names none. */
  readonly signedRetryNamesSignerType: boolean;
  /** 7.2: the 401 code (and sandbox reason) each failed check answers. */
  readonly signedRetryCheckFailures: Readonly<
    Record<SignedRetryCheck, { readonly code: ErrorCode; readonly reason: string }>
  >;
  /** 4.2 rule 5, 7.1, 8: how many credentials of each type an account holds. */
  readonly credentialTypeLimits: Readonly<Record<CredentialType, CredentialTypeLimit>>;
  /** 5: the type the first credential of a wallet account must have (`null`: any). */
  readonly firstCredentialType: CredentialType | null;
  /** 4.2: a removed credential no longer counts toward its type's limit (EMAIL_OTP can be added again). */
  readonly limitCountsRemovedCredentials: boolean;
  /** 4.2 rule 4, 8: credentials a revocation must leave on the account (else 400). */
  readonly minimumCredentialsKept: number;
  /** 3.4, 4.2 rule 4: a revocation is signed by a session of another credential of the account. */
  readonly revocationNeedsOtherCredential: boolean;
  /** 3.4: revoking a credential revokes the active sessions it issued. */
  readonly revokeSessionsWithCredential: boolean;
  /**
   * 4.2, 5: whether an operation of this activity (`CREATE_READ_WRITE_SESSION`, `EXPORT_WALLET`, ...) is a signed flow,
   * answered 202 first; every wallet-signed operation is (the first credential and an unsigned quote aside, which
   * their own rules settle).
   */
  readonly signatureNeededFor: (activity: string) => boolean;
  /**
   * 4.2 PASSKEY rule 3: a verify names its challenge with `Request-Id`; without it the verify is not accepted (rather
   * than answered against the credential's latest challenge).
   */
  readonly passkeyVerifyNeedsRequestId: boolean;
  /** 4.2: a request carrying the retry headers is the signed retry of its challenge, whatever its method. */
  readonly signedRetryRecognisedOn: (method: string) => boolean;
  /** 5: the header a signed retry's stamp is read from, given the configured name and the path: that very name. */
  /** 5: the key handed out encrypted in `encryptedSessionSigningKey` is the session's signer (by credential type). */
  readonly sessionSignerIsHandedOutKey: (type: CredentialType) => boolean;
  readonly walletSignatureHeaderRead: (configured: string, path: string) => string;
  /** 4.2: a verify of a credential with an active session (a re-login) issues a new session, never re-keys that one. */
  readonly reloginKeepsSessionId: (type: CredentialType) => boolean;
  /** 4.2 rule 4: adding a credential to an account that holds one needs the signed retry. */
  readonly addCredentialNeedsSignature: boolean;
  /** 4.5: the sandbox OTP code; any other decrypted code is refused with `reason` below. */
  readonly sandboxOtpCode: string;
  readonly invalidOtpReason: string;
  /**
   * 4.2 OTP rule 4, 8: challenge re-issues per credential are rate limited (429 with `Retry-After`). How many in which
   * window is not shown: configuration (`embeddedWallet.challengeReissueLimit`).
   */
  readonly challengeReissueRateLimited: boolean;
  /** 4.2, 7.3: an e-mail change of a customer with tied EMAIL_OTP credentials is signed, and its conflicts answered. */
  readonly tiedEmailChange: {
    readonly needsSignature: boolean;
    /** The tied credentials' e-mail changes with the customer's. */
    readonly updatesCredentials: boolean;
    readonly refuseEmailTiedElsewhere: boolean;
    readonly refuseChangedCredentialSet: boolean;
  };
  /** 4.5 OIDC token rules (and, outside the sandbox, 4.2 OAUTH rule 1). */
  readonly checkIdToken: typeof checkIdToken;
  /** 4.5 WebAuthn checks, at registration and assertion. */
  readonly verifyPasskeyRegistration: typeof verifyPasskeyRegistration;
  readonly verifyPasskeyAssertion: typeof verifyPasskeyAssertion;
  /** 4.5: the OTP bundle is opened with real HPKE. */
  readonly openOtpBundle: typeof openOtpBundle;
  /** 4.2: each OTP challenge makes a fresh target key pair and its bundle. */
  readonly createOtpTarget: typeof createOtpTarget;
  /** 4.2 OTP rule 2: the OTP verify retry is signed by the key pair the bundle carried, and no other. */
  readonly otpRetrySignerChecked: boolean;
}

/** The document's embedded-wallet rules. */
export const rules: WalletAuthRules = {
  signedRetryChecks: signedRetryCheckIds,
  requestIdBoundToItsRequest: true,
  signedRetryNamesSignerType: true,
  signedRetryCheckFailures,
  credentialTypeLimits,
  firstCredentialType: firstWalletCredentialType,
  minimumCredentialsKept,
  revocationNeedsOtherCredential: true,
  revokeSessionsWithCredential: true,
  signatureNeededFor: () => true,
  passkeyVerifyNeedsRequestId: true,
  addCredentialNeedsSignature: true,
  reloginKeepsSessionId: () => false,
  signedRetryRecognisedOn: () => true,
  walletSignatureHeaderRead: (configured) => configured,
  sessionSignerIsHandedOutKey: () => true,
  limitCountsRemovedCredentials: false,
  createOtpTarget,
  otpRetrySignerChecked: true,
  sandboxOtpCode: sandboxOtp.code,
  invalidOtpReason: sandboxOtp.wrongCode.reason,
  // Figures not shown (8). The window is sandbox time and long: the limit is reached however slowly a loaded machine
  // sends the re-issues, while no flow of the suite re-issues a credential's challenge five times.
  challengeReissueRateLimited: true,
  tiedEmailChange: {
    needsSignature: true,
    updatesCredentials: true,
    refuseEmailTiedElsewhere: true,
    refuseChangedCredentialSet: true,
  },
  // Loaded on first use: the WebAuthn and JOSE libraries are heavy, and a server start should not wait for them.
  checkIdToken: async (...args) => (await import('../crypto/oidc-verify.ts')).checkIdToken(...args),
  verifyPasskeyRegistration: async (...args) =>
    (await import('../crypto/webauthn.ts')).verifyPasskeyRegistration(...args),
  verifyPasskeyAssertion: async (...args) => (await import('../crypto/webauthn.ts')).verifyPasskeyAssertion(...args),
  openOtpBundle,
};
