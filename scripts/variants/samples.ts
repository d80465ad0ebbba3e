/**
 * The suite files a wire variant runs alone with (relative to `conformance/suites`): few and quick, chosen so that
 * between them they receive the answers the freedom touches. The stackable wire variants also run together over the
 * whole suite.
 */

/** Errors of each kind (field errors, 401 with a sandbox `reason`, 404), records, lists, timestamps, money. */
export const answersOfEveryKind = [
  'errors/field-errors.conformance.ts',
  'auth/basic-auth.conformance.ts',
  'customers/individual-verification.conformance.ts',
  'wallet/credentials.conformance.ts',
  'wallet/otp.conformance.ts',
  'external-accounts/beneficiary-verification.conformance.ts',
  'quotes/funding-paths.conformance.ts',
  'cards/card-state-model.conformance.ts',
] as const;

/**
 * Fewer of those, for the variants that cost time on every request (a delay, a 429's pause): an error of each kind,
 * a signed flow, a money movement.
 */
export const fewAnswersOfEveryKind = [
  'errors/field-errors.conformance.ts',
  'auth/basic-auth.conformance.ts',
  'wallet/otp.conformance.ts',
  'quotes/funding-paths.conformance.ts',
] as const;

/** Answers carrying the sandbox's 401 `reason`. */
export const sandboxReasons = [
  'auth/basic-auth.conformance.ts',
  'wallet/auth-refusals.conformance.ts',
  'wallet/otp.conformance.ts',
  'wallet/signed-retry.conformance.ts',
] as const;

/** Answers listing field errors in `details.errors`. */
export const fieldErrors = [
  'errors/field-errors.conformance.ts',
  'external-accounts/field-errors.conformance.ts',
  'customers/customer-fields.conformance.ts',
  'quotes/quote-bad-input.conformance.ts',
] as const;

/** Answers with `createdAt`, `updatedAt`, `expiresAt`, `sessionExpiresAt`. */
export const timestamps = [
  'wallet/credentials.conformance.ts',
  'wallet/credential-model.conformance.ts',
  'wallet/signed-retry.conformance.ts',
  'wallet/passkey-challenge-use.conformance.ts',
  'sca/sca-session.conformance.ts',
] as const;
