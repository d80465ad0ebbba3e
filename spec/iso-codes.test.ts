import { describe, expect, it } from 'vitest';
import { fiatAccountTypes } from './enums.ts';
import { countryCodes, currencyCodes, isCountryCode, isCurrencyCode, iso4217Codes } from './iso-codes.ts';
import { scaRegulatedRegions } from './sca.ts';

describe('the code lists of 2.1 and 2.3', () => {
  it('hold the 249 assigned ISO 3166-1 alpha-2 codes, none twice, none user-assigned', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const userAssigned of ['AA', 'QM', 'QZ', 'XA', 'XK', 'ZZ'])
      expect(isCountryCode(userAssigned), userAssigned).toBe(false);
    for (const region of scaRegulatedRegions) expect(isCountryCode(region), region).toBe(true);
  });

  it('hold ISO 4217 codes of three capital letters, every currency a fiat account type names among them', () => {
    expect(new Set(iso4217Codes).size).toBe(iso4217Codes.length);
    for (const code of iso4217Codes) expect(code).toMatch(/^[A-Z]{3}$/);
    const named = fiatAccountTypes.map((t) => t.slice(0, 3)).filter((c) => c !== 'SLV');
    for (const code of named) expect(isCurrencyCode(code), code).toBe(true);
  });

  it("refuse the suite's near-misses of both lists", () => {
    for (const nearMiss of ['USA', 'zz', '1', 'ZZZ', 'usd', 'us', '', 'U5']) {
      expect(isCountryCode(nearMiss), nearMiss).toBe(false);
      expect(isCurrencyCode(nearMiss), nearMiss).toBe(false);
    }
    expect(currencyCodes).toContain('BTC');
  });
});
