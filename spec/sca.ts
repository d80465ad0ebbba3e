/**
 * Strong Customer Authentication (1, 5, 7.3, 8): where it applies and what a sandbox login proves with.
 *
 * The document says SCA authorizes money movement "in SCA-regulated regions (for example the EU)" and that other
 * customers get 409 from the SCA and contact-verification endpoints; it does not say how a customer's region is
 * known. Production reads it from the customer's `region` (ISO 3166-1 alpha-2) and names the EU; the reference
 * treats the EU member states and the rest of the EEA, where the same payment-services rules apply, as regulated.
 */

/** Regions (ISO 3166-1 alpha-2) whose payment provider requires SCA and contact verification. */
export const scaRegulatedRegions: readonly string[] = [
  // EU member states
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // the rest of the EEA
  'IS', 'LI', 'NO',
];

/** True when a customer of `region` is in an SCA-regulated region (an absent region is not). */
export function isScaRegulatedRegion(region: unknown): boolean {
  return typeof region === 'string' && scaRegulatedRegions.includes(region);
}

/** Production's SCA factors (`ScaFactor`); the document names none. */
export const scaFactors = ['SMS_OTP', 'TOTP', 'PASSKEY'] as const;
export type ScaFactor = (typeof scaFactors)[number];

/** Production's sandbox one-time code of SMS and TOTP factors and of contact verification. */
export const sandboxScaCode = '123456';
