/** `POST /quotes` (4.3): prices a transfer between two ends, and executes it at once when asked. */
import { documentedError, invalidInput } from '../http/api-error.ts';
import type { ReferenceConfig } from '../config.ts';
import type { ReferenceRules } from '../rules.ts';
import { rowById, type ReferenceData } from '../store/data.ts';
import { newId } from '../util/ids.ts';
import type { MoneyEnd } from '../transactions/outgoing-transaction.ts';
import { exchangeRate } from './exchange-rates.ts';
import { checkEndUserTermsAccepted } from './end-user-terms.ts';
import { checkFeeOverride, quotePlatformFee } from './quote-fee.ts';
import type { QuoteRecord } from './quote-record.ts';
import { checkTransferLimits } from './transfer-limits.ts';
import { checkDestinationOwnership } from './ownership-check.ts';
import { issueScaChallenge, needsScaAuthorization } from './quote-sca.ts';
import type { RequestBody } from '../../spec/keys/index.ts';

/** How long a quote can be executed (the document gives no figure; the reference's configuration). */
export const quoteLifetimeMs = 5 * 60_000;

type Body = Record<string, unknown>;

interface ResolvedEnd {
  readonly end: MoneyEnd;
  readonly customerId: string | null;
  readonly identifier?: string;
  readonly network?: string;
}

const refused = (field: string, message: string) =>
  invalidInput('The quote request has invalid fields.', [{ field, message }]);

/** 7.1: an address that is no UMA address (production: "UMA address format is invalid"). */
export const invalidUmaAddress = (field: string) =>
  documentedError('INVALID_UMA_ADDRESS', 'The UMA address format is invalid.', {
    details: { errors: [{ field, message: 'is not of the form $<user>@<domain>' }] },
  });

/** An `ACCOUNT` end: one of the platform's internal or external accounts. */
function accountEnd(data: ReferenceData, accountId: string, field: string, rules: ReferenceRules): ResolvedEnd {
  const internal = rowById(data.internalAccounts, accountId);
  if (internal)
    return {
      end: { kind: 'internal-account', accountId, currency: internal.currency },
      customerId: internal.customerId,
    };
  const external = rowById(data.externalAccounts, accountId);
  if (!external) throw refused(field, 'names no internal or external account');
  const identifier = rules.sandboxIdentifierOf(external.accountInfo);
  const accountType = String(external.accountInfo['accountType']);
  const walletSuffix = '_WALLET';
  const isWallet = accountType.endsWith(walletSuffix);
  const network = isWallet ? accountType.slice(0, -walletSuffix.length) : undefined;
  return {
    end: { kind: 'external-account', accountId, currency: external.currency },
    customerId: external.customerId,
    ...(identifier === undefined ? {} : { identifier }),
    ...(network === undefined ? {} : { network }),
  };
}

function sourceEnd(data: ReferenceData, source: Body, rules: ReferenceRules): ResolvedEnd {
  if (source['sourceType'] === 'REALTIME_FUNDING') {
    const currency = source['currency'];
    if (typeof currency !== 'string')
      // Stryker disable next-line StringLiteral: message: error bodies of the quote operations are not shown (7.5)
      throw refused('source.currency', 'is required for REALTIME_FUNDING');
    const customerId = typeof source['customerId'] === 'string' ? source['customerId'] : null;
    return { end: { kind: 'realtime-funding', currency }, customerId };
  }
  const accountId = source['accountId'];
  if (typeof accountId !== 'string')
    // Stryker disable next-line StringLiteral: message: error bodies of the quote operations are not shown (7.5)
    throw refused('source.accountId', 'is required for ACCOUNT');
  return accountEnd(data, accountId, 'source.accountId', rules);
}

function destinationEnd(
  data: ReferenceData,
  destination: Body,
  sendingCurrency: string,
  rules: ReferenceRules,
): ResolvedEnd {
  if (destination['destinationType'] === 'UMA_ADDRESS') {
    const umaAddress = destination['umaAddress'];
    if (typeof umaAddress !== 'string' || umaAddress === '')
      throw refused('destination.umaAddress', 'is required for UMA_ADDRESS');
    if (!rules.umaAddressValid(umaAddress)) throw invalidUmaAddress('destination.umaAddress');
    // 4.5: a test receiver is paid in its named currency.
    const hasDomain = umaAddress.includes('@');
    const name = hasDomain ? umaAddress.slice(0, umaAddress.lastIndexOf('@')) : umaAddress;
    const receiver = rules.umaTestReceivers.find((r) => r.name === name);
    const asked = typeof destination['currency'] === 'string' ? destination['currency'] : undefined;
    const currency = receiver?.currency ?? asked ?? sendingCurrency;
    return { end: { kind: 'uma-address', umaAddress, currency }, customerId: null };
  }
  const accountId = destination['accountId'];
  if (typeof accountId !== 'string')
    // Stryker disable next-line StringLiteral: message: error bodies of the quote operations are not shown (7.5)
    throw refused('destination.accountId', 'is required for ACCOUNT');
  return accountEnd(data, accountId, 'destination.accountId', rules);
}

/** The amounts of a quote: the locked side is exact, the other follows the rate, fees come out of the sending side. */
function amounts(locked: 'SENDING' | 'RECEIVING', amount: number, rate: number, fee: (sending: number) => number) {
  if (locked === 'SENDING') {
    const platformFees = fee(amount);
    const receiving = Math.floor((amount - platformFees) * rate);
    if (receiving <= 0) throw refused('lockedCurrencyAmount', 'is too small to deliver anything after fees');
    return { sending: amount, receiving, platformFees };
  }
  const beforeFees = Math.ceil(amount / rate);
  const platformFees = fee(beforeFees);
  return { sending: beforeFees + platformFees, receiving: amount, platformFees };
}

/** Creates the quote in `draft` (the body passed schema validation). */
export function createQuoteIn(
  draft: ReferenceData,
  body: RequestBody<'createQuote'>,
  context: { now: Date; rules: ReferenceRules; config: ReferenceConfig },
): QuoteRecord {
  const source = sourceEnd(draft, body.source, context.rules);
  const destination = destinationEnd(draft, body.destination, source.end.currency, context.rules);
  if (body['immediatelyExecute'] === true && source.end.kind === 'realtime-funding') {
    throw refused(
      'immediatelyExecute',
      'applies to internal-account and external-account sources; real-time funding arrives by POST /sandbox/send',
    );
  }
  const customerId = source.customerId ?? destination.customerId ?? '';
  const customer = customerId === '' ? undefined : rowById(draft.customers, customerId);
  // Stryker disable next-line StringLiteral: outside the document: whether a quote needs a customer is not shown ('' is the quote that names none)
  if (customerId !== '' && (!customer || customer.isDeleted))
    // Stryker disable next-line StringLiteral: message: error bodies of the quote operations are not shown (7.5)
    throw refused('source.customerId', 'names no customer');
  const override = body['platformFeeOverride'];
  checkFeeOverride({ sourceCurrency: source.end.currency, override }, context.rules);
  checkEndUserTermsAccepted(customer, context.config, context.rules);
  if (!context.rules.sameCurrencyQuotes && source.end.currency === destination.end.currency)
    throw refused('destination', 'has the currency of the source');
  const rate = exchangeRate(source.end.currency, destination.end.currency);
  const { sending, receiving, platformFees } = amounts(
    body.lockedCurrencySide,
    body.lockedCurrencyAmount,
    rate,
    (sendingAmount) =>
      quotePlatformFee(
        draft,
        {
          sourceCurrency: source.end.currency,
          destinationCurrency: destination.end.currency,
          sendingAmount,
          ...(override === undefined ? {} : { override }),
        },
        context.rules,
      ),
  );
  const timestamp = context.now.toISOString();
  const quote: QuoteRecord = {
    id: newId('Quote'),
    status: 'PENDING',
    customerId,
    platformCustomerId: customer?.platformCustomerId ?? '',
    source: source.end,
    ...(source.identifier === undefined ? {} : { sourceIdentifier: source.identifier }),
    destination: destination.end,
    ...(destination.identifier === undefined ? {} : { destinationIdentifier: destination.identifier }),
    ...(destination.network === undefined ? {} : { destinationNetwork: destination.network }),
    totalSendingAmount: sending,
    totalReceivingAmount: receiving,
    exchangeRate: rate,
    platformFees,
    transactionId: newId('Transaction'),
    executed: false,
    ...(typeof body['description'] === 'string' ? { description: body['description'] } : {}),
    createdAt: timestamp,
    expiresAt: new Date(context.now.getTime() + quoteLifetimeMs).toISOString(),
    updatedAt: timestamp,
  };
  checkTransferLimits(draft, quote, 'quote', context);
  checkDestinationOwnership(draft, quote, context.rules);
  if (context.rules.createdQuoteStored) draft.quotes[quote.id] = quote;
  // 1: in an SCA region a real-time quote's funding instructions wait for its SCA authorization.
  if (quote.source.kind === 'realtime-funding' && needsScaAuthorization(draft, quote, context.rules)) {
    issueScaChallenge(draft, quote, 'fund', context.now, context.rules);
  }
  return quote;
}
