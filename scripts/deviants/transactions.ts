/** Deviants of transaction actions (7.3): a settled transaction cancelled, or refused with another code. */
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
]);
