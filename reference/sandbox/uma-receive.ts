import type { CustomerRecord } from '../customers/customer-record.ts';
import { undocumentedError } from '../http/api-error.ts';
import type { ReferenceRules } from '../rules.ts';
import type { ReferenceData } from '../store/data.ts';
import type { IncomingTransactionRecord } from '../transactions/transaction-record.ts';
import { umaDepositAccountId } from '../transactions/uma-deposit-destination.ts';
import { newId } from '../util/ids.ts';
import { senderOutcome } from './uma-sender-outcome.ts';

/** A `POST /sandbox/uma/receive` body that passed schema validation. */
export interface UmaReceiveBody {
  readonly senderUmaAddress: string;
  readonly receiverUmaAddress: string;
  /** Production's other way to name the receiver; when given with the address, both must name the same customer. */
  readonly customerId?: string;
  readonly receivingCurrencyCode: string;
  readonly receivingCurrencyAmount: number;
}

/** The active customer holding the receiver's UMA address (customers keep it in their profile); 404 otherwise. */
function findReceiver(data: ReferenceData, body: UmaReceiveBody): CustomerRecord {
  const receiver = Object.values(data.customers).find(
    (c) => !c.isDeleted && c.profile['umaAddress'] === body.receiverUmaAddress,
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
  const receiver = findReceiver(draft, body);
  const currency = body.receivingCurrencyCode;
  const destinationAccountId = umaDepositAccountId(draft, receiver.id, { now: context.now, currency, rules: context.rules });
  const outcome = senderOutcome(body.senderUmaAddress, context.rules.umaTestSenders);
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
    ...(outcome.failureReason === undefined ? {} : { failureReason: outcome.failureReason }),
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  draft.transactions[record.id] = record;
  return record;
}
