/**
 * Production's same-currency transfers, `POST /transfer-in` (a pull from an external account into an internal one)
 * and `POST /transfer-out` (an internal account paid out to an external one). Part 1 calls them deprecated: "replaced
 * by the quote endpoints, which now also serve same-currency transfers". So a transfer is exactly that: a quote of the
 * same currency on both sides, locked on the sending side, executed at once; the answer is its transaction. Limits,
 * SCA, ownership and the sandbox paths are the quote's.
 */
import { rowById, type ReferenceData } from '../../store/data.ts';
import { invalidInput, undocumentedError } from '../../http/api-error.ts';
import type { ReferenceConfig } from '../../config.ts';
import type { ReferenceRules } from '../../rules.ts';
import { paymentRailsOf } from '../../../spec/production/payment-rails.ts';
import type { RequestBody } from '../../../spec/keys/index.ts';
import { createQuoteIn } from '../create-quote.ts';
import { executeQuoteIn, type Execution } from '../execute-quote.ts';

export type TransferDirection = 'in' | 'out';

export interface TransferContext {
  readonly now: Date;
  readonly rules: ReferenceRules;
  readonly config: ReferenceConfig;
}

type TransferBody = RequestBody<'createTransferIn'> | RequestBody<'createTransferOut'>;

const kinds = {
  in: { source: 'external', destination: 'internal' },
  out: { source: 'internal', destination: 'external' },
} as const;

/** The account `accountId` names, of the kind the direction wants: 404 when there is none, 400 for another kind. */
function account(
  data: ReferenceData,
  accountId: string,
  kind: 'internal' | 'external',
  field: string,
): { currency: string; accountType?: string } {
  const internal = rowById(data.internalAccounts, accountId);
  const external = rowById(data.externalAccounts, accountId);
  if (internal === undefined && external === undefined)
    throw undocumentedError('notFound', `No account has the id of ${field}.`);
  const found = kind === 'internal' ? internal : external;
  if (found === undefined)
    throw invalidInput('The transfer names an account of the wrong kind.', [
      { field, message: `must be an ${kind} account` },
    ]);
  return external !== undefined && kind === 'external'
    ? { currency: external.currency, accountType: String(external.accountInfo['accountType']) }
    : { currency: found.currency };
}

/** Refuses a body the transfer cannot carry out: no amount, another currency, a rail the account does not take. */
function checkTransfer(data: ReferenceData, direction: TransferDirection, body: TransferBody): number {
  const source = account(data, body.source.accountId, kinds[direction].source, 'source.accountId');
  const destination = account(data, body.destination.accountId, kinds[direction].destination, 'destination.accountId');
  const errors = [];
  // Production leaves `amount` optional without saying what its absence moves; the reference asks for it.
  if (body.amount === undefined) errors.push({ field: 'amount', message: 'is required by this server' });
  if (source.currency !== destination.currency)
    errors.push({ field: 'destination.accountId', message: `must hold ${source.currency}, the source's currency` });
  const rail = 'paymentRail' in body.destination ? body.destination.paymentRail : undefined;
  const rails = destination.accountType === undefined ? undefined : paymentRailsOf(destination.accountType);
  if (rail !== undefined && rails !== undefined && !rails.includes(rail))
    errors.push({ field: 'destination.paymentRail', message: `must be one of ${rails.join(', ')}` });
  if (errors.length > 0) throw invalidInput('The transfer cannot be made.', errors);
  return body.amount ?? 0;
}

/** Creates and executes the same-currency quote of the transfer in `draft`. */
export function sameCurrencyTransfer(
  draft: ReferenceData,
  direction: TransferDirection,
  body: TransferBody,
  context: TransferContext,
): Execution {
  const amount = checkTransfer(draft, direction, body);
  const quote = createQuoteIn(
    draft,
    {
      source: { sourceType: 'ACCOUNT', accountId: body.source.accountId },
      destination: { destinationType: 'ACCOUNT', accountId: body.destination.accountId },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: amount,
      ...('remittanceInformation' in body && body.remittanceInformation !== undefined
        ? { description: body.remittanceInformation }
        : {}),
    },
    context,
  );
  return executeQuoteIn(draft, quote, { ...context, trigger: 'execute' });
}
