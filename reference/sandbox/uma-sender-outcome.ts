import type { UmaTestReceiver } from '../../spec/sandbox.ts';
import type { IncomingTransactionStatus } from '../transactions/transaction-record.ts';

/** How a simulated incoming payment ends. */
export interface SenderOutcome {
  readonly status: IncomingTransactionStatus;
  /** Production's incoming failure reason, for a failed payment. */
  readonly failureReason?: string;
}

const byOutcome: Record<UmaTestReceiver['outcome'], SenderOutcome> = {
  success: { status: 'COMPLETED' },
  'pending-long': { status: 'PENDING' },
  'compliance-failure': { status: 'FAILED', failureReason: 'COMPLIANCE_REJECTED' },
};

/**
 * 4.5: the outcome of a simulated payment from `senderUmaAddress`, read from the name part of a UMA test address
 * (`$<name>@<domain>`; the sandbox UMA domain is the deployment's, so the domain is not compared). Any other sender
 * succeeds.
 */
export function senderOutcome(senderUmaAddress: string, testSenders: readonly UmaTestReceiver[]): SenderOutcome {
  const at = senderUmaAddress.lastIndexOf('@');
  const name = at < 0 ? senderUmaAddress : senderUmaAddress.slice(0, at);
  const sender = testSenders.find((s) => s.name === name);
  return sender ? byOutcome[sender.outcome] : byOutcome.success;
}
