/**
 * The receiving institutions the reference knows, by corridor (1: "Discoveries: available payment rails, banks and
 * providers for a country and currency corridor"; production's `getDiscoveries`). Each `bankName` is the value an
 * external account's `bankName` takes; for the mobile-money variants, the provider. Sandbox data, not interface.
 */

/** One entry of production's `DiscoveryListResponse.data`. */
export interface Discovery {
  readonly bankName: string;
  readonly displayName: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** ISO 4217. */
  readonly currency: string;
}

const corridor = (country: string, currency: string, names: ReadonlyArray<readonly [string, string]>): Discovery[] =>
  names.map(([bankName, displayName]) => ({ bankName, displayName, country, currency }));

export const discoveryDirectory: readonly Discovery[] = [
  ...corridor('PH', 'PHP', [
    ['BDO Unibank', 'BDO Unibank'],
    ['BPI', 'Bank of the Philippine Islands'],
    ['GCash', 'GCash'],
  ]),
  ...corridor('MX', 'MXN', [
    ['BBVA Mexico', 'BBVA México'],
    ['Banorte', 'Banco Mercantil del Norte'],
  ]),
  ...corridor('BR', 'BRL', [
    ['Itau Unibanco', 'Itaú Unibanco'],
    ['Nubank', 'Nu Pagamentos'],
  ]),
  ...corridor('IN', 'INR', [
    ['State Bank of India', 'State Bank of India'],
    ['HDFC Bank', 'HDFC Bank'],
  ]),
  ...corridor('NG', 'NGN', [
    ['Access Bank', 'Access Bank'],
    ['Zenith Bank', 'Zenith Bank'],
  ]),
  ...corridor('CN', 'CNY', [
    ['Bank of China', 'Bank of China'],
    ['AliPay', 'Alipay'],
    ['WeChat Pay', 'WeChat Pay'],
  ]),
  ...corridor('KE', 'KES', [
    ['MPESA', 'M-Pesa'],
    ['Equity Bank', 'Equity Bank Kenya'],
  ]),
  ...corridor('GH', 'GHS', [['MTN', 'MTN Mobile Money']]),
  ...corridor('VN', 'VND', [['Vietcombank', 'Joint Stock Commercial Bank for Foreign Trade of Vietnam']]),
  ...corridor('TH', 'THB', [['Bangkok Bank', 'Bangkok Bank']]),
];
