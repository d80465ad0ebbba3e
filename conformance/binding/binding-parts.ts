/**
 * The binding's area parts, one line each. A part is a file of this folder that owns the set-up calls and shapes of
 * one area the document does not show: its interface, its method names and its default (production) implementation.
 * Adding an area's binding is a new file and one line here.
 */
import type { BindingContext } from './binding.ts';
import { cardsBindingMethods, createCardsBinding } from './cards/cards-binding.ts';
import { createExternalAccountsBinding, externalAccountsBindingMethods } from './external-accounts/external-accounts-binding.ts';
import { createOnboardingBinding, onboardingBindingMethods } from './customers/onboarding-binding.ts';
import { createPaymentsBinding, paymentsBindingMethods } from './transactions/payments-binding.ts';
import { createScaBinding, scaBindingMethods } from './sca/sca-binding.ts';
import { createStablecoinsBinding, stablecoinsBindingMethods } from './stablecoins/stablecoins-binding.ts';
import { createOwnershipBinding, ownershipBindingMethods } from './external-accounts/ownership-binding.ts';
import { createMoneyBinding, moneyBindingMethods } from './quotes/money-binding.ts';
import { createPaymentRulesBinding, paymentRulesBindingMethods } from './quotes/payment-rules-binding.ts';
import { createWalletBinding, walletBindingMethods } from './wallet/wallet-binding.ts';

export interface BindingPart<T> {
  readonly methods: readonly (keyof T & string)[];
  readonly create: (ctx: BindingContext) => T;
}

function part<T>(methods: readonly (keyof T & string)[], create: (ctx: BindingContext) => T): BindingPart<T> {
  return { methods, create };
}

export const bindingParts = [
  part(onboardingBindingMethods, createOnboardingBinding),
  part(externalAccountsBindingMethods, createExternalAccountsBinding),
  part(walletBindingMethods, createWalletBinding),
  part(paymentsBindingMethods, createPaymentsBinding),
  part(scaBindingMethods, createScaBinding),
  part(moneyBindingMethods, createMoneyBinding),
  part(paymentRulesBindingMethods, createPaymentRulesBinding),
  part(cardsBindingMethods, createCardsBinding),
  part(stablecoinsBindingMethods, createStablecoinsBinding),
  part(ownershipBindingMethods, createOwnershipBinding),
] as const;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every area part's methods together. */
export type AreaBindings = Intersection<ReturnType<(typeof bindingParts)[number]['create']>>;
