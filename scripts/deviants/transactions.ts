/** Deviants of transaction actions (1, 7.3): a settled transaction cancelled, a rejected one carried out. */
import type { Deviant } from './deviant.ts';
import { familyOf } from './deviant.ts';

export const deviants: Deviant[] = familyOf('transactions', [
  {
    id: 'settled-transaction-cancellable',
    breaks: '7.3/transaction-not-cancellable',
    description: 'a settled transaction is cancelled instead of answering 409 TRANSACTION_NOT_CANCELLABLE',
    areas: ['transactions'],
    rules: { cancellable: () => true },
  },
  {
    id: 'rejected-agent-payment-proceeds',
    breaks: '1/agent-transaction-rejected-moves-nothing',
    description: "rejecting an agent's payment waiting for approval releases it as an approval would: the money moves",
    areas: ['agents'],
    rules: { rejectionStopsTransfer: false },
  },
]);
