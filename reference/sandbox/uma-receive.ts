import type { RequestBody } from '../../spec/keys/index.ts';
import type { CustomerRecord } from '../customers/customer-record.ts';
import { undocumentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import type { ReferenceData } from '../store/data.ts';
import type { IncomingTransactionRecord } from '../transactions/transaction-record.ts';
import { umaDepositAccountId } from '../transactions/uma-deposit-destination.ts';
import { newId } from '../util/ids.ts';
import { senderOutcome, type SenderOutcome } from './uma-sender-outcome.ts';
import { documentedReasonForAccountSuffix } from '../../spec/money.ts';
import { rowForValue, suffixOf, suffixSubject } from '../../spec/sandbox.ts';
import { creditAccount } from '../wallet/internal-accounts/balances.ts';
import { invalidUmaAddress } from '../quotes/create-quote.ts';
import { rowById } from '../store/data.ts';
import { rowsWhere } from '../store/indexes.ts';

/** A `POST /sandbox/uma/receive` body that passed schema validation. */
export type UmaReceiveBody = RequestBody<'sandboxReceive'>;

/** The active customer holding the receiver's UMA address (customers keep it in their profile); 404 otherwise. */
function findReceiver(data: ReferenceData, body: UmaReceiveBody): CustomerRecord {
  const receiver = rowsWhere<CustomerRecord>(data, 'customers', 'umaAddress', body.receiverUmaAddress).find(
    (c) => !c.isDeleted,
  );
  if (!receiver || (body.customerId !== undefined && body.customerId !== receiver.id)) {
    throw undocumentedError('notFound', 'No customer of this platform holds the receiver UMA address.');
  }
  return receiver;
}

/**
 * 4.4: simulates an incoming UMA payment to a platform user, in `draft`: the payment is deposited where 2.1 says
 * (`umaDepositAccountId`) and recorded as an incoming transaction, whose status the sender's test address decides (4.5).
 */
export function receiveUmaPayment(
  draft: ReferenceData,
  body: UmaReceiveBody,
  context: { readonly now: Date; readonly rules: ReferenceRules },
): IncomingTransactionRecord {
  for (const field of ['senderUmaAddress', 'receiverUmaAddress'] as const) {
    if (!context.rules.umaAddressValid(body[field])) throw invalidUmaAddress(field);
  }
  const receiver = findReceiver(draft, body);
  const currency = body.receivingCurrencyCode;
  const destinationAccountId = umaDepositAccountId(draft, receiver.id, {
    now: context.now,
    currency,
    rules: context.rules,
  });
  const sent = senderOutcome(body.senderUmaAddress, context.rules.umaTestSenders);
  const payout = sent.status === 'COMPLETED' ? payoutOutcome(draft, destinationAccountId, context.rules) : undefined;
  const outcome = payout ?? sent;
  const timestamp = context.now.toISOString();
  const record: IncomingTransactionRecord = {
    id: newId('Transaction'),
    type: 'INCOMING',
    status: outcome.status,
    customerId: receiver.id,
    platformCustomerId: receiver.platformCustomerId,
    amount: body.receivingCurrencyAmount,
    currency,
    senderUmaAddress: body.senderUmaAddress,
    destinationAccountId,
    ...(outcome.failureReason === undefined || outcome.status !== 'FAILED'
      ? {}
      : { failureReason: outcome.failureReason }),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.transactions[record.id] = record;
  if (record.status === 'COMPLETED' && rowById(draft.internalAccounts, destinationAccountId)) {
    const credited = context.rules.umaReceiveCredited(record.amount);
    creditAccount(draft, destinationAccountId, credited, context.now, 'receivingCurrencyAmount');
  }
  if (payout?.failsAfterMs !== undefined) {
    record.failsAfterMs = payout.failsAfterMs;
    if (payout.failureReason !== undefined) record.failsWith = payout.failureReason;
  }
  return record;
}

/**
 * 4.5: the payout of a received payment to the customer's external deposit account follows the account's primary
 * identifier suffix ("the destination of a payout"); a payment kept in an internal account has no payout.
 */
function payoutOutcome(
  draft: ReferenceData,
  accountId: string,
  rules: ReferenceRules,
): (SenderOutcome & { readonly failsAfterMs?: number }) | undefined {
  const account = rowById(draft.externalAccounts, accountId);
  if (!account) return undefined;
  const identifier = rules.sandboxIdentifierOf(account.accountInfo) ?? '';
  const table = rules.transferAccountSuffixes;
  const row = rowForValue(table, identifier);
  if (row.outcome.result === 'completed') return { status: 'COMPLETED' };
  const reason =
    documentedReasonForAccountSuffix(suffixOf(suffixSubject(table, identifier), table.suffixLength)) ??
    'OFFRAMP_FAILED';
  if (row.outcome.timing === 'delayed')
    return { status: 'PENDING', failureReason: reason, failsAfterMs: rules.sandboxDelaysMs.accountSuffix005 };
  return { status: 'FAILED', failureReason: reason };
}
