/**
 * The suite files the variants costing time on every request run with (relative to `conformance/suites`), together in
 * a composite of their own: few and quick, chosen so that between them they receive an error of each kind, a signed
 * flow and a money movement. Every other variant faces the whole suite, inside the composite of the others.
 */
export const fewAnswersOfEveryKind = [
  'errors/field-errors.conformance.ts',
  'auth/basic-auth.conformance.ts',
  'wallet/otp.conformance.ts',
  'quotes/funding-paths.conformance.ts',
] as const;
