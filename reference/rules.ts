/**
 * The interface rules the reference applies, gathered in one injectable object.
 *
 * Every rule comes from `spec/` by default. `createApp({ rules })` may replace any of them, which is how a deviant
 * server (the reference with exactly one documented rule broken) is built to prove that the suite catches it,
 * without fault switches in the domain code. Each slice adds the rules it reads here, as data or small functions
 * taken from `spec/`, and its domain code reads them from `deps.rules`, never from `spec/` directly.
 */
import { errorEnvelopeRequired } from '../spec/errors.ts';
import type { FieldError } from './http/api-error.ts';
import { externalAccountRules } from './external-accounts/external-account-rules.ts';
import { onboardingRules } from './customers/onboarding-rules.ts';
import { walletAuthRules } from './wallet-auth/wallet-rules.ts';
import { incomingPaymentRules } from './transactions/incoming-payment-rules.ts';
import { platformAuthRules } from './http/platform-auth-rules.ts';
import { moneyRules } from './quotes/quote-rules.ts';
import { cardRules } from './cards/card-rules.ts';
import { scaRules } from './sca/sca-rules.ts';
import { stablecoinRules } from './stablecoins/stablecoin-rules.ts';
import { webhookRules } from './webhooks/webhook-rules.ts';
import { ownershipRules } from './ownership/ownership-rules.ts';
import { answerRules } from './http/answer-rules.ts';

/** The rules of each area, one line each: adding an area's rules is one line here. */
const areaRules = [
  externalAccountRules,
  onboardingRules,
  walletAuthRules,
  incomingPaymentRules,
  platformAuthRules,
  cardRules,
  moneyRules,
  scaRules,
  stablecoinRules,
  webhookRules,
  ownershipRules,
  answerRules,
] as const;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export type ReferenceRules = Intersection<(typeof areaRules)[number]> & {
  /** Part 7: the members every error body carries. */
  readonly errorEnvelopeMembers: readonly string[];
  /** Part 7 (and 9, Aug 2026): the field errors a 400 lists out of those found; the document lists every one. */
  readonly fieldErrorsListed: (found: readonly FieldError[]) => readonly FieldError[];
};

/** The rules as the interface document states them. */
export const documentRules: ReferenceRules = {
  ...(Object.assign({}, ...areaRules) as Intersection<(typeof areaRules)[number]>),
  errorEnvelopeMembers: errorEnvelopeRequired,
  fieldErrorsListed: (found) => found,
};

/** The document's rules with some replaced (for deviant servers). */
export function rulesWith(overrides: Partial<ReferenceRules>): ReferenceRules {
  return { ...documentRules, ...overrides };
}
