/**
 * The UMA providers (counterparty VASPs) the sandbox knows, in production's `UmaProvider` shape. The sandbox's own
 * provider hosts the test receivers of 4.5 and pays in their currencies; the others are directory entries, one of
 * them off the platform's allow list. Sandbox data, not interface.
 */
import { umaTestReceivers } from '../../../spec/sandbox.ts';
import { currencyInfo, type CurrencyInfo } from '../currency-details.outside-document.ts';

export interface UmaProvider {
  readonly name: string;
  readonly supportedRegions: readonly string[];
  readonly domain: string;
  readonly logoUrl: string;
  readonly supportedCurrencies: readonly CurrencyInfo[];
  readonly lei: string;
  readonly allowListStatus: boolean;
}

/** The currencies of the 4.5 test receivers, each once. */
const testReceiverCurrencies = [...new Set(umaTestReceivers.map((r) => r.currency))];

export const umaProviderDirectory: readonly UmaProvider[] = [
  {
    name: 'Sandbox UMA Provider',
    supportedRegions: ['US', 'MX', 'DE'],
    domain: 'sandbox.uma.example',
    logoUrl: 'https://sandbox.uma.example/logo.png',
    supportedCurrencies: testReceiverCurrencies.map(currencyInfo),
    lei: '5493001KJTIIGC8Y1R12',
    allowListStatus: true,
  },
  {
    name: 'Manila Remit',
    supportedRegions: ['PH'],
    domain: 'uma.manila-remit.example',
    logoUrl: 'https://uma.manila-remit.example/logo.png',
    supportedCurrencies: ['PHP', 'USD'].map(currencyInfo),
    lei: '2549001ZQ7H8M2C4V910',
    allowListStatus: true,
  },
  {
    name: 'Sao Paulo Pagamentos',
    supportedRegions: ['BR'],
    domain: 'uma.sp-pagamentos.example',
    logoUrl: 'https://uma.sp-pagamentos.example/logo.png',
    supportedCurrencies: ['BRL'].map(currencyInfo),
    lei: '8945007H2KQ5T3W6R118',
    allowListStatus: false,
  },
];
