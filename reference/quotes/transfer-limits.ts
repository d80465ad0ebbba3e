/**
 * The limit check of a transfer (7.1, 7.5, 8): the one place a quote or execution is refused for its size. The
 * single-transaction maximum applies to quotes and transfers, the daily volume to transfers (executions); the values
 * are configuration (`config.payments.transferLimits`), the comparisons the rules'.
 */
import type { ReferenceConfig } from '../config.ts';
import { type ApiError, documentedError } from '../http/api-error.ts';
import type { ReferenceData } from '../store/data.ts';
import type { QuoteRecord } from './quote-record.ts';
import type { MoneyRules } from './quote-rules.ts';
import type { OutgoingTransactionRecord } from '../transactions/outgoing-transaction.ts';
import { rowsWhere } from '../store/indexes.ts';
import { dailyVolumeKey } from '../transactions/daily-volume-key.ts';

/** What the quote's customer (or the platform) has sent today in the quote's source currency, refused ones excluded. */
function volumeOfDay(data: ReferenceData, quote: QuoteRecord, now: Date): number {
  let total = 0;
  for (const tx of rowsWhere<OutgoingTransactionRecord>(
    data,
    'outgoingTransactions',
    'dailyVolume',
    dailyVolumeKey(quote.customerId, quote.source.currency, now.toISOString()),
  ))
    total += tx.sentAmount;
  return total;
}

/**
 * The error that refuses `quote` at `stage`, or `undefined` when every configured limit allows it. An execution's
 * refusal is answered after nothing was moved (see `execute-quote.ts`).
 */
export function transferLimitRefusal(
  data: ReferenceData,
  quote: QuoteRecord,
  stage: 'quote' | 'execute',
  context: { now: Date; rules: MoneyRules; config: ReferenceConfig },
): ApiError | undefined {
  const limits = Object.hasOwn(context.config.payments.transferLimits, quote.source.currency)
    ? context.config.payments.transferLimits[quote.source.currency]
    : undefined;
  if (limits === undefined) return undefined;
  const amount = quote.totalSendingAmount;
  if (context.rules.exceedsSingleTransactionMax(amount, limits.singleTransactionMax)) {
    return documentedError(
      'TRANSACTION_SIZE_LIMIT_EXCEEDED',
      `The amount exceeds the maximum single-transaction amount in ${quote.source.currency}.`,
      {
        details: { maximum: limits.singleTransactionMax, currency: quote.source.currency },
      },
    );
  }
  if (
    stage === 'execute' &&
    context.rules.exceedsDailyVolume(volumeOfDay(data, quote, context.now), amount, limits.dailyVolume)
  ) {
    return documentedError(
      'DAILY_VOLUME_LIMIT_EXCEEDED',
      `The transfer exceeds today's volume limit in ${quote.source.currency}.`,
    );
  }
  return undefined;
}

/** Throws the refusal of `quote` at `stage`, if any. */
export function checkTransferLimits(
  data: ReferenceData,
  quote: QuoteRecord,
  stage: 'quote' | 'execute',
  context: { now: Date; rules: MoneyRules; config: ReferenceConfig },
): void {
  const refusal = transferLimitRefusal(data, quote, stage, context);
  if (refusal) throw refusal;
}
