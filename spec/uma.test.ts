import { describe, expect, it } from 'vitest';
import { umaTestReceivers, umaTestAddress } from './sandbox.ts';
import { isUmaAddress, notUmaAddresses } from './uma.ts';

describe('the UMA address form', () => {
  it("takes the test receivers' addresses on any host name, and addresses with a port", () => {
    for (const receiver of umaTestReceivers) {
      for (const domain of ['sandbox.grid.uma.money', '127.0.0.1', 'localhost:8080'])
        expect(isUmaAddress(umaTestAddress(receiver, domain))).toBe(true);
    }
    expect(isUmaAddress('$customer.0a1b@uma.reference.invalid')).toBe(true);
  });

  it('refuses every near-miss', () => {
    for (const bad of notUmaAddresses) expect(isUmaAddress(bad), bad).toBe(false);
    expect(isUmaAddress(`$${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isUmaAddress(42)).toBe(false);
  });
});
