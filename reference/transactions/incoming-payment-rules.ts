/**
 * The interface rules of incoming UMA payments (2.1, 4.5), as data taken from `spec/`. They are part of
 * `ReferenceRules` (`reference/rules.ts`), so that a deviant server can replace exactly one of them.
 */
import { umaTestReceivers, type UmaTestReceiver } from '../../spec/sandbox.ts';

/** A kind of account an incoming UMA payment can be deposited into. */
export type UmaDepositTarget = 'default-uma-deposit-account' | 'primary-internal-account';

export interface IncomingPaymentRules {
  /**
   * 2.1: the accounts an incoming UMA payment to a customer is deposited into, tried in order; the first one the
   * customer has receives it. The document: the default UMA deposit external account, else the primary internal account.
   */
  readonly incomingUmaPaymentTargets: readonly UmaDepositTarget[];
  /**
   * 4.5 (sandbox): the UMA test addresses and their outcomes. The production facts say the sandbox uses them as the
   * senders of simulated incoming payments (`POST /sandbox/uma/receive`).
   */
  readonly umaTestSenders: readonly UmaTestReceiver[];
}

/** The document's rules. */
export const rules: IncomingPaymentRules = {
  incomingUmaPaymentTargets: ['default-uma-deposit-account', 'primary-internal-account'],
  umaTestSenders: umaTestReceivers,
};
