/**
 * The limit check of a transfer (8: single transaction size, daily volume): the one place a quote or execution is
 * refused for its size. No limit is configured yet, so every transfer passes.
 */
import type { ReferenceData } from '../store/data.ts';
import type { QuoteRecord } from './quote-record.ts';

/** Throws the documented error when `quote` breaks a configured limit at `stage`. */
export function checkTransferLimits(_data: ReferenceData, _quote: QuoteRecord, _stage: 'quote' | 'execute'): void {}
