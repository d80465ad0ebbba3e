/**
 * Whether an execution needs an approval first (1: an agent action that requires approval leaves its transaction
 * pending until the platform approves it): the one place that decides it. Platform executions need none; an agent's
 * need one when its policy says so (production `defaultExecutionMode` `APPROVAL_REQUIRED`).
 */
import type { ReferenceData } from '../store/data.ts';
import type { QuoteRecord } from './quote-record.ts';

export type ApprovalState = 'not-required' | 'pending-platform-approval';

export function approvalStateOf(_data: ReferenceData, quote: QuoteRecord): ApprovalState {
  if (quote.approvalRequired === true) return 'pending-platform-approval';
  return 'not-required';
}
