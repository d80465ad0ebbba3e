/**
 * The suite files a variant costing time on every request runs alone with (relative to `conformance/suites`): few and
 * quick, chosen so that between them they receive an error of each kind, a signed flow and a money movement. Every
 * other variant faces the whole suite, inside a composite.
 */
export const fewAnswersOfEveryKind = [
  'errors/field-errors.conformance.ts',
  'auth/basic-auth.conformance.ts',
  'wallet/otp.conformance.ts',
  'quotes/funding-paths.conformance.ts',
] as const;
