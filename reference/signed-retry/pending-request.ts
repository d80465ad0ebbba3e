/**
 * A signed-retry request the service is waiting for (4.2, "signed-retry pattern"): issued with the 202 challenge,
 * completed once by the same request carrying the wallet signature and the `Request-Id`.
 */

/** Who may sign the retry. */
export type SignerRule =
  /** An active session of the account; for a revocation, not one issued by the credential being revoked. */
  | { kind: 'session-of-account'; accountId: string; exceptAuthMethodId?: string }
  /**
   * One given key: the OTP target key pair whose public key becomes the session key (4.2 OTP rule 2); `unchecked`
   * (a deviant rule only) takes a stamp by any key.
   */
  | { kind: 'key'; publicKeyHex: string; unchecked?: true };

export interface PendingSignedRequest {
  /** `Request:<uuid>`, the key of the table. */
  requestId: string;
  /** The request the challenge was issued for: method, path, and the digest of its body. */
  method: string;
  path: string;
  bodyDigest: string;
  /** Returned in the challenge; the stamp must cover exactly these bytes. */
  payloadToSign: string;
  signer: SignerRule;
  /** What the operation noted when it issued the challenge (e.g. the tied credential set, the OTP session key). */
  context: Record<string, unknown>;
  issuedAt: string;
  expiresAt: string;
  /** Set when the retry completed: a `requestId` is single use (3.4, 8). */
  usedAt?: string;
  /** The paths it was used on (kept only under a deviant's rule that spends a `requestId` per resource). */
  usedOn?: string[];
}

/** The request a challenge is bound to. `body` is the parsed JSON body, `undefined` for a body-less request. */
export interface SignedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The 202 body (2.5): `type` only on the credential endpoints, where it names the credential type. */
export interface SignedRetryChallenge {
  type?: string;
  payloadToSign: string;
  requestId: string;
  expiresAt: string;
}
