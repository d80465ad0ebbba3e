/**
 * Run options of the embedded-wallet flows: what a deployment decides and the interface document leaves open. The
 * defaults are the reference server's choices (the embedded run passes these options to the reference it starts, so
 * the two agree there); against another deployment they are set with `--rp-id`, `--origin` and `--oidc-issuer`.
 */
export interface WalletRunOptions {
  /** The WebAuthn relying party id passkeys are registered with (hashed into authenticator data). */
  readonly rpId: string;
  /** The origin the suite's authenticator writes into `clientDataJSON`. */
  readonly origin: string;
  /** A supported OIDC issuer (4.5: `iss` must be one); the suite mints its sandbox tokens in its name. */
  readonly oidcIssuer: string;
}

export const defaultWalletOptions: WalletRunOptions = {
  rpId: 'wallet.reference.test',
  origin: 'https://wallet.reference.test',
  oidcIssuer: 'https://accounts.google.com',
};
