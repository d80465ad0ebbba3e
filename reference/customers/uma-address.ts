import { platformConfigKey } from '../platform-config/platform-config-record.ts';
import type { ReferenceData } from '../store/data.ts';

/** The domain of generated addresses when the platform configured no `umaDomain`: a reserved name, nothing real. */
export const defaultUmaDomain = 'uma.reference.invalid';

/**
 * The UMA address of a customer created without one. Production generates one ("always present in responses, even
 * if system-generated"); the document does not show how. Its user name comes from the customer's id, so it is unique
 * and stable; its domain is the platform's configured `umaDomain`.
 */
export function generatedUmaAddress(data: ReferenceData, customerId: string): string {
  const config = Object.hasOwn(data.platformConfig, platformConfigKey)
    ? data.platformConfig[platformConfigKey]
    : undefined;
  const configured = config?.settings['umaDomain'];
  const domain = typeof configured === 'string' && configured !== '' ? configured : defaultUmaDomain;
  const user = customerId
    .replace(/^Customer:/, '')
    .replace(/-/g, '')
    .toLowerCase();
  return `$customer.${user}@${domain}`;
}
