import { platformConfigKey } from '../platform-config/platform-config-record.ts';
import type { ReferenceData } from '../store/data.ts';

/** The domain of generated addresses when the platform configured no `umaDomain`: a reserved name, nothing real. */
export const defaultUmaDomain = 'uma.reference.invalid';

/**
 * The UMA address of a customer created without one. Production generates one ("always present in responses, even
 * if system-generated"); the document does not show how. Its user name comes from the customer's id, so it is unique
 * and stable; its domain is the platform's configured `umaDomain`.
 */
// Stryker disable next-line BlockStatement: outside the document: a generated UMA address is production's (the document shows none)
export function generatedUmaAddress(data: ReferenceData, customerId: string): string {
  const config = Object.hasOwn(data.platformConfig, platformConfigKey)
    ? data.platformConfig[platformConfigKey]
    : undefined;
  // Stryker disable next-line StringLiteral: outside the document: the domain of a generated UMA address is production's
  const configured = config?.settings['umaDomain'];
  // Stryker disable all: outside the document: the shape of a generated UMA address (domain, user name) is production's
  const domain = typeof configured === 'string' && configured !== '' ? configured : defaultUmaDomain;
  const user = customerId
    .replace(/^Customer:/, '')
    .replace(/-/g, '')
    .toLowerCase();
  return `$customer.${user}@${domain}`;
  // Stryker restore all
}
